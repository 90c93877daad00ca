import type { FastifyPluginCallback } from 'fastify';
import { TALENT_POOL_BANNER } from '@partners/contract';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { filterOptions, metaInfo } from './meta-info.service.js';
import { getProfile, logSearchEvent, searchTalent, talentContext, type TalentSearchDeps } from './talent-search.service.js';

export const talentSearchRoutes: FastifyPluginCallback<TalentSearchDeps> = (app, deps, done) => {
  handle(app, 'talent.search', async (request) => {
    const access = requireAccess(request);
    const [searchResult, context] = await Promise.all([
      searchTalent(deps, access, request.query),
      talentContext(deps.db, access, request.query.pool),
    ]);
    return ok({
      context,
      user: { user_id: access.actor.userId, company_id: access.row.company.id, company_name: access.row.company.name },
      banner: TALENT_POOL_BANNER,
      search_result: searchResult,
    });
  });
  handle(app, 'talent.searchResult', async (request) => ok({ search_result: await searchTalent(deps, requireAccess(request), request.query) }));
  handle(app, 'talent.context', async (request) => ok(await talentContext(deps.db, requireAccess(request), request.query.pool)));
  handle(app, 'talent.profile', async (request) => ok({ profile: await getProfile(deps, requireAccess(request), request.query.enc) }));
  handle(app, 'talent.filters', async (request) => ok(await filterOptions(deps.db, request.query.type)));
  handle(app, 'talent.logEvent', async (request) => {
    await logSearchEvent(deps, requireAccess(request), request.body);
    return ok({ recorded: true as const });
  });
  handle(app, 'talent.metaInfo', async (request) => ok(await metaInfo(deps.db, request.query.fields)));
  done();
};
