import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { companyReviews, interviewReviews, welfareReviews } from '../../db/schema/index.js';
import { openTestDatabase, openTestStorage } from '../../test/harness.js';
import { makeCompany, makeInterviewReview, makeWelfareReview } from '../../test/factories.js';
import type { Database } from '../../platform/db.js';
import { seedDatabase } from '../../seed/index.js';
import { countMatching, type ReviewFilter } from './reviews.repo.js';
import { countReviews, ratingSummary, splitPeriod } from './review-stats.repo.js';

/** The monthly rollups of migration 0008 against the reviews they count, on a seeded database. */
let database: Database;
let drop: () => Promise<void>;
const NOW = new Date('2026-11-01T00:00:00Z');
const files = openTestStorage();
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedDatabase(database, { size: 'small', storage: files.storage, now: NOW });
});
afterAll(async () => {
  await drop();
  await files.remove();
});

const MONTH = sql.raw(`date_trunc('month', written_at at time zone 'UTC' + interval '9 hours')::date`);
/** Each rollup as the GROUP BY of its table would give it; keys left with zeros are not rows of the GROUP BY. */
const ROLLUPS = [
  {
    table: 'company_review_months',
    key: 'company_id, month, occupation_id, rating, replied, employment_status',
    values: 'count, career, pay_benefits, work_life, culture, management',
    grouped: sql`select company_id, ${MONTH} as month, coalesce(occupation_id, 0) as occupation_id, rating_overall as rating,
      replied_at is not null as replied, employment_status, count(*)::int as count, sum(rating_career)::int as career,
      sum(rating_pay_benefits)::int as pay_benefits, sum(rating_work_life)::int as work_life, sum(rating_culture)::int as culture,
      sum(rating_management)::int as management
      from company_reviews group by 1, 2, 3, 4, 5, 6`,
  },
  {
    table: 'interview_review_months',
    key: 'company_id, month, occupation_id, rating, replied, result, experience',
    values: 'count',
    grouped: sql`select company_id, ${MONTH} as month, coalesce(occupation_id, 0) as occupation_id, difficulty as rating,
      replied_at is not null as replied, result, experience, count(*)::int as count
      from interview_reviews group by 1, 2, 3, 4, 5, 6, 7`,
  },
  {
    table: 'welfare_review_months',
    key: 'company_id, month, occupation_id, rating, replied, benefit_code',
    values: 'count',
    grouped: sql`select company_id, ${MONTH} as month, coalesce(occupation_id, 0) as occupation_id, rating,
      replied_at is not null as replied, benefit_code, count(*)::int as count
      from welfare_reviews group by 1, 2, 3, 4, 5, 6`,
  },
];

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute<T>(query)) as { rows: T[] }).rows;
}

/** Rows of the rollup the GROUP BY lacks or differs from, and the other way round; empty when they agree. */
async function differences() {
  const out: Record<string, unknown[]> = {};
  for (const r of ROLLUPS) {
    const rolled = sql.raw(`select ${r.key}, ${r.values} from ${r.table} where count <> 0`);
    const diff = await rows(sql`(${rolled} except ${r.grouped}) union all (${r.grouped} except ${rolled})`);
    if (diff.length > 0) out[r.table] = diff;
  }
  return out;
}

