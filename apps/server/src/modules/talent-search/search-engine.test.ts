import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ANY_DEGREE,
  SEARCH_TOTAL_EXACT_LIMIT,
  DEGREE_STATUSES,
  EDUCATION_LEVELS,
  GENDERS,
  JOB_INTENTIONS,
  PROFILE_LEVELS,
  talentSearchQuery,
  type DegreeStatus,
  type EducationLevel,
  type Gender,
  type JobIntention,
  type ProfileLevel,
  type TalentSearchQuery,
} from '@partners/contract';
import { jobSeekers } from '../../db/schema/index.js';
import type { Database } from '../../platform/db.js';
import { openTestDatabase } from '../../test/harness.js';
import { buildJobSeeker } from '../../test/factories.js';
import { createRng, type Rng } from '../../seed/random.js';
import { seekerFacets, type FacetSource } from './facets.js';
import { isSearchableKeyword, keywordMatches, searchVector } from './keywords.js';
import { KEYWORD_RULES } from './keyword-rules.js';
import { PostgresTalentSearchEngine, estimatedRows } from './talent-search.repo.js';

type Profile = FacetSource & {
  id: number;
  text: string;
  gender: Gender;
  educationLevel: EducationLevel;
  degreeStatus: DegreeStatus;
  jobIntention: JobIntention;
  verificationBadge: boolean;
  profileLevel: ProfileLevel;
  desiredSalary: number | null;
};

let database: Database;
let drop: () => Promise<void>;
let engine: PostgresTalentSearchEngine;
/** The same engine forced onto its other plan: walking a sort index whatever the count. */
let walking: PostgresTalentSearchEngine;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  engine = new PostgresTalentSearchEngine(database.db);
  walking = new PostgresTalentSearchEngine(database.db, { walkAbove: 0 });
});
afterAll(() => drop());

async function load(profiles: readonly Profile[]) {
  await database.db.execute(sql`truncate job_seekers cascade`);
  const now = new Date('2026-11-01T00:00:00Z');
  for (let i = 0; i < profiles.length; i += 500) {
    await database.db.insert(jobSeekers).values(
      profiles.slice(i, i + 500).map(({ text, ...p }) =>
        buildJobSeeker({
          ...p,
          headline: text,
          skills: [],
          resume: { educations: [], careers: [], certifications: [], introduction: '' },
          // The profile's text alone: the rule table's cases must not match an occupation name or a default résumé.
          searchVector: searchVector(text, seekerFacets(p)),
          rankScore: (p.id * 7919) % 1000,
          jobIntentionUpdatedAt: now,
          resumeUpdatedAt: new Date(now.getTime() - p.id * 60_000),
          registeredAt: now,
        }),
      ),
    );
  }
}

async function searchIds(params: Record<string, string>, using = engine): Promise<{ ids: number[]; total: number }> {
  const query = talentSearchQuery.parse(params);
  const result = await using.search({ scope: { companyId: 1, pool: 'big_pool' }, query, limit: 10_000, offset: 0 });
  return { ids: result.rows.map((r) => r.id).sort((a, b) => a - b), total: result.total };
}

function baseProfile(id: number, text: string): Profile {
  return {
    id,
    text,
    gender: 'male',
    yearsOfExperience: 3,
    birthYear: 1990,
    occupation1Id: 11600,
    occupation2Id: 11601,
    educationLevel: 'bachelor',
    degreeStatus: 'graduated',
    jobIntention: 'active',
    verificationBadge: false,
    profileLevel: 'basic',
    desiredSalary: 4500,
  };
}

describe('the engine follows the keyword rule table', () => {
  it('finds exactly the profiles the rules say, for every case', async () => {
    await load(KEYWORD_RULES.map(([text], i) => baseProfile(i + 1, text)));
    for (const [i, [text, keyword, expected]] of KEYWORD_RULES.entries()) {
      // A keyword without searchable characters is refused before the engine (400).
      if (!isSearchableKeyword(keyword)) continue;
      const { ids } = await searchIds({ query: keyword });
      expect(ids.includes(i + 1), `${keyword} in ${text}`).toBe(expected);
      const expectedIds = KEYWORD_RULES.flatMap(([t], j) => (keywordMatches(t, keyword) ? [j + 1] : []));
      expect(ids, `all matches of ${keyword}`).toEqual(expectedIds);
    }
  });
});

