/**
 * One generated job seeker: the filter attributes with realistic marginals, and a résumé whose words fit
 * the occupation (careers, schools, certificates, headline, introduction), as the job-seeker step loads it.
 */
import { romanize } from 'es-hangul';
import { EXPERIENCE_RANGE, type DegreeStatus, type EducationLevel, type Gender } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import type { ResumeBody, ResumeCareer, ResumeEducation } from '../db/schema/index.js';
import { seekerFacets } from '../modules/talent-search/facets.js';
import { searchVector } from '../modules/talent-search/keywords.js';
import { searchableText } from '../modules/talent-search/profile-text.js';
import { rankScore } from '../modules/talent-search/rank-score.js';
import type { SeedContext, SeededCompany } from './context.js';
import { koreanName, type Rng } from './random.js';
import { INDUSTRIES, OCCUPATIONS } from './taxonomy.js';
import {
  weightedTable,
  drawGender,
  drawExperience,
  drawBirthYear,
  drawLevel,
  drawDegree,
  drawSalary,
  NO_SALARY_SHARE,
  drawIntention,
  drawProfileLevel,
  BADGE_SHARE,
  drawCertificationCount,
} from './seeker-marginals.js';
import { list, type Ladder, type FamilySource } from './resume-sources.js';
import {
  FAMILY_SOURCES,
  UNIVERSITIES,
  COLLEGES,
  HIGH_SCHOOLS,
  COMMON_CERTIFICATIONS,
  NEWCOMER_SPECIALTIES,
  NEWCOMER_INTROS,
  CLOSERS,
} from './resume-vocabulary.js';

type Family = { id: number; domains: string[]; intros: string[]; industries: number[] | null; employers: string[]; roles: Role[] };
type Role = {
  id: number;
  weight: number;
  name: string;
  role: string;
  skills: string[];
  specialties: string[];
  tools: string[];
  objects: string[];
  actions: string[];
  majors: string[];
  certifications: string[];
  ladders: readonly Ladder[];
  family: Family;
};

const OCCUPATION_BY_ID = new Map(OCCUPATIONS.map((o) => [o.id, o]));

function compileFamily(source: FamilySource): Family {
  const family: Family = {
    id: source.id,
    domains: list(source.domains),
    intros: list(source.intros),
    industries: source.industries,
    employers: source.employers ?? [],
    roles: [],
  };
  for (const r of source.roles) {
    const occupation = OCCUPATION_BY_ID.get(r.id);
    if (occupation?.parentId !== source.id) throw new Error(`Occupation ${r.id} is not under ${source.id}`);
    family.roles.push({
      id: r.id,
      weight: r.weight,
      name: occupation.name,
      role: r.role,
      skills: list(r.skills),
      specialties: list(r.specialties),
      tools: list(r.tools),
      objects: list(r.objects),
      actions: list(r.actions),
      majors: list(r.majors ?? source.majors),
      certifications: list(r.certifications ?? source.certifications),
      ladders: r.ladder ? [r.ladder] : source.ladders,
      family,
    });
  }
  return family;
}

const FAMILIES = FAMILY_SOURCES.map(compileFamily);
/** Level-2 occupations weighted as seekers spread over them: development and sales heavier than medicine. */
const drawRole = weightedTable(FAMILIES.flatMap((f) => f.roles.map((role) => [role, role.weight] as const)));

const END_AGE: Record<EducationLevel, number> = { high_school: 19, associate: 22, bachelor: 24, master: 27, doctor: 32 };
const DURATION: Record<EducationLevel, number> = { high_school: 3, associate: 2, bachelor: 4, master: 2, doctor: 5 };

