/**
 * The marginal distributions of a generated job seeker's filter attributes (gender, experience, birth year,
 * education, salary, job intention, profile level, badges, certificates), each drawn on its own by
 * seeker-generator.ts, and the weighted draw they use.
 */
import { BIRTH_YEAR_RANGE, type DegreeStatus, type EducationLevel, type Gender, type JobIntention, type ProfileLevel } from '@partners/contract';
import type { Rng } from './random.js';

/**
 * A weighted draw over a fixed table with the sums computed once: `rng.weighted` sums and destructures
 * the whole table on every call, which for a million seekers and tables of up to 97 rows is a hot spot.
 */
export function weightedTable<T>(items: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = items.map((item) => item[0]);
  let sum = 0;
  const bounds = items.map((item) => (sum += item[1]));
  return (rng) => {
    const roll = (rng.int(0, 999_999_999) / 1e9) * sum;
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((bounds[mid] ?? sum) > roll) high = mid;
      else low = mid + 1;
    }
    const value = values[low];
    if (value === undefined) throw new Error('weighted draw from an empty table');
    return value;
  };
}

// Marginal distributions of the filter attributes; each is drawn on its own (see generateSeeker).
export const drawGender = weightedTable<Gender>([
  ['male', 55],
  ['female', 45],
]);
/** 0 newcomer … 11 ten years or more. */
export const drawExperience = weightedTable([18, 12, 12, 11, 10, 9, 6, 5, 4, 3, 3, 7].map((w, years) => [years, w] as const));
/** Peaks at 1988–1998 (late twenties to late thirties), with thin tails to either end of the range. */
export const drawBirthYear = weightedTable(
  Array.from({ length: BIRTH_YEAR_RANGE.max - BIRTH_YEAR_RANGE.min + 1 }, (_, i) => {
    const year = BIRTH_YEAR_RANGE.min + i;
    return [year, Math.exp(-(((year - 1993) / 7) ** 2) / 2) + 0.02] as const;
  }),
);
export const drawLevel = weightedTable<EducationLevel>([
  ['high_school', 10],
  ['associate', 17],
  ['bachelor', 60],
  ['master', 11],
  ['doctor', 2],
]);
export const drawDegree: Record<EducationLevel, (rng: Rng) => DegreeStatus> = {
  high_school: weightedTable([
    ['graduated', 94],
    ['expected', 2],
    ['attending', 1],
    ['dropout', 3],
  ]),
  associate: weightedTable([
    ['graduated', 82],
    ['expected', 6],
    ['attending', 4],
    ['completed', 3],
    ['dropout', 5],
  ]),
  bachelor: weightedTable([
    ['graduated', 82],
    ['expected', 6],
    ['attending', 4],
    ['completed', 3],
    ['dropout', 5],
  ]),
  master: weightedTable([
    ['graduated', 75],
    ['expected', 6],
    ['attending', 6],
    ['completed', 10],
    ['dropout', 3],
  ]),
  doctor: weightedTable([
    ['graduated', 70],
    ['expected', 6],
    ['attending', 8],
    ['completed', 14],
    ['dropout', 2],
  ]),
};
/** 만원, in steps of 100, log-normal around a median of about 4,500. */
export const drawSalary = weightedTable(
  Array.from({ length: (12_000 - 2_400) / 100 + 1 }, (_, i) => {
    const manwon = 2_400 + i * 100;
    return [manwon, Math.exp(-(Math.log(manwon / 4_500) ** 2) / (2 * 0.4 ** 2)) / manwon] as const;
  }),
);
export const NO_SALARY_SHARE = 0.15;
export const drawIntention = weightedTable<JobIntention>([
  ['active', 35],
  ['open', 45],
  ['none', 20],
]);
export const drawProfileLevel = weightedTable<ProfileLevel>([
  ['basic', 40],
  ['detailed', 35],
  ['complete', 25],
]);
export const BADGE_SHARE = 0.3;
export const drawCertificationCount = weightedTable([
  [0, 30],
  [1, 35],
  [2, 22],
  [3, 13],
]);
