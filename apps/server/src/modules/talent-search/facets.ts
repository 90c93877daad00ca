/**
 * Filter attributes as facet lexemes in the search vector (docs/decisions/0006): every filter of a
 * search becomes one tsquery with the keywords, answered by one GIN index scan. Facet lexemes hold a
 * colon, which keyword tokens never do, so the two cannot collide.
 */
import {
  ANY_DEGREE,
  BIRTH_YEAR_RANGE,
  EXPERIENCE_RANGE,
  GENDERS,
  HOPE_SALARY_RANGE,
  type DegreeStatus,
  type EducationLevel,
  type Gender,
  type JobIntention,
  type ProfileLevel,
  type TalentSearchQuery,
} from '@partners/contract';
import { facetTsquery } from './keywords.js';

export type FacetSource = {
  gender: Gender;
  yearsOfExperience: number;
  birthYear: number;
  occupation1Id: number;
  occupation2Id: number;
  educationLevel: EducationLevel;
  degreeStatus: DegreeStatus;
  jobIntention: JobIntention;
  verificationBadge: boolean;
  profileLevel: ProfileLevel;
};

export function seekerFacets(s: FacetSource): string[] {
  return [
    `g:${s.gender}`,
    `y:${s.yearsOfExperience}`,
    `b:${s.birthYear}`,
    `o1:${s.occupation1Id}`,
    `o2:${s.occupation2Id}`,
    `el:${s.educationLevel}`,
    `e:${s.educationLevel}:${s.degreeStatus}`,
    `ji:${s.jobIntention}`,
    `vb:${s.verificationBadge ? 1 : 0}`,
    `pl:${s.profileLevel}`,
  ];
}

function span(prefix: string, min: number, max: number): string[] {
  const values: string[] = [];
  for (let v = min; v <= max; v++) values.push(`${prefix}:${v}`);
  return values;
}

/** One filter as facet lexemes, any of which matches (a range is one lexeme per value). */
export type FacetGroup = readonly string[];

/**
 * The filters of a search as facet groups (a row matches when it has a lexeme of every group), none
 * for a filter that does not narrow the search. Desired salary is checked on its column only
 * (`salaryBounds`): a salary range spans dozens of values, and OR-ing their posting lists cost more
 * than it saved.
 */
export function filterGroups(q: TalentSearchQuery): FacetGroup[] {
  const groups: FacetGroup[] = [];
  const occupations = [...(q.occu_1 ?? []).map((id) => `o1:${id}`), ...(q.occu ?? []).map((id) => `o2:${id}`)];
  if (occupations.length > 0) groups.push(occupations);
  if (q.gen && q.gen.length < GENDERS.length) groups.push(q.gen.map((g) => `g:${g}`));
  if (q.yoe && (q.yoe.min > EXPERIENCE_RANGE.min || q.yoe.max < EXPERIENCE_RANGE.max)) groups.push(span('y', q.yoe.min, q.yoe.max));
  if (q.byear && (q.byear.min > BIRTH_YEAR_RANGE.min || q.byear.max < BIRTH_YEAR_RANGE.max)) groups.push(span('b', q.byear.min, q.byear.max));
  if (q.edu) {
    groups.push(
      q.edu.map((level, i) => {
        const degree = q.deg?.[i] ?? ANY_DEGREE;
        return degree === ANY_DEGREE ? `el:${level}` : `e:${level}:${degree}`;
      }),
    );
  }
  if (q.job_intention) groups.push(q.job_intention.map((v) => `ji:${v}`));
  if (q.verification_badge !== undefined) groups.push([`vb:${q.verification_badge ? 1 : 0}`]);
  if (q.profile_level) groups.push(q.profile_level.map((v) => `pl:${v}`));
  return groups;
}

/** Facet groups as tsquery input (AND of one OR-group each), or null for none. */
export function groupsTsquery(groups: readonly FacetGroup[]): string | null {
  return groups.length === 0 ? null : groups.map(facetTsquery).join(' & ');
}

/** The exact desired-salary bounds of a search (만원); the top of the range means "or more". */
export function salaryBounds(q: TalentSearchQuery): { min: number; max: number | null } | null {
  if (!q.hsalary) return null;
  return { min: q.hsalary.min, max: q.hsalary.max >= HOPE_SALARY_RANGE.max ? null : q.hsalary.max };
}
