import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import {
  postingListResponse,
  postingOccupationsResponse,
  postingStatisticsResponse,
  postingSummaryResponse,
  type PostingList,
} from '@partners/contract';
import { DAY_MS, formatKoreanDate, koreanDay } from '@partners/contract/korea-time';
import { jobPostingDailyStats, jobPostings } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeApplication, makeCompany, makeJobSeeker, makePosting, makeUser, signInAs } from '../../test/factories.js';

const HOUR = 3_600_000;
const BASE = '/api/v5/partners/job/postings';

let t: TestApp;
let me: Client;
/** The company's postings, by what each stands for in the tests. */
const p = {} as Record<'soon' | 'always' | 'review' | 'expired' | 'closed' | 'draft' | 'later', Awaited<ReturnType<typeof makePosting>>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await makeCompany(db);
  me = await signInAs(t.app, await makeUser(db, { company }));
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  // Made oldest first, so ids follow creation.
  p.closed = await makePosting(db, {
    company,
    title: 'UI 디자이너',
    status: 'closed',
    occupation1Id: 11700,
    occupation2Ids: [11701],
    createdAt: ago(7),
  });
  p.expired = await makePosting(db, {
    company,
    title: 'B2B 영업_담당',
    closesAt: new Date(now - HOUR),
    occupation1Id: 11700,
    occupation2Ids: [11702],
    createdAt: ago(6),
  });
  p.soon = await makePosting(db, { company, title: '백엔드 개발자', closesAt: new Date(now + 2 * DAY_MS), createdAt: ago(5) });
  p.always = await makePosting(db, { company, title: '프론트엔드 개발자', closesAt: null, occupation2Ids: [11602], createdAt: ago(4) });
  p.review = await makePosting(db, {
    company,
    title: '데이터 100% 분석가',
    status: 'in_review',
    reviewRequestedAt: ago(1),
    closesAt: new Date(now + 10 * DAY_MS),
    occupation2Ids: [11604],
    createdAt: ago(3),
  });
  p.later = await makePosting(db, {
    company,
    title: '백엔드 리드',
    closesAt: new Date(now + 20 * DAY_MS),
    occupation2Ids: [11601, 11605],
    createdAt: ago(2),
  });
  p.draft = await makePosting(db, {
    company,
    title: '임시 공고',
    status: 'draft',
    closesAt: null,
    alwaysOpen: false,
    occupation1Id: null,
    occupation2Ids: [],
    createdAt: ago(1),
  });
  for (const read of [true, false, false]) {
    await makeApplication(db, { posting: p.soon, seeker: await makeJobSeeker(db), ...(read ? { readAt: new Date() } : {}) });
  }
  await makeApplication(db, { posting: p.later, seeker: await makeJobSeeker(db) });
  // Another company's postings never show.
  await makePosting(db, { company: await makeCompany(db), title: '백엔드 개발자 (다른 회사)' });
});
afterAll(() => t.close());

async function list(query = ''): Promise<PostingList> {
  const response = await me.get(`${BASE}?${query}`);
  expect(response.statusCode).toBe(200);
  return postingListResponse.parse(response.json()).data;
}
const ids = (data: PostingList) => data.postings.map((row) => row.id);

describe('the left menu (summary)', () => {
  it('live postings: open and still taking applications, or in review; soonest deadline first, 상시 last', async () => {
    const response = await me.get(`${BASE}/summary`);
    expect(response.statusCode).toBe(200);
    const { postings, fit_enable } = postingSummaryResponse.parse(response.json()).data;
    expect(postings.map((s) => s.id)).toEqual([p.soon.id, p.review.id, p.later.id, p.always.id]);
    expect(postings.map((s) => s.badge)).toEqual(['opened', 'in_review', 'opened', 'opened']);
    expect(postings[0]).toMatchObject({ title: '백엔드 개발자', d_day: 'D-2', color_class: 'urgent', applicant_count: 3, not_opened: 2 });
    expect(postings[3]).toMatchObject({ d_day: '상시', color_class: 'always', applicant_count: 0, not_opened: 0 });
    expect(fit_enable).toBe(true);
  });

  it('fit_enable is the talent pool rule: off for a manager on a basic plan without job-posting biz', async () => {
    const db = t.database.db;
    const company = await makeCompany(db, { plan: 'basic', jobPostingBizs: false });
    const basic = await signInAs(t.app, await makeUser(db, { company, role: 'manager' }));
    expect(postingSummaryResponse.parse((await basic.get(`${BASE}/summary`)).json()).data).toEqual({ postings: [], fit_enable: false });
  });
});