// The oracle: random profiles and random searches; the engine must return what a plain evaluation returns.
describe('accuracy', () => {
  it('re-ranks the window of best-ranked matches by keyword weight and keeps the ranking order after it, page by page', async () => {
    // 30 profiles that mention 자바 one to five times; ranking is (id × 7919) mod 1000 (see load).
    const mentions = (id: number) => 1 + ((id * 3) % 5);
    await load(Array.from({ length: 30 }, (_, i) => baseProfile(i + 1, Array.from({ length: mentions(i + 1) }, () => '자바').join(' '))));
    const ranking = (id: number) => (id * 7919) % 1000;
    const byRanking = (a: number, b: number) => ranking(b) - ranking(a) || b - a;
    const ordered = Array.from({ length: 30 }, (_, i) => i + 1).sort(byRanking);
    const window = 8;
    const expected = [...ordered.slice(0, window).sort((a, b) => mentions(b) - mentions(a) || byRanking(a, b)), ...ordered.slice(window)];

    for (const walkAbove of [SEARCH_TOTAL_EXACT_LIMIT, 0]) {
      const accurate = new PostgresTalentSearchEngine(database.db, { walkAbove, rescoreWindow: window });
      const pages: number[] = [];
      for (let offset = 0; offset < 32; offset += 4) {
        const query = talentSearchQuery.parse({ query: '자바', order_by: 'score' });
        const result = await accurate.search({ scope: { companyId: 1, pool: 'big_pool' }, query, limit: 4, offset });
        pages.push(...result.rows.map((r) => r.id));
      }
      expect(pages, walkAbove === 0 ? 'walk' : 'bitmap').toEqual(expected);
    }
  });
});

const HANGUL_WORDS = [
  '자바',
  '스프링',
  '백엔드',
  '개발',
  '영업',
  '회계',
  '간호',
  '마케팅',
  '디자인',
  '데이터',
  '분석',
  '운영',
  '서비스',
  '플랫폼',
  '정산',
  '배치',
  '주문',
  '시스템',
  '고객',
  '관리',
  '품질관리',
  '프론트엔드',
  '데이터분석가',
];
const PARTICLES = ['', '', '', '를', '을', '과', '와', '에서', '의', '이', '가', '자', '팀'];
const LATIN_WORDS = [
  'Java',
  'JAVA',
  'java',
  'Spring',
  'C++',
  'C#',
  'C',
  'Node.js',
  'React',
  'TypeScript',
  'AWS',
  'SQL',
  'Python',
  'Go',
  'K8s',
  'iOS',
];

function randomText(rng: Rng): string {
  const words: string[] = [];
  for (let n = rng.int(2, 12); n > 0; n--) {
    words.push(rng.chance(0.65) ? `${rng.pick(HANGUL_WORDS)}${rng.pick(PARTICLES)}` : rng.pick(LATIN_WORDS));
  }
  return words.join(rng.pick([' ', ', ', ' · ', '/']));
}

function randomProfile(rng: Rng, id: number): Profile {
  return {
    id,
    text: randomText(rng),
    gender: rng.pick(GENDERS),
    yearsOfExperience: rng.int(0, 11),
    birthYear: rng.int(1955, 2006),
    occupation1Id: rng.pick([11600, 12000]),
    occupation2Id: rng.pick([11601, 11602, 12001, 12002]),
    educationLevel: rng.pick(EDUCATION_LEVELS),
    degreeStatus: rng.pick(DEGREE_STATUSES),
    jobIntention: rng.pick(JOB_INTENTIONS),
    verificationBadge: rng.chance(0.3),
    profileLevel: rng.pick(PROFILE_LEVELS),
    desiredSalary: rng.chance(0.15) ? null : rng.int(20, 120) * 100,
  };
}

/** A keyword the search call accepts (one without searchable characters is refused with 400). */
function randomKeyword(rng: Rng): string {
  for (;;) {
    const keyword = anyKeyword(rng);
    if (isSearchableKeyword(keyword)) return keyword;
  }
}

function anyKeyword(rng: Rng): string {
  const word = rng.chance(0.6) ? rng.pick(HANGUL_WORDS) : rng.pick(LATIN_WORDS);
  const chars = [...word];
  if (rng.chance(0.2) && chars.length > 1) {
    // A part of a word: one syllable, or a substring
    const start = rng.int(0, chars.length - 1);
    return chars.slice(start, rng.int(start + 1, chars.length)).join('');
  }
  if (rng.chance(0.1)) return `${word} ${rng.pick(HANGUL_WORDS)}`;
  return rng.chance(0.2) ? word.toUpperCase() : word;
}

function randomRange(rng: Rng, min: number, max: number): [number, number] {
  const a = rng.int(min, max);
  const b = rng.int(min, max);
  return [Math.min(a, b), Math.max(a, b)];
}

function randomSearch(rng: Rng): Record<string, string> {
  const params: Record<string, string> = {};
  if (rng.chance(0.8)) params.query = Array.from({ length: rng.int(1, 3) }, () => randomKeyword(rng)).join(',');
  if (rng.chance(0.4)) params.or = 'true';
  if (rng.chance(0.25)) params.not = randomKeyword(rng);
  if (rng.chance(0.3)) params.yoe = randomRange(rng, 0, 11).join(';');
  if (rng.chance(0.3)) params.byear = randomRange(rng, 1955, 2006).join(';');
  if (rng.chance(0.3))
    params.hsalary = randomRange(rng, 13, 100)
      .map((v) => v * 100)
      .join(';');
  if (rng.chance(0.3)) params.gen = rng.pick(GENDERS);
  if (rng.chance(0.2)) params.occu = String(rng.pick([11601, 11602, 12001]));
  if (rng.chance(0.2)) params.occu_1 = String(rng.pick([11600, 12000]));
  if (rng.chance(0.2)) {
    params.edu = 'bachelor,master';
    params.deg = `${rng.pick(['all', 'graduated'])},${rng.pick(['all', 'attending'])}`;
  }
  if (rng.chance(0.2)) params.job_intention = rng.pick(['active', 'active,open', 'none']);
  if (rng.chance(0.15)) params.verification_badge = rng.pick(['true', 'false']);
  if (rng.chance(0.15)) params.profile_level = rng.pick(['complete', 'basic,detailed']);
  return params;
}

