import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DAY_MS, koreanMonth } from '@partners/contract/korea-time';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import {
  makeCompany,
  makeCompanyReview,
  makeInterviewReview,
  makeUser,
  makeWelfareReview,
  signInAs,
  type MadeCompany,
} from '../../test/factories.js';
import { companyReviews, jobs, reviewReports } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { lastMonths } from './reviews.service.js';

let t: TestApp;
let company: MadeCompany;
let client: Client;
/** Korea's noon, `days` days ago: clear of day boundaries. */
const at = (iso: string) => new Date(`${iso}T12:00:00+09:00`);

type Page = { page: number; per: number; total: number; total_pages: number };
type Listed = { id: number; reply: { body: string; author_name: string | null } | null; reported: boolean; occupation: { id: number } | null };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(t.database.db);
  const admin = await makeUser(db, { company, name: '한지민' });
  client = await signInAs(t.app, admin);
  // A known set: five company reviews over three days, one replied, one reported, two occupations.
  const r = [
    await makeCompanyReview(db, { company, ratingOverall: 5, ratingCareer: 4, occupationId: 11601, writtenAt: at('2026-03-01') }),
    await makeCompanyReview(db, {
      company,
      ratingOverall: 1,
      ratingCareer: 2,
      occupationId: 11602,
      writtenAt: at('2026-03-02'),
      employmentStatus: 'former',
    }),
    await makeCompanyReview(db, { company, ratingOverall: 4, ratingCareer: 4, occupationId: 11601, writtenAt: at('2026-03-02') }),
    await makeCompanyReview(db, { company, ratingOverall: 4, ratingCareer: 3, occupationId: null, writtenAt: at('2026-03-03') }),
    await makeCompanyReview(db, {
      company,
      ratingOverall: 3,
      ratingCareer: 3,
      occupationId: 12001,
      writtenAt: at('2026-03-03'),
      replyBody: '감사합니다',
      replyAuthorId: admin.id,
      repliedAt: at('2026-03-04'),
      replyUpdatedAt: at('2026-03-05'),
    }),
  ];
  await db.insert(reviewReports).values({ companyId: company.id, reportableType: 'company_review', reportableId: r[1]?.id ?? 0, reportReasonId: 1 });
  // Another company's reviews never show.
  const other = await makeCompany(db);
  await makeCompanyReview(db, { company: other, writtenAt: at('2026-03-02') });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await client.get(`/api/v5/partners/company_reviews${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { reviews: (Listed & { ratings: { overall: number } })[]; page_info: Page } }>().data;
};
const ids = async (query = '') => (await list(query)).reviews.map((r) => r.ratings.overall);

describe('company reviews list', () => {
  it("shows the company's reviews only, newest first with ties by id, and the page info", async () => {
    const data = await list();
    expect(data.page_info).toEqual({ page: 1, per: 10, total: 5, total_pages: 1 });
    expect(data.reviews.map((r) => r.ratings.overall)).toEqual([3, 4, 4, 1, 5]);
  });

  it.each([
    ['oldest', [5, 1, 4, 4, 3]],
    ['rating_high', [5, 4, 4, 3, 1]],
    ['rating_low', [1, 3, 4, 4, 5]],
  ])('orders by %s', async (order, expected) => {
    expect(await ids(`?order=${order}`)).toEqual(expected);
  });

  it('breaks ties by id: the later of two reviews written at the same time comes first when newest', async () => {
    const data = await list('?from=2026-03-03&to=2026-03-03');
    expect(data.reviews.map((r) => r.id)).toEqual([...data.reviews.map((r) => r.id)].sort((a, b) => b - a));
  });

  it.each([
    ['?rating=4', [4, 4]],
    ['?occupation_id=11601', [4, 5]],
    ['?occupation_id=11600', [4, 1, 5]],
    ['?occupation_id=99999', []],
    ['?from=2026-03-02&to=2026-03-02', [4, 1]],
    ['?from=2026-03-03', [3, 4]],
    ['?to=2026-03-01', [5]],
    ['?replied=replied', [3]],
    ['?replied=unreplied', [4, 4, 1, 5]],
    ['?employment_status=former', [1]],
  ])('filters %s', async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('pages with per and page; total counts the filtered rows', async () => {
    const data = await list('?per=2&page=2');
    expect(data.reviews.map((r) => r.ratings.overall)).toEqual([4, 1]);
    expect(data.page_info).toEqual({ page: 2, per: 2, total: 5, total_pages: 3 });
    expect((await list('?rating=4&per=1')).page_info.total).toBe(2);
  });

  it('carries the reply with its author and whether the company reported the review', async () => {
    const data = await list();
    expect(data.reviews[0]?.reply).toEqual({
      body: '감사합니다',
      author_name: '한지민',
      created_at: at('2026-03-04').toISOString(),
      updated_at: at('2026-03-05').toISOString(),
    });
    expect(data.reviews.map((r) => r.reported)).toEqual([false, false, false, true, false]);
    expect(data.reviews[3]?.reply).toBeNull();
  });

  it.each([
    ['?rating=6', 'query.rating'],
    ['?per=51', 'query.per'],
    ['?from=2026-3-1', 'query.from'],
    ['?from=2026-03-05&to=2026-03-01', 'query.to'],
    ['?replied=maybe', 'query.replied'],
    ['?order=random', 'query.order'],
  ])('%s: 400 with the field', async (query, field) => {
    const response = await client.get(`/api/v5/partners/company_reviews${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });
});