/** Distinct picks from `items`, at most `count`. */
function pickDistinct(rng: Rng, items: readonly string[], count: number): string[] {
  const picked = new Set<string>();
  for (let attempt = 0; picked.size < count && attempt < count * 4; attempt++) picked.add(rng.pick(items));
  return [...picked];
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const yearMonth = (monthIndex: number) => `${Math.floor(monthIndex / 12)}.${String((monthIndex % 12) + 1).padStart(2, '0')}`;

/** Where people of each occupation family worked: companies of its industries, plus its own employers. */
export type Employers = Map<number, { companies: string[]; named: string[] }>;
export function employersByFamily(seededCompanies: readonly Pick<SeededCompany, 'name' | 'industryId'>[]): Employers {
  const level1 = new Map(INDUSTRIES.map((i) => [i.id, i.parentId ?? i.id]));
  const all = seededCompanies.map((c) => c.name);
  return new Map(
    FAMILIES.map((f) => {
      const industries = f.industries;
      const companies = industries ? seededCompanies.filter((c) => industries.includes(level1.get(c.industryId) ?? 0)).map((c) => c.name) : all;
      return [f.id, { companies: companies.length > 0 ? companies : all, named: f.employers }];
    }),
  );
}

function employer(rng: Rng, employers: Employers, family: Family): string {
  const pool = employers.get(family.id);
  if (!pool) throw new Error(`No employers for ${family.id}`);
  return pool.named.length > 0 && (pool.companies.length === 0 || rng.chance(0.7)) ? rng.pick(pool.named) : rng.pick(pool.companies);
}

/** Careers, newest first, whose months add up to the years of experience (a newcomer has an internship). */
function generateCareers(rng: Rng, role: Role, years: number, employers: Employers, nowMonth: number): ResumeCareer[] {
  const totalMonths = years === 0 ? rng.int(2, 6) : years < EXPERIENCE_RANGE.max ? years * 12 + rng.int(0, 11) : 120 + rng.int(0, 96);
  const count = years === 0 ? 1 : years <= 2 ? rng.int(1, 2) : years <= 5 ? rng.int(1, 3) : rng.int(2, 4);
  const shares = Array.from({ length: count }, () => rng.int(2, 10));
  const shareSum = shares.reduce((a, b) => a + b, 0);
  const lengths = shares.map((s) => Math.max(3, Math.floor((totalMonths * s) / shareSum)));
  const rest = totalMonths - lengths.reduce((a, b) => a + b, 0);
  lengths[0] = Math.max(1, (lengths[0] ?? 0) + rest);

  const careers: ResumeCareer[] = [];
  const isCurrent = rng.chance(0.45);
  let end = nowMonth - (isCurrent ? 0 : rng.int(1, 8));
  let monthsLeft = totalMonths;
  for (let i = 0; i < count; i++) {
    const months = lengths[i] ?? 0;
    const start = end - months;
    const r = rng.chance(0.85) ? role : rng.pick(role.family.roles);
    const ladder = rng.pick(r.ladders);
    const seniority = monthsLeft / 12;
    const title = years === 0 ? '인턴' : ladder.reduce((t, [name, from]) => (seniority >= from ? name : t), ladder[0]?.[0] ?? '사원');
    careers.push({
      company_name: employer(rng, employers, role.family),
      occupation_id: r.id,
      title,
      start: yearMonth(start),
      end: i === 0 && isCurrent ? null : yearMonth(end),
      months,
      description: `${rng.pick(r.tools)} ${rng.pick(r.objects)} ${rng.pick(r.actions)}`,
    });
    monthsLeft -= months;
    end = start - rng.int(0, 3);
  }
  return careers;
}

function school(rng: Rng, role: Role, level: EducationLevel): Pick<ResumeEducation, 'school_name' | 'major'> {
  switch (level) {
    case 'high_school':
      return { school_name: rng.pick(HIGH_SCHOOLS), major: '' };
    case 'associate':
      return { school_name: rng.pick(COLLEGES), major: rng.pick(role.majors) };
    case 'bachelor':
      return { school_name: rng.pick(UNIVERSITIES), major: rng.pick(role.majors) };
    default:
      return { school_name: `${rng.pick(UNIVERSITIES)} 대학원`, major: rng.pick(role.majors) };
  }
}

/** The highest education first, then the one before it (a graduate school's bachelor, sometimes a high school). */
function generateEducations(
  rng: Rng,
  role: Role,
  level: EducationLevel,
  degree: DegreeStatus,
  birthYear: number,
  gender: Gender,
  nowYear: number,
): ResumeEducation[] {
  const military = gender === 'male' && level !== 'high_school' ? 2 : 0;
  const duration = DURATION[level];
  let end: number | null = Math.min(nowYear, birthYear + END_AGE[level] + military + rng.int(0, 1));
  let start = end - duration;
  if (degree === 'expected') {
    end = nowYear + rng.int(0, 1);
    start = end - duration;
  } else if (degree === 'attending') {
    start = nowYear - rng.int(0, duration - 1);
    end = null;
  } else if (degree === 'dropout') {
    end = start + rng.int(1, Math.max(1, duration - 1));
  }
  const educations: ResumeEducation[] = [{ ...school(rng, role, level), level, degree, start_year: start, end_year: end }];
  const previous: EducationLevel | null =
    level === 'master' || level === 'doctor' ? 'bachelor' : level !== 'high_school' && rng.chance(0.3) ? 'high_school' : null;
  if (previous) {
    const previousEnd = Math.min(start, birthYear + END_AGE[previous] + (previous === 'bachelor' ? military : 0));
    educations.push({
      ...school(rng, role, previous),
      level: previous,
      degree: 'graduated',
      start_year: previousEnd - DURATION[previous],
      end_year: previousEnd,
    });
  }
  return educations;
}

function certifications(rng: Rng, role: Role): string[] {
  const count = drawCertificationCount(rng);
  const picked = new Set<string>();
  for (let attempt = 0; picked.size < count && attempt < 12; attempt++) {
    picked.add(rng.pick(rng.chance(0.7) ? role.certifications : COMMON_CERTIFICATIONS));
  }
  return [...picked];
}

function headline(rng: Rng, role: Role, years: number, careerYears: number): string {
  if (years === 0) return `신입 ${role.role} · ${rng.pick(NEWCOMER_SPECIALTIES)}`;
  const specialty = rng.pick(role.specialties);
  switch (rng.int(0, 2)) {
    case 0:
      return `${careerYears}년차 ${role.role} · ${specialty}`;
    case 1:
      return `${role.role} ${careerYears}년차 · ${specialty}`;
    default:
      return `경력 ${careerYears}년 ${role.role} · ${specialty}`;
  }
}

function introduction(rng: Rng, role: Role, years: number, careerYears: number): string {
  const first =
    years === 0
      ? fill(rng.pick(NEWCOMER_INTROS), { role: role.role })
      : fill(rng.pick(role.family.intros), { domain: rng.pick(role.family.domains), years: String(careerYears) });
  return rng.chance(0.6) ? `${first} ${rng.pick(CLOSERS)}` : first;
}

/** Well-known spellings for the e-mail's family name; others are romanised. */
const SURNAME_SPELLINGS = new Map(
  Object.entries({
    김: 'kim',
    이: 'lee',
    박: 'park',
    최: 'choi',
    정: 'jung',
    강: 'kang',
    조: 'cho',
    윤: 'yoon',
    장: 'jang',
    임: 'lim',
    한: 'han',
    오: 'oh',
    신: 'shin',
    권: 'kwon',
    안: 'ahn',
    유: 'yoo',
    노: 'noh',
  }),
);
const emailNames = new Map<string, string>();
export function emailName(name: string): string {
  let local = emailNames.get(name);
  if (local === undefined) {
    const family = name.slice(0, 1);
    local = `${romanize(name.slice(1))}.${SURNAME_SPELLINGS.get(family) ?? romanize(family)}`;
    emailNames.set(name, local);
  }
  return local;
}

/** A PostgreSQL array literal; every element quoted. */
const textArray = (items: readonly string[]) => `{${items.map((s) => `"${s.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * One seeker: the filter attributes are drawn independently of one another and of the occupation, with
 * realistic marginals (a benchmark relies on filters not correlating by accident); the occupation and
 * the years of experience shape only the résumé's words.
 */
export function generateSeeker({ rng, now }: Pick<SeedContext, 'rng' | 'now'>, id: number, employers: Employers, nowMonth: number) {
  const gender = drawGender(rng);
  const years = drawExperience(rng);
  const birthYear = drawBirthYear(rng);
  const level = drawLevel(rng);
  const degree = drawDegree[level](rng);
  const desiredSalary = rng.chance(NO_SALARY_SHARE) ? null : drawSalary(rng);
  const jobIntention = drawIntention(rng);
  const verificationBadge = rng.chance(BADGE_SHARE);
  const profileLevel = drawProfileLevel(rng);
  // Recent updates are likelier: the age is the square of a uniform draw, within two years.
  const resumeAgeDays = Math.floor(730 * (rng.int(0, 1_000_000) / 1_000_000) ** 2);
  const resumeUpdatedAt = new Date(now.getTime() - resumeAgeDays * DAY_MS - rng.int(0, 86_399) * 1000);
  const registeredAt = new Date(resumeUpdatedAt.getTime() - rng.int(0, 5 * 365 - resumeAgeDays) * DAY_MS - rng.int(0, 86_399) * 1000);
  const jobIntentionUpdatedAt = new Date(now.getTime() - Math.floor(365 * DAY_MS * (rng.int(0, 1_000_000) / 1_000_000) ** 2));
  const role = drawRole(rng);

  const careers = generateCareers(rng, role, years, employers, nowMonth);
  const careerYears = Math.floor(careers.reduce((sum, c) => sum + c.months, 0) / 12);
  const resume: ResumeBody = {
    educations: generateEducations(rng, role, level, degree, birthYear, gender, now.getUTCFullYear()),
    careers,
    certifications: certifications(rng, role),
    introduction: introduction(rng, role, years, careerYears),
  };
  const title = headline(rng, role, years, careerYears);
  const skills = pickDistinct(rng, role.skills, rng.int(4, 7));
  const facets = seekerFacets({
    gender,
    yearsOfExperience: years,
    birthYear,
    occupation1Id: role.family.id,
    occupation2Id: role.id,
    educationLevel: level,
    degreeStatus: degree,
    jobIntention,
    verificationBadge,
    profileLevel,
  });
  // koreanName's given names are not by sex; the family name is kept and a given name of the seeker's sex chosen.
  const name = `${koreanName(rng).slice(0, 1)}${rng.faker.person.firstName(gender)}`;
  return {
    name,
    row: [
      id,
      name,
      birthYear,
      gender,
      level,
      degree,
      role.family.id,
      role.id,
      years,
      desiredSalary,
      jobIntention,
      jobIntentionUpdatedAt,
      verificationBadge,
      profileLevel,
      rankScore({ profileLevel, verificationBadge, jobIntention, resumeUpdatedAt }, now),
      title,
      textArray(skills),
      JSON.stringify(resume),
      searchVector(searchableText({ headline: title, skills, occupationName: role.name, resume }), facets),
      resumeUpdatedAt,
      registeredAt,
    ],
  };
}
