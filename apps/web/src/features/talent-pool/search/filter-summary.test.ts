import { describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '../../../i18n';
import { summariseFilter } from './filter-summary';
import { EMPTY_FILTERS, type FilterValues } from './filter-values';

const t = (key: MessageKey, params?: MessageParams) => translate('ko', key, params);
const summary = (filters: Partial<FilterValues>, key: keyof FilterValues) => summariseFilter({ ...EMPTY_FILTERS, ...filters }, key, t, 'ko');

describe('filter bar short forms', () => {
  it('an empty filter has no summary (the chip shows its name)', () => {
    expect(summary({}, 'experience')).toBeNull();
  });

  it('experience reads 경력 3~5년, with 신입 and 10년 이상 at the ends', () => {
    expect(summary({ experience: { min: 3, max: 5 } }, 'experience')).toBe('경력 3~5년');
    expect(summary({ experience: { min: 0, max: 2 } }, 'experience')).toBe('경력 신입~2년');
    expect(summary({ experience: { min: 7, max: 11 } }, 'experience')).toBe('경력 7년~10년 이상');
  });

  it('birth year reads 1990~1995년생', () => {
    expect(summary({ birth_year: { min: 1990, max: 1995 } }, 'birth_year')).toBe('1990~1995년생');
  });

  it('desired salary uses 만/억 and shows the top as 1억 이상', () => {
    expect(summary({ hope_salary: { min: 4000, max: 10000 } }, 'hope_salary')).toBe('희망연봉 4,000만원~1억 이상');
  });

  it('occupations and conditions are counted', () => {
    expect(summary({ occupation: { level1: [1], level2: [2] } }, 'occupation')).toBe('직무 2개');
    expect(summary({ addition: { jobIntentions: ['active'], verificationBadge: true, profileLevels: [] } }, 'addition')).toBe('추가 조건 2개');
  });

  it('one education pair is spelt out', () => {
    expect(summary({ education: [{ level: 'bachelor', degree: 'graduated' }] }, 'education')).toBe('학사 졸업');
    expect(summary({ education: [{ level: 'master', degree: 'all' }] }, 'education')).toBe('석사');
  });

  it('keywords show the first and how many more, and the OR condition', () => {
    expect(summary({ keywords: { words: ['react', 'vue'], mode: 'or' } }, 'keywords')).toBe('react 외 1개 (OR)');
    expect(summary({ excluded: ['인턴'] }, 'excluded')).toBe('제외 인턴');
  });
});