describe('interview and welfare lists', () => {
  let mine: MadeCompany;
  let c: Client;
  beforeAll(async () => {
    const db = t.database.db;
    mine = await makeCompany(db);
    c = await signInAs(t.app, await makeUser(db, { company: mine }));
    await makeInterviewReview(db, { company: mine, difficulty: 2, result: 'failed', writtenAt: at('2026-02-01') });
    await makeInterviewReview(db, { company: mine, difficulty: 5, result: 'passed', experience: 'negative', writtenAt: at('2026-02-02') });
    await makeWelfareReview(db, { company: mine, benefitCode: 'meal', rating: 2, writtenAt: at('2026-02-01') });
    await makeWelfareReview(db, { company: mine, benefitCode: 'health', rating: 5, writtenAt: at('2026-02-02') });
  });

  it('filters interview reviews by difficulty and result, ordered by difficulty', async () => {
    const get = async (q: string) =>
      (await c.get(`/api/v5/partners/interview_reviews${q}`)).json<{ data: { reviews: { difficulty: number; interviewed_on: string }[] } }>().data
        .reviews;
    expect((await get('')).map((r) => r.difficulty)).toEqual([5, 2]);
    expect((await get('?rating=2')).map((r) => r.difficulty)).toEqual([2]);
    expect((await get('?result=passed')).map((r) => r.difficulty)).toEqual([5]);
    expect((await get('?order=rating_low')).map((r) => r.difficulty)).toEqual([2, 5]);
    expect((await get(''))[0]?.interviewed_on).toBe('2026-01');
  });

  it('filters welfare reviews by rating and benefit code', async () => {
    const get = async (q: string) =>
      (await c.get(`/api/v5/partners/welfare_reviews${q}`)).json<{ data: { reviews: { benefit_code: string }[] } }>().data.reviews;
    expect((await get('')).map((r) => r.benefit_code)).toEqual(['health', 'meal']);
    expect((await get('?rating=2')).map((r) => r.benefit_code)).toEqual(['meal']);
    expect((await get('?benefit_code=health')).map((r) => r.benefit_code)).toEqual(['health']);
    expect((await c.get('/api/v5/partners/welfare_reviews?benefit_code=car')).json()).toMatchObject({ field: 'query.benefit_code' });
  });
});

