import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import {
  BIRTH_YEAR_RANGE,
  DEGREE_STATUSES,
  EDUCATION_LEVELS,
  EXPERIENCE_RANGE,
  GENDERS,
  JOB_INTENTIONS,
  PROFILE_LEVELS,
  TALENT_POOLS,
} from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { jobSeekerContacts, jobSeekers, talentPoolEntries } from '../../db/schema/index.js';
import { openPglite, type Database } from '../../platform/db.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { seedDatabase } from '../index.js';
import { openTestStorage } from '../../test/harness.js';
import { OCCUPATIONS } from '../taxonomy.js';

const now = new Date('2026-11-01T00:00:00Z');

const files = openTestStorage();
async function seeded(): Promise<Database> {
  const database = await openPglite(null);
  await seedDatabase(database, { size: 'small', storage: files.storage, now });
  return database;
}

let database: Database;
let seekers: (typeof jobSeekers.$inferSelect)[];

beforeAll(async () => {
  database = await seeded();
  seekers = await database.db.select().from(jobSeekers).orderBy(asc(jobSeekers.id));
});
afterAll(async () => {
  await database.close();
  await files.remove();
});

describe('demo job seekers (small)', () => {
  it('has 1,500 seekers, each with a contact row', async () => {
    expect(seekers).toHaveLength(1_500);
    const contacts = await database.db.select().from(jobSeekerContacts);
    expect(new Set(contacts.map((c) => c.jobSeekerId))).toEqual(new Set(seekers.map((s) => s.id)));
    expect(contacts.every((c) => /^010-\d{4}-\d{4}$/.test(c.phone) && c.email.endsWith(`${c.jobSeekerId}@example.com`))).toBe(true);
  });

  it('fills every company-scoped pool of every demo company with distinct seekers', async () => {
    const entries = await database.db.select().from(talentPoolEntries);
    for (const company of DEMO_COMPANIES) {
      for (const pool of TALENT_POOLS.filter((p) => p !== 'big_pool')) {
        const ids = entries.filter((e) => e.companyId === company.id && e.pool === pool).map((e) => e.jobSeekerId);
        expect(ids.length, `${company.name} ${pool}`).toBeGreaterThanOrEqual(20);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
    expect(entries.some((e) => e.companyId > DEMO_COMPANIES.length)).toBe(true);
  });

  it('mixes Hangul and Latin skills, as Korean résumés do', () => {
    const skills = seekers.flatMap((s) => s.skills);
    expect(skills.some((s) => /[가-힣]/.test(s))).toBe(true);
    expect(skills.some((s) => /^[A-Za-z]/.test(s))).toBe(true);
    expect(skills).toEqual(expect.arrayContaining(['자바', 'Java', 'Spring Boot', 'C++', '회계', '간호']));
  });

  it("keeps every filter attribute within the contract's ranges and lists", () => {
    const occupationParent = new Map(OCCUPATIONS.map((o) => [o.id, o.parentId]));
    for (const s of seekers) {
      expect(s.birthYear).toBeGreaterThanOrEqual(BIRTH_YEAR_RANGE.min);
      expect(s.birthYear).toBeLessThanOrEqual(BIRTH_YEAR_RANGE.max);
      expect(s.yearsOfExperience).toBeGreaterThanOrEqual(EXPERIENCE_RANGE.min);
      expect(s.yearsOfExperience).toBeLessThanOrEqual(EXPERIENCE_RANGE.max);
      expect(GENDERS).toContain(s.gender);
      expect(EDUCATION_LEVELS).toContain(s.educationLevel);
      expect(DEGREE_STATUSES).toContain(s.degreeStatus);
      expect(JOB_INTENTIONS).toContain(s.jobIntention);
      expect(PROFILE_LEVELS).toContain(s.profileLevel);
      expect(occupationParent.get(s.occupation2Id)).toBe(s.occupation1Id);
      if (s.desiredSalary !== null) expect(s.desiredSalary % 100 === 0 && s.desiredSalary >= 2_400 && s.desiredSalary <= 12_000).toBe(true);
      expect(s.rankScore).toBeGreaterThanOrEqual(0);
      expect(s.rankScore).toBeLessThanOrEqual(100);
      expect(s.resumeUpdatedAt.getTime()).toBeGreaterThan(now.getTime() - 731 * DAY_MS);
      expect(s.registeredAt.getTime()).toBeLessThanOrEqual(s.resumeUpdatedAt.getTime());
    }
  });

  it('gives careers that add up to the years of experience (11 meaning ten or more)', () => {
    for (const s of seekers) {
      const years = Math.floor(s.resume.careers.reduce((sum, c) => sum + c.months, 0) / 12);
      expect(s.resume.careers.length).toBeGreaterThanOrEqual(1);
      expect(s.resume.careers.length).toBeLessThanOrEqual(4);
      if (s.yearsOfExperience < EXPERIENCE_RANGE.max) expect(years).toBe(s.yearsOfExperience);
      else expect(years).toBeGreaterThanOrEqual(10);
    }
  });

  it('draws the filter attributes independently of the occupation', () => {
    const share = (list: typeof seekers, test: (s: (typeof seekers)[number]) => boolean) => list.filter(test).length / list.length;
    const developers = seekers.filter((s) => s.occupation1Id === 11600);
    const others = seekers.filter((s) => s.occupation1Id !== 11600);
    expect(developers.length / seekers.length).toBeGreaterThan(0.25);
    for (const test of [
      (s: (typeof seekers)[number]) => s.gender === 'male',
      (s: (typeof seekers)[number]) => s.jobIntention === 'active',
      (s: (typeof seekers)[number]) => s.verificationBadge,
      (s: (typeof seekers)[number]) => s.birthYear >= 1990,
    ]) {
      expect(Math.abs(share(developers, test) - share(others, test))).toBeLessThan(0.08);
    }
  });

  it('indexes the filter facets and the résumé words in the search vector', async () => {
    const count = async (tsquery: string) => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobSeekers)
        .where(sql`${jobSeekers.searchVector} @@ ${tsquery}::tsquery`);
      return row?.n ?? 0;
    };
    expect(await count(`'o1:11600'`)).toBe(seekers.filter((s) => s.occupation1Id === 11600).length);
    expect(await count(`'vb:1'`)).toBe(seekers.filter((s) => s.verificationBadge).length);
    expect(await count(`'스프' <-> '프링'`)).toBeGreaterThan(0);
  });

  // It seeds a second database: 25 s alone on two cores, more when the other worker is busy too.
  it('is deterministic: the same size gives the same seekers', { timeout: 120_000 }, async () => {
    const again = await seeded();
    try {
      const rows = await again.db.select().from(jobSeekers).orderBy(asc(jobSeekers.id));
      expect(rows).toEqual(seekers);
    } finally {
      await again.close();
    }
  });
});
