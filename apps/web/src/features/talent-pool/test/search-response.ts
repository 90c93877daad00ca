import type { TalentSearchResponse, TalentSearchResult } from '@partners/contract';

/** A talent search answer with `results` of `total` matches, as the server sends it for a signed-in admin. */
export function searchResponse(results: TalentSearchResult[], total: number, isLowerBound = false): TalentSearchResponse {
  return {
    code: 200,
    data: {
      context: { pool: 'big_pool', privacy_agreed: true, saved_search_display: false, hr_save_search_queries_count: 0 },
      user: { user_id: 1, company_id: 42, company_name: '잡플래닛' },
      banner: { img_url: '', img_alt: '', link: '', visible: false },
      search_result: {
        meta: {
          total,
          total_is_lower_bound: isLowerBound,
          page: 1,
          per: 20,
          search_session_id: '6f1c2b9e-3d7a-4c1e-9b2f-0a1b2c3d4e5f',
          search_request_id: '7a1c2b9e-3d7a-4c1e-9b2f-0a1b2c3d4e5f',
          ab_test: 'a',
          es_took: 3,
        },
        results,
      },
    },
  };
}
