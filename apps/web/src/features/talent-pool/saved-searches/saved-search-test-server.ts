/**
 * An in-memory saved-search server for the component tests: MSW handlers built from the contract's entries
 * (`savedSearchHandlers(state)`, 5 per page) over one state model.
 */
import type { HttpHandler } from 'msw';
import { ENDPOINTS, SAVED_SEARCH_PAGE_SIZE, type EndpointName, type SavedSearch } from '@partners/contract';
import { answer, calls, contractError, type AnswerResolver, type RecordedCall } from '../../../test/contract-handlers';
import { server } from '../../../test/msw-server';

export function makeSavedSearch(id: number, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id,
    title: `검색 조건 ${id}`,
    query: 'query=자바,스프링&yoe=3;5&order_by=updated_at',
    tab: 'index',
    recommend: false,
    shared: false,
    mine: true,
    created_by: '김관리',
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export type SavedSearchState = {
  searches: SavedSearch[];
  /** Whether the saved-search list shows on the search screen. */
  display: boolean;
  nextId: number;
  /** Answers a call instead of the state (an error), or lets it through with null. */
  fail?: ((call: RecordedCall) => Response | null) | undefined;
};

export function createSavedSearchState(
  initial: SavedSearch[],
  options: { display?: boolean; fail?: SavedSearchState['fail'] } = {},
): SavedSearchState {
  return { searches: [...initial], display: options.display ?? false, nextId: Math.max(0, ...initial.map((s) => s.id)) + 1, fail: options.fail };
}

/** The saved-search entries' handlers over `state`, and the search events they are logged with. */
export function savedSearchHandlers(state: SavedSearchState): HttpHandler[] {
  const { searches } = state;
  const handle = <N extends EndpointName>(name: N, resolver: AnswerResolver<N>) =>
    answer(name, (input) => state.fail?.(input.call) ?? resolver(input));
  const indexOf = (id: number) => searches.findIndex((s) => s.id === id);

  return [
    handle('savedSearches.display', () => ({ code: 200, data: { display: state.display } })),
    handle('savedSearches.setDisplay', ({ body }) => {
      state.display = body.display;
      return { code: 200, data: { display: state.display } };
    }),
    handle('savedSearches.list', ({ query: { page } }) => ({
      code: 200,
      data: {
        hr_save_search_queries: searches.slice((page - 1) * SAVED_SEARCH_PAGE_SIZE, page * SAVED_SEARCH_PAGE_SIZE),
        hr_save_search_queries_count: searches.length,
        page_info: { page, per: SAVED_SEARCH_PAGE_SIZE, total: searches.length, total_pages: Math.ceil(searches.length / SAVED_SEARCH_PAGE_SIZE) },
      },
    })),
    handle('savedSearches.create', ({ body }) => {
      const created = makeSavedSearch(state.nextId++, body.hr_save_search_query);
      searches.unshift(created);
      // The server switches the display on with the first saved search.
      if (searches.length === 1) state.display = true;
      return { code: 200, data: { hr_save_search_query: created, display: state.display } };
    }),
    handle('savedSearches.update', ({ params, body }) => {
      const index = indexOf(params.id);
      const found = searches[index];
      if (!found) return contractError('not_found', '요청한 정보를 찾을 수 없습니다');
      // Another operator's shared search is theirs to change (issue 21).
      if (!found.mine) return contractError('forbidden', '접근 권한이 없습니다');
      const updated = { ...found, ...body.hr_save_search_query };
      searches[index] = updated;
      return { code: 200, data: { hr_save_search_query: updated, display: state.display } };
    }),
    handle('savedSearches.delete', ({ params }) => {
      const index = indexOf(params.id);
      if (index < 0) return contractError('not_found', '요청한 정보를 찾을 수 없습니다');
      if (!searches[index]?.mine) return contractError('forbidden', '접근 권한이 없습니다');
      searches.splice(index, 1);
      return { code: 200, data: { deleted: true } };
    }),
    handle('talent.context', ({ query: { pool } }) => ({
      code: 200,
      data: { pool, privacy_agreed: true, saved_search_display: state.display, hr_save_search_queries_count: searches.length },
    })),
    handle('talent.logEvent', () => ({ code: 200, data: { recorded: true } })),
  ];
}

/** Serves the saved-search entries from a fresh state for the current test. */
export function serveSavedSearches(initial: SavedSearch[], options: { display?: boolean; fail?: SavedSearchState['fail'] } = {}) {
  const state = createSavedSearchState(initial, options);
  server.use(...savedSearchHandlers(state));
  const writes = (method: string) => calls.filter((c) => c.method === method && c.url.startsWith(ENDPOINTS['savedSearches.list'].path));
  const events = () => calls.filter((c) => c.url === ENDPOINTS['talent.logEvent'].path).map((c) => c.body);
  return { calls, searches: state.searches, writes, events, display: () => state.display };
}