/** The rules of a search applied to one profile in memory: nothing of the index is used. */
function plainMatch(p: Profile, q: TalentSearchQuery): boolean {
  const keywords = q.query ?? [];
  if (keywords.length > 0) {
    const hits = keywords.map((k) => keywordMatches(p.text, k));
    if (q.or ? !hits.some(Boolean) : !hits.every(Boolean)) return false;
  }
  if ((q.not ?? []).some((k) => keywordMatches(p.text, k))) return false;
  if (q.yoe && (p.yearsOfExperience < q.yoe.min || p.yearsOfExperience > q.yoe.max)) return false;
  if (q.byear && (p.birthYear < q.byear.min || p.birthYear > q.byear.max)) return false;
  if (q.hsalary) {
    if (p.desiredSalary === null || p.desiredSalary < q.hsalary.min) return false;
    if (q.hsalary.max < 10_000 && p.desiredSalary > q.hsalary.max) return false;
  }
  if (q.gen && !q.gen.includes(p.gender)) return false;
  if (q.occu || q.occu_1) {
    if (!(q.occu ?? []).includes(p.occupation2Id) && !(q.occu_1 ?? []).includes(p.occupation1Id)) return false;
  }
  if (q.edu && !q.edu.some((level, i) => level === p.educationLevel && [ANY_DEGREE, p.degreeStatus].includes(q.deg?.[i] ?? ANY_DEGREE))) return false;
  if (q.job_intention && !q.job_intention.includes(p.jobIntention)) return false;
  if (q.verification_badge !== undefined && p.verificationBadge !== q.verification_badge) return false;
  if (q.profile_level && !q.profile_level.includes(p.profileLevel)) return false;
  return true;
}

describe('oracle: 2,000 random profiles, 200 random searches', () => {
  it('returns exactly what a plain in-memory evaluation of the same rules returns', { timeout: 120_000 }, async () => {
    const rng = createRng(20_261_123);
    const profiles = Array.from({ length: 2_000 }, (_, i) => randomProfile(rng, i + 1));
    await load(profiles);
    // With statistics, the engine leaves some filters out of the index (index-plan.ts); results must not change.
    await database.db.execute(sql`analyze job_seekers`);
    const planned = new PostgresTalentSearchEngine(database.db);
    // Trusts every estimate: filter-only searches walk without counting, and their totals come from short pages.
    const trusting = new PostgresTalentSearchEngine(database.db, { surelyAbove: 0 });
    let nonEmpty = 0;
    for (let n = 0; n < 200; n++) {
      const params = randomSearch(rng);
      const query = talentSearchQuery.parse(params);
      const expected = profiles.filter((p) => plainMatch(p, query)).map((p) => p.id);
      const { ids, total } = await searchIds(params);
      expect(ids, JSON.stringify(params)).toEqual(expected);
      expect(total).toBe(expected.length);
      // Both plans (bitmap and sort-index walk) agree with the rules.
      expect((await searchIds(params, walking)).ids, `walk: ${JSON.stringify(params)}`).toEqual(expected);
      expect((await searchIds(params, planned)).ids, `with statistics: ${JSON.stringify(params)}`).toEqual(expected);
      expect(await searchIds(params, trusting), `estimate trusted: ${JSON.stringify(params)}`).toEqual({ ids: expected, total: expected.length });
      if (expected.length > 0) nonEmpty++;
    }
    // The searches must exercise the engine, not just agree on empty results.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('estimates correlated filters from their combined statistics: the young with ten years of experience are rare', async () => {
    // Experience follows age exactly here; the planner alone would multiply the two shares (~200 rows).
    await load(
      Array.from({ length: 2_000 }, (_, i) => {
        const birthYear = 1970 + (i % 36);
        return { ...baseProfile(i + 1, '백엔드 개발'), birthYear, yearsOfExperience: Math.max(0, Math.min(11, 2001 - birthYear)) };
      }),
    );
    await database.db.execute(sql`analyze job_seekers`);
    const youngAndSenior = database.db
      .select({ id: jobSeekers.id })
      .from(jobSeekers)
      .where(sql`${jobSeekers.birthYear} between 2000 and 2005 and ${jobSeekers.yearsOfExperience} >= 10`);
    expect(await estimatedRows(database.db, youngAndSenior)).toBeLessThan(20);
  });

  it("reads the planner's row estimate on this driver (the filter-only count shortcut relies on it)", async () => {
    await database.db.execute(sql`analyze job_seekers`);
    const estimate = await estimatedRows(database.db, database.db.select({ id: jobSeekers.id }).from(jobSeekers));
    expect(estimate).toBeGreaterThan(1_500);
    expect(estimate).toBeLessThan(2_500);
  });
});
