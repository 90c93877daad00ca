/** An in-memory saved-search server for the component tests (the contract's shapes, 5 per page). */
import { SAVED_SEARCH_PAGE_SIZE, type SavedSearch } from '@partners/contract';
import { mockFetch, withCsrf, type FetchCall, type MockReply } from '../../../test/fetch-mock';

export function makeSavedSearch(id: number, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    title: `검색 조건 ${id}`,
    query: 'query=자바,스프링&yoe=3;5&order_by=updated_at',
    tab: 'index',
    recommend: false,
    created_by: '김관리',
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

type BodyOf = { hr_save_search_query?: Partial<SavedSearch> };

export function serveSavedSearches(initial: SavedSearch[], options: { display?: boolean; fail?: (call: FetchCall) => MockReply | null } = {}) {
  const searches = [...initial];
  let display = options.display ?? false;
  let nextId = Math.max(0, ...searches.map((s) => s.id)) + 1;

  const list = (page: number) => ({
    code: 200,
    data: {
      hr_save_search_queries: searches.slice((page - 1) * SAVED_SEARCH_PAGE_SIZE, page * SAVED_SEARCH_PAGE_SIZE),
      hr_save_search_queries_count: searches.length,
      page_info: {
        page,
        per: SAVED_SEARCH_PAGE_SIZE,
        total: searches.length,
        total_pages: Math.ceil(searches.length / SAVED_SEARCH_PAGE_SIZE),
      },
    },
  });

  const { calls } = mockFetch(
    withCsrf((call) => {
      const failure = options.fail?.(call);
      if (failure) return failure;
      const url = new URL(call.url, 'http://localhost');
      const idMatch = /^\/hr\/save_search_queries\/(\d+)$/.exec(url.pathname);
      if (url.pathname === '/hr/save_search_queries/display_modal') return { body: { code: 200, data: { display } } };
      if (url.pathname === '/hr/save_search_queries/display_toggle') {
        display = (call.body as { display: boolean }).display;
        return { body: { code: 200, data: { display } } };
      }
      if (url.pathname === '/hr/save_search_queries' && call.method === 'GET') {
        return { body: list(Number(url.searchParams.get('page') ?? '1')) };
      }
      if (url.pathname === '/hr/save_search_queries' && call.method === 'POST') {
        const created = makeSavedSearch(nextId++, (call.body as BodyOf).hr_save_search_query);
        searches.unshift(created);
        // The server switches the display on with the first saved search.
        if (searches.length === 1) display = true;
        return { body: { code: 200, data: { hr_save_search_query: created, display } } };
      }
      if (idMatch) {
        const index = searches.findIndex((s) => s.id === Number(idMatch[1]));
        const found = searches[index];
        if (!found) return { status: 404, body: { code: 'not_found', message: '요청한 정보를 찾을 수 없습니다' } };
        if (call.method === 'DELETE') {
          searches.splice(index, 1);
          return { body: { code: 200, data: { deleted: true } } };
        }
        const updated = { ...found, ...(call.body as BodyOf).hr_save_search_query };
        searches[index] = updated;
        return { body: { code: 200, data: { hr_save_search_query: updated, display } } };
      }
      if (url.pathname === '/hr/job_seekers/log_event') return { body: { code: 200, data: { recorded: true } } };
      return { status: 404, body: { code: 'not_found', message: '요청한 정보를 찾을 수 없습니다' } };
    }),
  );
  const writes = (method: string) => calls.filter((c) => c.method === method && c.url.startsWith('/hr/save_search_queries'));
  const events = () => calls.filter((c) => c.url === '/hr/job_seekers/log_event').map((c) => c.body);
  return { calls, searches, writes, events, display: () => display };
}