describe('review rollups', () => {
  it('equal the GROUP BY of the reviews after the seed loads them with COPY (alerts off)', async () => {
    for (const r of ROLLUPS) {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${r.table} where count <> 0`));
      expect(row?.n).toBeGreaterThan(0);
    }
    expect(await differences()).toEqual({});
  });

  it('follow inserts, replies given and removed, moved ratings, months and occupations, and deletes, one statement each', async () => {
    const db = database.db;
    const [a, b] = [await makeCompany(db), await makeCompany(db)];
    // Several rows over two companies in one statement, one of them the last minute of a Korean month.
    const base = { employmentStatus: 'current' as const, title: 't', pros: 'p', cons: 'c' };
    const ratings = (n: number) => ({
      ratingOverall: n,
      ratingCareer: n,
      ratingPayBenefits: 6 - n,
      ratingWorkLife: n,
      ratingCulture: 3,
      ratingManagement: 1,
    });
    const made = await db
      .insert(companyReviews)
      .values([
        { ...base, ...ratings(5), companyId: a.id, occupationId: 11601, writtenAt: new Date('2026-03-31T14:59:00Z') },
        { ...base, ...ratings(4), companyId: a.id, occupationId: null, writtenAt: new Date('2026-03-31T15:00:00Z') },
        { ...base, ...ratings(4), companyId: b.id, occupationId: 11601, writtenAt: new Date('2026-03-31T15:00:00Z') },
      ])
      .returning({ id: companyReviews.id });
    await makeInterviewReview(db, { company: a, difficulty: 3 });
    await makeWelfareReview(db, { company: a, rating: 2 });
    expect(await differences()).toEqual({});

    const ids = made.map((m) => m.id);
    // Replies given to two reviews in one statement, then one removed.
    await db
      .update(companyReviews)
      .set({ replyBody: '감사합니다', repliedAt: NOW, replyUpdatedAt: NOW })
      .where(inArray(companyReviews.id, ids.slice(0, 2)));
    await db.update(interviewReviews).set({ replyBody: '감사합니다', repliedAt: NOW }).where(eq(interviewReviews.companyId, a.id));
    await db.update(welfareReviews).set({ replyBody: '감사합니다', repliedAt: NOW }).where(eq(welfareReviews.companyId, a.id));
    expect(await differences()).toEqual({});
    await db
      .update(companyReviews)
      .set({ replyBody: null, repliedAt: null, replyUpdatedAt: null })
      .where(eq(companyReviews.id, ids[0] ?? 0));
    expect(await differences()).toEqual({});

    // A moved rating, a category rating alone (same key), another month and no occupation.
    await db
      .update(companyReviews)
      .set(ratings(2))
      .where(eq(companyReviews.id, ids[1] ?? 0));
    await db
      .update(companyReviews)
      .set({ ratingCulture: 5 })
      .where(eq(companyReviews.id, ids[2] ?? 0));
    await db
      .update(companyReviews)
      .set({ writtenAt: new Date('2026-05-10T00:00:00Z'), occupationId: null })
      .where(eq(companyReviews.id, ids[0] ?? 0));
    await db.update(interviewReviews).set({ difficulty: 5, result: 'passed' }).where(eq(interviewReviews.companyId, a.id));
    await db.update(welfareReviews).set({ benefitCode: 'health' }).where(eq(welfareReviews.companyId, a.id));
    expect(await differences()).toEqual({});

    await db.delete(companyReviews).where(inArray(companyReviews.id, ids.slice(1)));
    await db.delete(interviewReviews).where(eq(interviewReviews.companyId, a.id));
    expect(await differences()).toEqual({});
  });
});

describe('summaries and page counts from the rollups', () => {
  const at = (iso: string) => new Date(iso);
  it('split a period into whole Korean months and the partial ends', () => {
    // 1 March 00:00 to 1 May 00:00 in Seoul: two whole months.
    expect(splitPeriod(at('2026-02-28T15:00:00Z'), at('2026-04-30T15:00:00Z'))).toEqual({
      whole: { from: '2026-03-01', until: '2026-05-01' },
      ends: [],
    });
    // 10 March to 20 May: April whole, March and May in part.
    expect(splitPeriod(at('2026-03-09T15:00:00Z'), at('2026-05-19T15:00:00Z'))).toEqual({
      whole: { from: '2026-04-01', until: '2026-05-01' },
      ends: [
        { from: at('2026-03-09T15:00:00Z'), until: at('2026-03-31T15:00:00Z') },
        { from: at('2026-04-30T15:00:00Z'), until: at('2026-05-19T15:00:00Z') },
      ],
    });
    // Within one month: the reviews only.
    expect(splitPeriod(at('2026-03-09T15:00:00Z'), at('2026-03-19T15:00:00Z'))).toEqual({
      whole: null,
      ends: [{ from: at('2026-03-09T15:00:00Z'), until: at('2026-03-19T15:00:00Z') }],
    });
    expect(splitPeriod(undefined, undefined)).toEqual({ whole: {}, ends: [] });
    expect(splitPeriod(at('2026-03-09T15:00:00Z'), undefined)).toEqual({
      whole: { from: '2026-04-01' },
      ends: [{ from: at('2026-03-09T15:00:00Z'), until: at('2026-03-31T15:00:00Z') }],
    });
  });

  // Demo company 1's reviews spread over three years; periods with and without whole months and partial ends.
  const periods: Pick<ReviewFilter, 'from' | 'until'>[] = [
    {},
    { from: at('2025-03-09T15:00:00Z'), until: at('2026-05-19T15:00:00Z') },
    { from: at('2025-12-31T15:00:00Z'), until: at('2026-06-30T15:00:00Z') },
    { from: at('2026-02-03T15:00:00Z') },
    { until: at('2026-02-03T15:00:00Z') },
    { from: at('2026-07-01T03:00:00Z'), until: at('2026-07-29T15:00:00Z') },
  ];
  const filters: ReviewFilter[] = [
    {},
    { rating: 4 },
    { replied: 'unreplied' },
    { replied: 'replied', rating: 5 },
    { occupationIds: [11601, 11602, 11603, 11604, 11605, 11606] },
    { employmentStatus: 'former' },
  ];

  it('count as the reviews do, for every list filter and period', async () => {
    const db = database.db;
    for (const period of periods) {
      for (const filter of filters) {
        const f = { ...period, ...filter };
        for (const type of ['company_review', 'interview_review', 'welfare_review'] as const) {
          expect({ type, f, n: await countReviews(db, type, 1, f) }).toEqual({ type, f, n: await countMatching(db, type, 1, f) });
        }
      }
      const f = { ...period, result: 'passed' as const };
      expect(await countReviews(db, 'interview_review', 1, f)).toBe(await countMatching(db, 'interview_review', 1, f));
      const w = { ...period, benefitCode: 'meal' as const };
      expect(await countReviews(db, 'welfare_review', 1, w)).toBe(await countMatching(db, 'welfare_review', 1, w));
    }
    // A welfare review's employment status has no rollup column: counted from the reviews.
    const w = { employmentStatus: 'former' as const };
    expect(await countReviews(db, 'welfare_review', 1, w)).toBe(await countMatching(db, 'welfare_review', 1, w));
  });

  it('give the average and distribution the reviews give', async () => {
    for (const period of periods) {
      const [expected] = await rows<Record<string, number | null>>(sql`
        select count(*)::int as count, round(avg(rating_overall)::numeric, 1)::float8 as average,
          (count(*) filter (where replied_at is not null))::int as replied,
          ${sql.join(
            [1, 2, 3, 4, 5].map((r) => sql`(count(*) filter (where rating_overall = ${r}))::int as ${sql.identifier(`r${r}`)}`),
            sql`, `,
          )}
        from company_reviews where company_id = 1
          and written_at >= ${(period.from ?? new Date(0)).toISOString()}::timestamptz
          and written_at < ${(period.until ?? new Date('2100-01-01')).toISOString()}::timestamptz`);
      expect(await ratingSummary(database.db, 'company_review', 1, period)).toEqual(expected);
    }
  });
});