describe('summaries', () => {
  it('company reviews: count, average, distribution 5→1, categories, replied, occupations, monthly', async () => {
    const { data } = (await client.get('/api/v5/partners/company_reviews/summary')).json<{
      data: {
        count: number;
        average: number;
        distribution: { rating: number; count: number }[];
        categories: { category: string; average: number | null }[];
        replied_count: number;
        occupations: { id: number; name: string; count: number }[];
        monthly: { month: string; count: number; average: number | null }[];
      };
    }>();
    expect(data.count).toBe(5);
    expect(data.average).toBe(3.4);
    expect(data.distribution).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 2 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 1 },
    ]);
    expect(data.categories[0]).toEqual({ category: 'career', average: 3.2 });
    expect(data.replied_count).toBe(1);
    expect(data.occupations).toEqual([
      { id: 11601, name: '백엔드 개발', count: 2 },
      { id: 11602, name: '프론트엔드 개발', count: 1 },
      { id: 12001, name: '기업영업(B2B)', count: 1 },
    ]);
    expect(data.monthly).toHaveLength(12);
    expect(data.monthly[11]?.month).toBe(lastMonths(new Date()).months[11]);
  });

  it('the monthly chart: the last 12 Korean months oldest first, zeros included', () => {
    const { months, since } = lastMonths(new Date('2026-01-31T15:30:00Z'));
    // 00:30 on 1 February in Seoul.
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    expect(since.toISOString()).toBe('2025-02-28T15:00:00.000Z');
  });

  it('counts a review in the Korean month it was written', async () => {
    const db = t.database.db;
    const mine = await makeCompany(db);
    const c = await signInAs(t.app, await makeUser(db, { company: mine }));
    const yesterday = new Date(Date.now() - DAY_MS);
    const { year, month } = koreanMonth(yesterday);
    await makeCompanyReview(db, { company: mine, ratingOverall: 2, writtenAt: yesterday });
    await makeCompanyReview(db, { company: mine, ratingOverall: 5, writtenAt: yesterday });
    const { data } = (await c.get('/api/v5/partners/company_reviews/summary')).json<{
      data: { monthly: { month: string; count: number; average: number | null }[] };
    }>();
    const current = `${year}-${String(month).padStart(2, '0')}`;
    expect(data.monthly.filter((m) => m.count > 0)).toEqual([{ month: current, count: 2, average: 3.5 }]);
    expect(data.monthly.filter((m) => m.count === 0).every((m) => m.average === null)).toBe(true);
  });

  it('narrows to the period and occupation; the occupation options stay those of the period', async () => {
    const { data } = (await client.get('/api/v5/partners/company_reviews/summary?occupation_id=11601&from=2026-03-01&to=2026-03-02')).json<{
      data: { count: number; average: number; occupations: { id: number }[] };
    }>();
    expect(data.count).toBe(2);
    expect(data.average).toBe(4.5);
    expect(data.occupations.map((o) => o.id)).toEqual([11601, 11602]);
  });

  it('interview and welfare summaries', async () => {
    const db = t.database.db;
    const mine = await makeCompany(db);
    const c = await signInAs(t.app, await makeUser(db, { company: mine }));
    await makeInterviewReview(db, { company: mine, difficulty: 2, result: 'failed', experience: 'neutral' });
    await makeInterviewReview(db, { company: mine, difficulty: 5, result: 'passed', experience: 'positive' });
    await makeWelfareReview(db, { company: mine, benefitCode: 'meal', rating: 2 });
    await makeWelfareReview(db, { company: mine, benefitCode: 'meal', rating: 5 });
    const interview = (await c.get('/api/v5/partners/interview_reviews/summary')).json<{ data: Record<string, unknown> }>().data;
    expect(interview).toMatchObject({
      count: 2,
      difficulty_average: 3.5,
      results: [
        { result: 'passed', count: 1 },
        { result: 'failed', count: 1 },
        { result: 'waiting', count: 0 },
      ],
      experiences: [
        { experience: 'positive', count: 1 },
        { experience: 'neutral', count: 1 },
        { experience: 'negative', count: 0 },
      ],
      replied_count: 0,
    });
    const welfare = (await c.get('/api/v5/partners/welfare_reviews/summary')).json<{
      data: { average: number; benefits: { benefit_code: string; count: number; average: number | null }[] };
    }>().data;
    expect(welfare.average).toBe(3.5);
    expect(welfare.benefits).toHaveLength(10);
    expect(welfare.benefits.find((b) => b.benefit_code === 'meal')).toEqual({ benefit_code: 'meal', count: 2, average: 3.5 });
    expect(welfare.benefits.find((b) => b.benefit_code === 'health')).toEqual({ benefit_code: 'health', count: 0, average: null });
  });

  it('an empty company: zeros and nulls', async () => {
    const db = t.database.db;
    const c = await signInAs(t.app, await makeUser(db, { company: await makeCompany(db) }));
    const { data } = (await c.get('/api/v5/partners/company_reviews/summary')).json<{
      data: { count: number; average: null; distribution: { count: number }[]; categories: { average: null }[] };
    }>();
    expect(data.count).toBe(0);
    expect(data.average).toBeNull();
    expect(data.distribution.map((d) => d.count)).toEqual([0, 0, 0, 0, 0]);
    expect(data.categories.every((x) => x.average === null)).toBe(true);
  });
});

