import { describe, expect, it } from 'vitest';
import { DEGREE_STATUSES, EDUCATION_LEVELS, GENDERS, JOB_INTENTIONS, PROFILE_LEVELS, SEARCH_ORDERS, talentSearchQuery } from '@partners/contract';
import { expectSameReading } from '../../../test/same-reading';
import { EMPTY_FILTERS } from './filter-values';
import { DEFAULT_SEARCH_STATE, readSearchState, searchRequest, talentSearchFields, writeSearchState, type SearchState } from './search-state';

const SESSION = '6f1c2b9e-3d7a-4c1e-9b2f-0a1b2c3d4e5f';

function stateWith(filters: Partial<SearchState['filters']>, order: SearchState['order'] = 'ranking'): SearchState {
  return { order, filters: { ...EMPTY_FILTERS, ...filters }, seekers: [] };
}

const ENC = 'Ab3dE5gH7jK9';
/** What a search link carries beyond the shared samples: every enum value, ranges, flags, lists at their bounds. */
const SEARCH_SAMPLES = [
  ...SEARCH_ORDERS,
  ...GENDERS,
  ...EDUCATION_LEVELS,
  ...DEGREE_STATUSES,
  'all',
  ...JOB_INTENTIONS,
  ...PROFILE_LEVELS,
  'male,female',
  'male,male,male',
  'male, ,female',
  'bachelor,master,doctor,associate,high_school',
  'bachelor,master,doctor,associate,high_school,bachelor',
  'graduated,all',
  'true',
  'false',
  'TRUE',
  '3;5',
  '0;11',
  '0;12',
  '5;3',
  '1990;1995',
  '1954;2006',
  '1300;10000',
  '1300;10001',
  '99999;99999',
  '123456;1',
  '3;',
  ';5',
  ' 3;5',
  ENC,
  `${ENC},Zx8wV6uT4sR2`,
  `${ENC},bad id!`,
  'a'.repeat(40),
  'a'.repeat(41),
  Array.from({ length: 50 }, (_, i) => `${ENC}${String(i).padStart(2, '0')}`).join(','),
  Array.from({ length: 51 }, (_, i) => `${ENC}${String(i).padStart(2, '0')}`).join(','),
  'react,타입스크립트',
  Array.from({ length: 10 }, (_, i) => `kw${i}`).join(','),
  Array.from({ length: 11 }, (_, i) => `kw${i}`).join(','),
  `${'가'.repeat(30)},b`,
  `${'가'.repeat(31)},b`,
  'x,'.repeat(1000),
  'x,'.repeat(1001),
  '0000000001',
  '00000000001',
];

describe('search URL state (spec §3 search params)', () => {
  it('reads a link as the contract’s search query reads it, without zod', () => {
    expectSameReading(talentSearchFields, talentSearchQuery, SEARCH_SAMPLES);
  });

  it('experience filter sends yoe as min;max', () => {
    expect(writeSearchState(stateWith({ experience: { min: 3, max: 5 } })).get('yoe')).toBe('3;5');
  });

  it('birth year and desired salary travel as min;max too', () => {
    const params = writeSearchState(stateWith({ birth_year: { min: 1990, max: 1995 }, hope_salary: { min: 4000, max: 10000 } }));
    expect(params.get('byear')).toBe('1990;1995');
    expect(params.get('hsalary')).toBe('4000;10000');
  });

  it('keywords join with commas and send or=true only for OR', () => {
    const and = writeSearchState(stateWith({ keywords: { words: ['react', '타입스크립트'], mode: 'and' } }));
    expect(and.get('query')).toBe('react,타입스크립트');
    expect(and.has('or')).toBe(false);
    const or = writeSearchState(stateWith({ keywords: { words: ['react', 'vue'], mode: 'or' } }));
    expect(or.get('or')).toBe('true');
  });

  it('not joins the excluded keywords with commas', () => {
    expect(writeSearchState(stateWith({ excluded: ['영업', '인턴'] })).get('not')).toBe('영업,인턴');
  });

  it('education pairs travel as parallel edu and deg lists', () => {
    const params = writeSearchState(
      stateWith({
        education: [
          { level: 'bachelor', degree: 'graduated' },
          { level: 'master', degree: 'all' },
        ],
      }),
    );
    expect(params.get('edu')).toBe('bachelor,master');
    expect(params.get('deg')).toBe('graduated,all');
  });

  it('a saved search alert’s job_seeker_ids restricts the search, survives a filter change, and goes with “every result”', () => {
    const encs = ['Ab3dE5gH7jK9', 'Zx8wV6uT4sR2'];
    const params = new URLSearchParams(`query=react&job_seeker_ids=${encs.join(',')}`);
    const state = readSearchState(params);
    expect(state.seekers).toEqual(encs);
    expect(searchRequest(state, 'index', 1, SESSION).job_seeker_ids).toBe(encs.join(','));
    const filtered = writeSearchState({ ...state, filters: { ...state.filters, gender: ['female'] } });
    expect(filtered.get('job_seeker_ids')).toBe(encs.join(','));
    expect(writeSearchState({ ...state, seekers: [] }).has('job_seeker_ids')).toBe(false);
    // A malformed id drops the list: the search is then the saved search's whole result.
    expect(readSearchState(new URLSearchParams('job_seeker_ids=bad id!')).seekers).toEqual([]);
  });

  it('empty filters and the default sort are left out of the URL', () => {
    expect(writeSearchState(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('invalid values in the URL are ignored', () => {
    const state = readSearchState(
      new URLSearchParams('yoe=5;2&byear=1900;2000&hsalary=abc&gen=robot&order_by=random&occu=x,3&edu=bachelor&deg=graduated,all&page=9'),
    );
    expect(state).toEqual(DEFAULT_SEARCH_STATE);
  });

  it('a keyword list over the limits is ignored', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`).join(',');
    expect(readSearchState(new URLSearchParams(`query=${eleven}`)).filters.keywords.words).toEqual([]);
    expect(readSearchState(new URLSearchParams(`not=${'가'.repeat(31)}`)).filters.excluded).toEqual([]);
  });

  it('edu without deg means any degree of each level', () => {
    expect(readSearchState(new URLSearchParams('edu=master')).filters.education).toEqual([{ level: 'master', degree: 'all' }]);
  });

  it('a whole range in the URL is no filter', () => {
    expect(readSearchState(new URLSearchParams('yoe=0;11')).filters.experience).toBeNull();
  });

  it('round trip: state → URL → state', () => {
    const state = stateWith(
      {
        occupation: { level1: [11600], level2: [11610, 11620] },
        gender: ['female'],
        experience: { min: 0, max: 3 },
        birth_year: { min: 1990, max: 1995 },
        education: [{ level: 'bachelor', degree: 'graduated' }],
        hope_salary: { min: 4000, max: 10000 },
        addition: { jobIntentions: ['active', 'open'], verificationBadge: true, profileLevels: ['complete'] },
        keywords: { words: ['React', '결제'], mode: 'or' },
        excluded: ['인턴'],
      },
      'updated_at',
    );
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('the request names the pool of the tab, the page and the search session', () => {
    const request = searchRequest(stateWith({ gender: ['male'] }), 'company', 3, SESSION);
    expect(request).toEqual({
      pool: 'company_pool',
      page: '3',
      order_by: 'ranking',
      gen: 'male',
      search_session_id: SESSION,
    });
  });
});
