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

/** One search result: a front-end developer with a complete, verified résumé; `overrides` changes what a test needs. */
export function makeSeeker(overrides: Partial<TalentSearchResult> = {}): TalentSearchResult {
  return {
    enc: 'Ab3dE5gH7jK9',
    headline: 'React와 TypeScript로 결제 화면을 만든 프론트엔드 개발자',
    occupation1: { id: 11600, name: '개발' },
    occupation2: { id: 11610, name: '프론트엔드 개발자' },
    years_of_experience: 5,
    birth_year: 1992,
    gender: 'female',
    education: { level: 'bachelor', degree: 'graduated', major: '컴퓨터공학과' },
    careers: [{ company_name: '잡플래닛', occupation_name: '프론트엔드 개발자', title: '선임', start: '2021.03', end: null, months: 38 }],
    career_count: 3,
    skills: ['React', 'Node.js'],
    desired_salary: 4500,
    job_intention: 'active',
    verification_badge: true,
    profile_level: 'complete',
    resume_updated_at: '2024-05-02T09:00:00.000Z',
    highlights: ['react'],
    ...overrides,
  };
}
