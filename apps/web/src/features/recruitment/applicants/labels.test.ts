import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessageSection, translate } from '../../../i18n';
import type { TFunction } from '../../../i18n';
import { criteriaExperience, degreeStatus, educationLevel } from './labels';

const t: TFunction = (key, params) => translate('ko', key, params);

beforeAll(() => loadMessageSection('applicants'));

describe('applicant labels', () => {
  it('words the fit criteria’s experience code', () => {
    expect(criteriaExperience('any', t)).toBe('경력 무관');
    expect(criteriaExperience('newcomer', t)).toBe('신입');
    expect(criteriaExperience('3-7', t)).toBe('경력 3~7년');
    expect(criteriaExperience('5-', t)).toBe('경력 5년 이상');
    expect(criteriaExperience('something else', t)).toBe('something else');
  });

  it('words education levels and degree statuses, passing through what it does not know', () => {
    expect(`${educationLevel('bachelor', t)} ${degreeStatus('graduated', t)}`).toBe('학사 졸업');
    expect(educationLevel('교환학생', t)).toBe('교환학생');
  });
});
