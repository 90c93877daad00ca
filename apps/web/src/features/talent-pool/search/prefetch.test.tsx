import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INFORMATION_NOTICE_STORAGE_KEY, type EndpointReply } from '@partners/contract';
import { createQueryClient } from '../../../lib/query-client';
import { answer } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';
import { renderRoutes } from '../../../test/render';
import { TalentPoolAgreementGate } from '../agreement/talent-pool-agreement-gate';
import { makeSavedSearch, serveSavedSearches } from '../saved-searches/saved-search-test-server';
import { TalentSearchWithSavedSearches } from '../saved-searches/talent-search-with-saved-searches';
import { makeSeeker, searchResponse } from '../test/search-response';
import { prefetchTalentSearchPage } from './prefetch';

const META: EndpointReply<'talent.metaInfo'> = {
  code: 200,
  data: {
    occupation1: [{ id: 11600, name: '개발' }],
    occupation2: [{ id: 11610, name: '프론트엔드 개발자', parent_id: 11600 }],
    display_order_bys: ['ranking', 'updated_at', 'job_intention_updated_at', 'score'],
  },
};

const AGREEMENT = {
  code: 'privacy_agreement' as const,
  title: '인재풀 이용을 위한 개인정보 처리 동의',
  content: '1. 이용 목적: 채용 후보자 검토',
  version: '2026-11-01',
};

/** The agreement and its text, the search and its meta info, and the saved searches (their display switched on). */
const BANNER = { img_url: '/talent-pool-banner.svg', img_alt: '인재풀 베타', link: '/partners/brand_service', visible: true };

function serve(agreed: boolean) {
  const saved = serveSavedSearches([makeSavedSearch(1, { title: '프론트엔드 시니어' })], { display: true });
  server.use(
    answer('talent.matchings', () => ({
      code: 200,
      data: { privacy_agreement: { value: agreed, agreed_at: agreed ? '2026-11-20T00:00:00.000Z' : null } },
    })),
    answer('talent.agreements', () => ({ code: 200, data: { agreements: [AGREEMENT] } })),
    answer('talent.search', () => {
      const response = searchResponse([makeSeeker()], 1);
      return { ...response, data: { ...response.data, banner: BANNER } };
    }),
    answer('talent.metaInfo', () => META),
  );
  return saved;
}

/** The search page below the talent pool's gate, as the area module nests them. */
function renderSearch(path: string, queryClient: ReturnType<typeof createQueryClient>) {
  // The notice stays closed: it is a modal of its own, not the page's data.
  window.localStorage.setItem(INFORMATION_NOTICE_STORAGE_KEY, new Date().toISOString());
  return renderRoutes(
    [
      {
        path: '/partners/job_seekers',
        Component: TalentPoolAgreementGate,
        children: [{ path: 'search/:tab/:page', Component: TalentSearchWithSavedSearches }],
      },
    ],
    { path, queryClient },
  );
}

const endpointOf = (url: string) => url.split('?')[0];

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the talent search’s prefetch', () => {
  it('makes the calls the page and its gate make first, so the page renders from them without calling again', async () => {
    const { calls } = serve(true);
    // The app's client: the page's queries take the prefetched answers while they are fresh. The clock stands
    // still, so the search's 6 s of freshness outlasts a slow run's render.
    vi.useFakeTimers({ toFake: ['Date'] });
    const queryClient = createQueryClient();
    const path = '/partners/job_seekers/search/company/2?query=react&order_by=updated_at';
    prefetchTalentSearchPage(queryClient, new URL(`https://console.test${path}`));
    // The banner's image (the page's largest paint, the contract's banner) from the start, before any call answers.
    const imagePreload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(imagePreload?.getAttribute('href')).toBe(BANNER.img_url);
    expect(imagePreload?.getAttribute('fetchpriority')).toBe('high');
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/hr/save_search_queries?'))).toBe(true));
    await waitFor(() => expect(calls).toHaveLength(6));
    const prefetched = calls.map((c) => c.url);
    // The agreement first: the rest only once it says yes.
    expect(endpointOf(prefetched[0] ?? '')).toBe('/api/v3/resumes/components/matchings');
    expect(prefetched.map(endpointOf).sort()).toEqual([
      '/api/v1/common/wizard/meta_info',
      '/api/v3/resumes/components/matchings',
      '/api/v5/partners/hr/job_seekers/search',
      '/hr/job_seekers/context',
      '/hr/save_search_queries',
      '/hr/save_search_queries/display_modal',
    ]);
    const search = new URL(prefetched.find((url) => endpointOf(url) === '/api/v5/partners/hr/job_seekers/search') ?? '', 'https://console.test');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      query: 'react',
      pool: 'company_pool',
      page: '2',
      order_by: 'updated_at',
      search_session_id: window.sessionStorage.getItem('talent_search_session_id'),
    });

    // The search named the same banner: no second preload.
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);

    renderSearch(path, queryClient);
    expect(await within(await screen.findByRole('list', { name: '검색 결과' })).findByText('희망연봉 4,500만원')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '저장한 검색 조건 바로 적용' })).getByRole('button', { name: '프론트엔드 시니어' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장한 검색 조건 (1)' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });

  it('while the agreement is missing, asks for it and its text only (the server would refuse the search)', async () => {
    const { calls } = serve(false);
    const queryClient = createQueryClient();
    const path = '/partners/job_seekers/search/index/1';
    prefetchTalentSearchPage(queryClient, new URL(`https://console.test${path}`));
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const prefetched = calls.map((c) => c.url);
    expect(prefetched).toEqual([
      '/api/v3/resumes/components/matchings?response_form=value_only&matching_target=privacy_agreement',
      '/api/v3/resumes/components/agreements?codes=privacy_agreement',
    ]);

    renderSearch(path, queryClient);
    const dialog = await screen.findByRole('dialog', { name: '개인정보 처리 동의' });
    expect(await within(dialog).findByText(AGREEMENT.content)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(prefetched);
  });
});
