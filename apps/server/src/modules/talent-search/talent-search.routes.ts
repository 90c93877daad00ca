import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TALENT_API,
  TALENT_POOLS,
  filtersQuery,
  filtersResponse,
  logEventBody,
  logEventResponse,
  metaInfoQuery,
  metaInfoResponse,
  profileQuery,
  profileResponse,
  searchResultResponse,
  talentContextResponse,
  talentSearchQuery,
  talentSearchResponse,
} from '@partners/contract';
import { requireAccess } from '../access/access.guard.js';
import { filterOptions, metaInfo } from './meta-info.service.js';
import { getProfile, logSearchEvent, searchTalent, talentContext, type TalentSearchDeps } from './talent-search.service.js';

/** The talent banner (spec §3 banner): free while in beta. */
const BANNER = {
  img_url: '/talent-pool-banner.svg',
  img_alt: '인재풀 베타: 정식 출시 전까지 인재 검색과 포지션 제안이 무료입니다',
  link: '/partners/job_seekers/search/index/1',
  visible: true,
};

export const talentSearchRoutes: FastifyPluginCallbackZod<TalentSearchDeps> = (app, deps, done) => {
  const config = { access: 'talent' as const };
  const tags = ['talent search'];

  app.get(
    TALENT_API.search,
    { config, schema: { tags, querystring: talentSearchQuery, response: { 200: talentSearchResponse } } },
    async (request) => {
      const access = requireAccess(request);
      const [searchResult, context] = await Promise.all([searchTalent(deps, access, request.query), talentContext(deps.db, access, request.query.pool)]);
      return {
        code: 200 as const,
        data: {
          context,
          user: { user_id: access.actor.userId, company_id: access.row.company.id, company_name: access.row.company.name },
          banner: BANNER,
          search_result: searchResult,
        },
      };
    },
  );

  app.get(
    TALENT_API.searchResult,
    { config, schema: { tags, querystring: talentSearchQuery, response: { 200: searchResultResponse } } },
    async (request) => ({ code: 200 as const, data: { search_result: await searchTalent(deps, requireAccess(request), request.query) } }),
  );

  app.get(
    TALENT_API.context,
    {
      config,
      schema: { tags, querystring: z.object({ pool: z.enum(TALENT_POOLS).default('big_pool') }), response: { 200: talentContextResponse } },
    },
    async (request) => ({ code: 200 as const, data: await talentContext(deps.db, requireAccess(request), request.query.pool) }),
  );

  app.get(
    TALENT_API.profile,
    { config, schema: { tags, querystring: profileQuery, response: { 200: profileResponse } } },
    async (request) => ({ code: 200 as const, data: { profile: await getProfile(deps, requireAccess(request), request.query.enc) } }),
  );

  app.get(
    TALENT_API.filters,
    { config, schema: { tags, querystring: filtersQuery, response: { 200: filtersResponse } } },
    async (request) => ({ code: 200 as const, data: await filterOptions(deps.db, request.query.type) }),
  );

  app.post(
    TALENT_API.logEvent,
    { config, schema: { tags, body: logEventBody, response: { 200: logEventResponse } } },
    async (request) => {
      await logSearchEvent(deps, requireAccess(request), request.body);
      return { code: 200 as const, data: { recorded: true as const } };
    },
  );

  app.get(
    TALENT_API.metaInfo,
    { config, schema: { tags, querystring: metaInfoQuery, response: { 200: metaInfoResponse } } },
    async (request) => ({ code: 200 as const, data: await metaInfo(deps.db, request.query.fields) }),
  );
  done();
};