describe('the list', () => {
  it('newest first, with the count of every tab', async () => {
    const data = await list();
    expect(ids(data)).toEqual([p.draft.id, p.later.id, p.review.id, p.always.id, p.soon.id, p.expired.id, p.closed.id]);
    expect(data.counts).toEqual({ all: 7, draft: 1, in_review: 1, open: 3, closed: 2 });
    expect(data.page_info).toEqual({ page: 1, per: 20, total: 7, total_pages: 1 });
  });

  it('rows carry the effective state, the badge, occupation names and the allowed actions', async () => {
    const rows = new Map((await list()).postings.map((row) => [row.id, row]));
    expect(rows.get(p.soon.id)).toMatchObject({
      status: 'open',
      d_day: 'D-2',
      color_class: 'urgent',
      occupation_names: ['백엔드 개발'],
      applicant_count: 3,
      not_opened: 2,
      allowed_actions: ['edit', 'copy', 'close'],
    });
    expect(rows.get(p.expired.id)).toMatchObject({ status: 'closed', d_day: '마감', color_class: 'closed', allowed_actions: ['copy', 'delete'] });
    expect(rows.get(p.later.id)?.occupation_names).toEqual(['백엔드 개발', 'DevOps·인프라']);
    expect(rows.get(p.draft.id)).toMatchObject({ status: 'draft', d_day: '-', occupation_names: [], closes_at: null });
    expect(rows.get(p.always.id)).toMatchObject({ d_day: '상시', color_class: 'always', closes_at: null });
  });

  it.each([
    ['open', () => [p.later.id, p.always.id, p.soon.id]],
    ['closed', () => [p.expired.id, p.closed.id]],
    ['draft', () => [p.draft.id]],
    ['in_review', () => [p.review.id]],
  ])('status=%s filters on the effective state; the counts stay those of every tab', async (status, expected) => {
    const data = await list(`status=${status}`);
    expect(ids(data)).toEqual(expected());
    expect(data.counts.all).toBe(7);
    expect(data.page_info.total).toBe(expected().length);
  });

  it('deadline: open postings by deadline, then 상시, then the rest newest first', async () => {
    expect(ids(await list('order=deadline'))).toEqual([p.soon.id, p.later.id, p.always.id, p.draft.id, p.review.id, p.expired.id, p.closed.id]);
  });

  it('applicants: most applicants first, then newest id', async () => {
    expect(ids(await list('order=applicants'))).toEqual([p.soon.id, p.later.id, p.draft.id, p.review.id, p.always.id, p.expired.id, p.closed.id]);
  });

  it('keyword: in the title, case-insensitive, % and _ matching themselves; counts follow it', async () => {
    const backend = await list(`search_keyword=${encodeURIComponent(' 백엔드 ')}`);
    expect(ids(backend)).toEqual([p.later.id, p.soon.id]);
    expect(backend.counts).toEqual({ all: 2, draft: 0, in_review: 0, open: 2, closed: 0 });
    expect(ids(await list(`search_keyword=${encodeURIComponent('100%')}`))).toEqual([p.review.id]);
    expect(ids(await list('search_keyword=_'))).toEqual([p.expired.id]);
    expect(ids(await list('search_keyword=ui'))).toEqual([p.closed.id]);
    expect(ids(await list(`search_keyword=${encodeURIComponent('%')}`))).toEqual([p.review.id]);
  });

  it('occupation_id: level 1 or any level 2; counts follow it', async () => {
    const sales = await list('occupation_id=11700');
    expect(ids(sales)).toEqual([p.expired.id, p.closed.id]);
    expect(sales.counts).toEqual({ all: 2, draft: 0, in_review: 0, open: 0, closed: 2 });
    expect(ids(await list('occupation_id=11605,11602'))).toEqual([p.later.id, p.always.id]);
    expect(ids(await list('occupation_id=11604&status=in_review'))).toEqual([p.review.id]);
  });

  it('pages', async () => {
    const data = await list('per=2&page=2');
    expect(ids(data)).toEqual([p.review.id, p.always.id]);
    expect(data.page_info).toEqual({ page: 2, per: 2, total: 7, total_pages: 4 });
    expect((await me.get(`${BASE}?per=51`)).json()).toMatchObject({ code: 'bad_request', field: 'query.per' });
  });
});

describe('occupations for the filter', () => {
  it('the level-1 and level-2 occupations the postings in a state use, with counts', async () => {
    const all = postingOccupationsResponse.parse((await me.get(`${BASE}/occupations`)).json()).data.occupations;
    expect(all).toEqual([
      { id: 11600, name: '개발', level: 1, count: 4 },
      { id: 11700, name: '경영·기획', level: 1, count: 2 },
      { id: 11601, name: '백엔드 개발', level: 2, count: 2 },
      { id: 11602, name: '프론트엔드 개발', level: 2, count: 1 },
      { id: 11604, name: '데이터 엔지니어', level: 2, count: 1 },
      { id: 11605, name: 'DevOps·인프라', level: 2, count: 1 },
      { id: 11701, name: '경영기획', level: 2, count: 1 },
      { id: 11702, name: '사업개발', level: 2, count: 1 },
    ]);
    const open = postingOccupationsResponse.parse((await me.get(`${BASE}/occupations?status=open`)).json()).data.occupations;
    expect(open.map((o) => [o.id, o.count])).toEqual([
      [11600, 3],
      [11601, 2],
      [11602, 1],
      [11605, 1],
    ]);
  });
});