describe('new-review alerts', () => {
  it("new reviews enqueue a job; one run tells each operator in the bell, with the unreplied list's link; a second run writes nothing", async () => {
    const db = t.database.db;
    const mine = await makeCompany(db);
    const first = await makeUser(db, { company: mine });
    const second = await makeUser(db, { company: mine, role: 'manager' });
    await makeUser(db, { company: mine, permission: 'pending' });
    // Three reviews in one statement: one job, one notification per granted operator.
    await db.insert(companyReviews).values(
      [1, 2, 3].map(() => ({
        companyId: mine.id,
        employmentStatus: 'current' as const,
        ratingOverall: 4,
        ratingCareer: 4,
        ratingPayBenefits: 4,
        ratingWorkLife: 4,
        ratingCulture: 4,
        ratingManagement: 4,
        title: '좋은 회사',
        pros: '좋음',
        cons: '없음',
      })),
    );
    await makeInterviewReview(db, { company: mine });
    const queued = (await db.select().from(jobs).where(eq(jobs.kind, 'reviews.notify'))).filter(
      (j) => (j.payload as { company_id: number }).company_id === mine.id,
    );
    expect(queued).toHaveLength(2);

    const runner = jobRunner(db);
    await runner.drain();
    const bell = async (user: typeof first) =>
      (await (await signInAs(t.app, user)).get('/b2b/notifications.json?noti_for=all&page=1&per=5')).json<{
        data: { notifications: { message: string; url: string }[] };
      }>().data.notifications;
    const expected = [
      { message: '새 면접 리뷰가 등록되었습니다', url: '/partners/interview_managements?replied=unreplied' },
      { message: '새 기업 리뷰 3건이 등록되었습니다', url: '/partners/review_managements?replied=unreplied' },
    ];
    const shown = (rows: { message: string; url: string }[]) =>
      rows.map((n) => ({ message: n.message, url: n.url })).sort((a, b) => b.url.localeCompare(a.url));
    expect(shown(await bell(first))).toEqual(expected.sort((a, b) => b.url.localeCompare(a.url)));
    expect(shown(await bell(second))).toHaveLength(2);

    // The worker died after writing: the same jobs run again and add nothing.
    for (const job of queued)
      await db
        .update(jobs)
        .set({ status: 'pending', runAt: new Date(0) })
        .where(eq(jobs.id, job.id));
    await runner.drain();
    expect(await bell(first)).toHaveLength(2);
  });

  it('the seed loads its reviews without alerts', async () => {
    const queued = await t.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'reviews.notify'));
    // Only the factories' companies (made after the seed's 40) have any.
    expect(queued.filter((j) => (j.payload as { company_id: number }).company_id <= 40)).toEqual([]);
  });
});
