/** How the applicant screens name an applicant's facts: the talent pool's words (its catalogue section loads with these pages). */
import { DEGREE_STATUSES, EDUCATION_LEVELS, type ApplicantStage, type DegreeStatus, type EducationLevel } from '@partners/contract';
import type { TFunction } from '../../../i18n';

function isEducationLevel(value: string): value is EducationLevel {
  return (EDUCATION_LEVELS as readonly string[]).includes(value);
}

function isDegreeStatus(value: string): value is DegreeStatus {
  return (DEGREE_STATUSES as readonly string[]).includes(value);
}

export function educationLevel(level: string, t: TFunction): string {
  return isEducationLevel(level) ? t(`talent_search.education_levels.${level}`) : level;
}

export function degreeStatus(degree: string, t: TFunction): string {
  return isDegreeStatus(degree) ? t(`talent_search.degree_statuses.${degree}`) : degree;
}

/** Stage badges: a colour per stage, the same in the table and the résumé. */
export const STAGE_COLOR: Record<ApplicantStage, string> = {
  applied: 'gray',
  reviewing: 'blue',
  interview: 'violet',
  passed: 'teal',
  rejected: 'red',
};

/** The fit criteria's experience code (`any`, `newcomer`, `3-7`, `3-`) in words: 경력 무관, 신입, 경력 3~7년, 경력 3년 이상. */
export function criteriaExperience(code: string, t: TFunction): string {
  if (code === 'any') return t('applicants.fit.experience.any');
  if (code === 'newcomer') return t('talent_search.experience.newcomer');
  const range = /^(\d+)-(\d*)$/.exec(code);
  if (!range) return code;
  const [, min = '', max = ''] = range;
  return max === '' ? t('applicants.fit.experience.at_least', { min }) : t('applicants.fit.experience.range', { min, max });
}