describe('statistics', () => {
  it('the last 30 Korean days up to today, zero-filled, with totals', async () => {
    const db = t.database.db;
    const now = Date.now();
    await db.insert(jobPostingDailyStats).values([
      { jobPostingId: p.soon.id, day: koreanDay(now - 10 * DAY_MS), views: 7 },
      // Older than the window.
      { jobPostingId: p.soon.id, day: koreanDay(now - 40 * DAY_MS), views: 100, applicants: 9 },
    ]);
    // Today's applicants come from the applications (trigger); views are added to that row.
    await db
      .insert(jobPostingDailyStats)
      .values({ jobPostingId: p.soon.id, day: koreanDay(now), views: 5 })
      .onConflictDoUpdate({ target: [jobPostingDailyStats.jobPostingId, jobPostingDailyStats.day], set: { views: 5 } });
    const response = await me.get(`/api/v5/partners/job/statistics?job_posting_ids=${p.soon.id},${p.always.id},${p.soon.id}`);
    expect(response.statusCode).toBe(200);
    const [soon, always, ...more] = postingStatisticsResponse.parse(response.json()).data.statistics;
    expect(more).toEqual([]);
    expect(soon?.job_posting_id).toBe(p.soon.id);
    expect(soon?.days).toHaveLength(30);
    expect(soon?.days[29]).toEqual({ date: koreanDay(now), views: 5, applicants: 3 });
    expect(soon?.days[19]).toEqual({ date: koreanDay(now - 10 * DAY_MS), views: 7, applicants: 0 });
    expect(soon?.days[0]?.date).toBe(koreanDay(now - 29 * DAY_MS));
    expect(soon?.totals).toEqual({ views: 12, applicants: 3 });
    expect(always?.days.every((d) => d.views === 0 && d.applicants === 0)).toBe(true);
    expect(always?.totals).toEqual({ views: 0, applicants: 0 });
  });

  it('needs at least one id', async () => {
    expect((await me.get('/api/v5/partners/job/statistics?job_posting_ids=')).statusCode).toBe(400);
  });
});

describe('the CSV', () => {
  async function csv(query = '') {
    const response = await me.get(`${BASE}.csv?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.startsWith('\ufeff')).toBe(true);
    const records: string[][] = parse(response.body.slice(1));
    const [header, ...rows] = records;
    return { response, header, rows };
  }

  it('every matching posting in the list order: BOM, Korean headers, states in words, Korean dates', async () => {
    const { response, header, rows } = await csv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-row-count']).toBe('7');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`채용공고_${koreanDay(new Date()).replaceAll('-', '')}.csv`)}`,
    );
    expect(header).toEqual(['공고 번호', '공고명', '상태', '직무', '마감일', '지원자 수', '미열람 지원자', '조회수', '등록일']);
    expect(rows.map((r) => Number(r[0]))).toEqual([p.draft.id, p.later.id, p.review.id, p.always.id, p.soon.id, p.expired.id, p.closed.id]);
    const byId = new Map(rows.map((r) => [Number(r[0]), r]));
    expect(byId.get(p.soon.id)).toEqual([
      String(p.soon.id),
      '백엔드 개발자',
      '게시 중',
      '백엔드 개발',
      formatKoreanDate(p.soon.closesAt ?? 0),
      '3',
      '2',
      '0',
      formatKoreanDate(p.soon.createdAt),
    ]);
    expect(byId.get(p.always.id)?.slice(2, 5)).toEqual(['게시 중', '프론트엔드 개발', '상시']);
    expect(byId.get(p.expired.id)?.[2]).toBe('마감');
    expect(byId.get(p.review.id)?.[2]).toBe('검수 중');
    expect(byId.get(p.draft.id)?.slice(2, 5)).toEqual(['임시 저장', '', '']);
  });

  it('takes the list filters and order', async () => {
    const { response, rows } = await csv('status=open&order=deadline');
    expect(response.headers['x-row-count']).toBe('3');
    expect(rows.map((r) => Number(r[0]))).toEqual([p.soon.id, p.later.id, p.always.id]);
    expect((await csv(`search_keyword=${encodeURIComponent('백엔드')}`)).rows).toHaveLength(2);
  });

  it('streams thousands of postings in batches, every one once and in order', async () => {
    const db = t.database.db;
    const big = await makeCompany(db);
    const client = await signInAs(t.app, await makeUser(db, { company: big }));
    const now = Date.now();
    const made = await db
      .insert(jobPostings)
      .values(
        Array.from({ length: 2_345 }, (_, i) => ({
          companyId: big.id,
          title: `공고 ${i}`,
          status: 'draft' as const,
          // Ties on the creation time fall back to the id.
          createdAt: new Date(now - Math.floor(i / 3) * 1000),
        })),
      )
      .returning({ id: jobPostings.id, createdAt: jobPostings.createdAt });
    const expected = made.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);
    const response = await client.get(`${BASE}.csv`);
    expect(response.headers['x-row-count']).toBe('2345');
    const records: string[][] = parse(response.body.slice(1));
    const rows = records.slice(1);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected);
  });
});
