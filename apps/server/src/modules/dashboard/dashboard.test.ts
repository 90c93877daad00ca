import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COMPANY_EVENT_RETENTION_DAYS,
  dashboardBannerResponse,
  dashboardBusinessStatusResponse,
  dashboardEventLogResponse,
  dashboardExternalReputationResponse,
  dashboardExternalSummaryResponse,
  dashboardInternalReputationResponse,
  dashboardInternalSummaryResponse,
  dashboardJobPostingsResponse,
  dashboardSalesHistoriesResponse,
  postingSummaryResponse,
} from '@partners/contract';
import { DAY_MS, addKoreanDays, koreanDay, koreanMonthBounds } from '@partners/contract/korea-time';
import { createTestApp, signedIn, type Client, type TestApp } from '../../test/harness.js';
import { ticketBalance } from '../payment/payment.service.js';
import { refreshIndustryScores } from '../reviews/review-scores.service.js';
import { companyEventRetentionTask } from './dashboard.jobs.js';

const B = '/api/v3/business_center';

let t: TestApp;
let admin: Client;
let other: Client;
beforeAll(async () => {
  t = await createTestApp();
  // Another engineer's periodic task fills the industry rollup; here it is refreshed once after the seed.
  await refreshIndustryScores(t.database.db, null);
  admin = await signedIn(t.app, 'admin@demo.test');
  other = await signedIn(t.app, 'other@demo.test');
});
afterAll(() => t.close());

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute<T>(query)) as { rows: T[] }).rows;
}
async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('no row');
  return row;
}
const get = async (client: Client, path: string) => {
  const response = await client.get(`${B}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

describe('event_log', () => {
  it('lists the company events newest first with a link per kind, paged, never another company’s', async () => {
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    await t.database.db.execute(sql`
      insert into company_events (company_id, kind, subject_id, details, occurred_at) values
        (1, 'applicant_new', 91001, '{"job_posting_id": 4242, "job_posting_title": "대시보드 테스트 공고"}', ${at(-1)}::timestamptz),
        (1, 'proposal_answered', 91002, '{"status": "accepted", "project_id": 77, "job_seeker_id": 5}', ${at(-2)}::timestamptz),
        (1, 'saved_search_matches', 91003, '{"title": "자바 개발자", "count": 6, "link": "/partners/job_seekers/search/index/1?job_seeker_ids=abc"}', ${at(-3)}::timestamptz),
        (7, 'company_review_new', 91004, '{"rating": 2, "title": "다른 회사의 리뷰"}', ${at(-4)}::timestamptz),
        (1, 'welfare_review_new', 91005, '{"rating": 4, "benefit_code": "meal"}', ${new Date(now - (COMPANY_EVENT_RETENTION_DAYS + 1) * DAY_MS).toISOString()}::timestamptz)`);
    const page1 = dashboardEventLogResponse.parse(await get(admin, '/event_log?page=1&per=3')).data;
    // The three just inserted are in the future by minutes: the newest of the log, newest first.
    expect(page1.contents.map((e) => e.kind)).toEqual(['saved_search_matches', 'proposal_answered', 'applicant_new']);
    expect(page1.contents[0]).toMatchObject({ title: '자바 개발자', count: 6, link: '/partners/job_seekers/search/index/1?job_seeker_ids=abc' });
    expect(page1.contents[1]).toMatchObject({ answer: 'accepted', link: '/partners/job_seekers/project/77/candidates' });
    expect(page1.contents[2]).toMatchObject({ title: '대시보드 테스트 공고', link: '/partners/applicant_management/4242' });

    const { total } = await one<{ total: number }>(
      sql`select count(*)::int as total from company_events where company_id = 1 and occurred_at > now() - interval '90 days'`,
    );
    expect(page1.page_info).toEqual({ page: 1, per: 3, total, total_pages: Math.ceil(total / 3) });
    // The seed's recent applications, reviews and answered proposals make the demo log alive.
    expect(total).toBeGreaterThan(3);

    const all = dashboardEventLogResponse.parse(await get(admin, `/event_log?page=1&per=20`)).data;
    const last = dashboardEventLogResponse.parse(await get(admin, `/event_log?page=${all.page_info.total_pages}&per=20`)).data;
    const seen = [...all.contents, ...last.contents];
    expect(seen.some((e) => e.id === 0 || e.title === '다른 회사의 리뷰')).toBe(false);
    expect(
      seen.some((e) => e.kind === 'welfare_review_new' && e.occurred_at < new Date(now - COMPANY_EVENT_RETENTION_DAYS * DAY_MS).toISOString()),
    ).toBe(false);

    const seventh = dashboardEventLogResponse.parse(await get(other, '/event_log?per=20')).data;
    expect(seventh.contents.some((e) => e.title === '다른 회사의 리뷰')).toBe(true);
    expect(seventh.contents.some((e) => e.title === '대시보드 테스트 공고')).toBe(false);
  });

  it('refuses a page larger than 20', async () => {
    expect((await admin.get(`${B}/event_log?per=21`)).statusCode).toBe(400);
    expect((await admin.get(`${B}/job_postings?per=0`)).statusCode).toBe(400);
    expect((await admin.get(`${B}/sales_histories?page=0`)).statusCode).toBe(400);
  });

  it('the retention task deletes the events older than 90 days and keeps the rest', async () => {
    const old = new Date(Date.now() - (COMPANY_EVENT_RETENTION_DAYS + 5) * DAY_MS).toISOString();
    await t.database.db.execute(sql`
      insert into company_events (company_id, kind, subject_id, details, occurred_at) values (2, 'applicant_new', 91100, '{}', ${old}::timestamptz)`);
    const [before] = await rows<{ old: number; recent: number }>(sql`
      select count(*) filter (where occurred_at < now() - interval '90 days')::int as old,
             count(*) filter (where occurred_at >= now() - interval '90 days')::int as recent from company_events`);
    expect(before?.old).toBeGreaterThan(0);
    await companyEventRetentionTask(t.database.db).run();
    const [after] = await rows<{ old: number; recent: number }>(sql`
      select count(*) filter (where occurred_at < now() - interval '90 days')::int as old,
             count(*) filter (where occurred_at >= now() - interval '90 days')::int as recent from company_events`);
    expect(after).toEqual({ old: 0, recent: before?.recent });
  });
});

describe('banner', () => {
  it('shows the current campaign of the company’s plan, not an ended one', async () => {
    const premium = dashboardBannerResponse.parse(await get(admin, '/banner')).data;
    expect(premium).toMatchObject({ visible: true, img_url: '/dashboard/banners/visitor-report.svg', link: '/partners/visitor_statistics' });
    const basic = dashboardBannerResponse.parse(await get(await signedIn(t.app, 'basic@demo.test'), '/banner')).data;
    expect(basic).toMatchObject({ visible: true, img_url: '/dashboard/banners/branding-upgrade.svg', link: '/partners/renewal_brandservice' });
    expect(basic.img_alt).not.toBe('상반기 채용 브랜딩 캠페인');
  });

  it('is not visible when no campaign runs', async () => {
    await t.database.db.execute(
      sql`update dashboard_banners set ends_at = starts_at + interval '1 second' where 'vip' = any(plans) or cardinality(plans) = 0`,
    );
    const vip = dashboardBannerResponse.parse(await get(await signedIn(t.app, 'partner@demo.test'), '/banner')).data;
    expect(vip).toEqual({ visible: false, img_url: null, img_alt: null, link: null });
  });
});

describe('business status', () => {
  it('reports plan, usage rate, tickets, live postings and this month’s proposals of the company', async () => {
    const status = dashboardBusinessStatusResponse.parse(await get(admin, '/dash_board/business_status')).data;
    const usage = (await admin.get(`${B}/info/usage`)).json<{ data: { usage_rate: number } }>().data;
    const summary = postingSummaryResponse.parse((await admin.get('/api/v5/partners/job/postings/summary')).json()).data;
    const { sent } = await one<{ sent: number }>(
      sql`select count(*)::int as sent from hr_proposals where company_id = 1 and created_at >= ${koreanMonthBounds(new Date()).start.toISOString()}::timestamptz`,
    );
    expect(status).toMatchObject({
      privilege_master_code: 'premium',
      plan_label: 'success_based_branding',
      usage_rate: usage.usage_rate,
      salary_tickets: await ticketBalance(t.database.db, 1),
      live_postings: summary.postings.length,
      proposals_this_month: sent,
    });
    expect(Math.floor((status.usage_in_use / status.usage_counted) * 100)).toBe(status.usage_rate);
  });
});

describe('external summary', () => {
  it('sums the last 30 Korean days against the 30 before and names the most visited category', async () => {
    const read = async (client: Client) => dashboardExternalSummaryResponse.parse(await get(client, '/external_summary')).data;
    const before = await read(other);
    const today = koreanDay(new Date());
    const daysAgo = (n: number) => addKoreanDays(today, -n);
    await t.database.db.execute(sql`
      insert into visit_daily (company_id, day, category, visits) values
        (7, ${today}::date, 'salaries', 500), (7, ${daysAgo(29)}::date, 'reviews', 40), (7, ${daysAgo(30)}::date, 'reviews', 70),
        (7, ${daysAgo(59)}::date, 'newsroom', 5), (7, ${daysAgo(60)}::date, 'newsroom', 1000), (1, ${today}::date, 'interviews', 9999)
      on conflict (company_id, day, category) do update set visits = visit_daily.visits + excluded.visits`);
    const after = await read(other);
    expect(after.daily).toHaveLength(30);
    expect(after.from_day).toBe(daysAgo(29));
    expect(after.to_day).toBe(today);
    expect(after.visits - before.visits).toBe(540);
    expect(after.previous_visits - before.previous_visits).toBe(75);
    expect(after.daily.at(-1)?.visits).toBe((before.daily.at(-1)?.visits ?? 0) + 500);
    expect(after.top_category?.category).toBe('salaries');
  });
});

describe('reputation and reviews', () => {
  it('external reputation: the §1 ratings and the cumulative average against the industry', async () => {
    const data = dashboardExternalReputationResponse.parse(await get(admin, '/external_reputation')).data;
    const [company] = await rows<{ company_rating: string; industry_rating: string; industry_id: number; name: string }>(
      sql`select c.company_rating, c.industry_rating, c.industry_id, i.name from companies c join industries i on i.id = c.industry_id where c.id = 1`,
    );
    const [own] = await rows<{ count: number; avg: number | null }>(
      sql`select sum(count)::int as count, round(sum(rating * count)::numeric / nullif(sum(count), 0), 2)::float8 as avg from company_review_months where company_id = 1`,
    );
    const [industry] = await rows<{ avg: number | null }>(sql`
      select round(sum(m.rating * m.count)::numeric / nullif(sum(m.count), 0), 2)::float8 as avg
      from company_review_months m join companies c on c.id = m.company_id where c.industry_id = ${company?.industry_id}`);
    expect(data).toEqual({
      company_rating: company?.company_rating,
      industry_rating: company?.industry_rating,
      industry_name: company?.name,
      review_count: own?.count,
      average_rating: own?.avg,
      industry_average_rating: industry?.avg,
    });
    expect(own?.count).toBeGreaterThan(0);
  });

  it('internal summary: the last 12 months, current vs former, the share answered', async () => {
    const data = dashboardInternalSummaryResponse.parse(await get(admin, '/internal_summary')).data;
    const [expected] = await rows<{ count: number; current: number; replied: number }>(sql`
      select coalesce(sum(count), 0)::int as count, coalesce(sum(count) filter (where employment_status = 'current'), 0)::int as current,
             coalesce(sum(count) filter (where replied), 0)::int as replied
      from company_review_months where company_id = 1 and month between ${`${data.from_month}-01`}::date and ${`${data.to_month}-01`}::date`);
    expect(data.count).toBe(expected?.count);
    expect(data.current_count).toBe(expected?.current);
    expect(data.former_count).toBe((expected?.count ?? 0) - (expected?.current ?? 0));
    expect(data.replied_count).toBe(expected?.replied);
    expect(data.count).toBeGreaterThan(0);
    expect(data.replied_share).toBe(Math.round(((expected?.replied ?? 0) / (expected?.count ?? 1)) * 1000) / 10);
    // Twelve Korean months, the current one included.
    const [fy, fm] = data.from_month.split('-').map(Number);
    const [ty, tm] = data.to_month.split('-').map(Number);
    expect((ty ?? 0) * 12 + (tm ?? 0) - ((fy ?? 0) * 12 + (fm ?? 0))).toBe(11);
    expect(data.to_month).toBe(koreanDay(new Date()).slice(0, 7));
  });

  it('internal reputation: the five category averages of the company against its industry', async () => {
    const data = dashboardInternalReputationResponse.parse(await get(admin, '/internal_reputation')).data;
    const range = sql`month between ${`${data.from_month}-01`}::date and ${`${data.to_month}-01`}::date`;
    const [own] = await rows<{ career: number; culture: number }>(sql`
      select round(sum(career)::numeric / sum(count), 2)::float8 as career, round(sum(culture)::numeric / sum(count), 2)::float8 as culture
      from company_review_months where company_id = 1 and ${range}`);
    const [industry] = await rows<{ management: number }>(sql`
      select round(sum(m.management)::numeric / sum(m.count), 2)::float8 as management
      from company_review_months m join companies c on c.id = m.company_id
      where c.industry_id = (select industry_id from companies where id = 1) and ${range}`);
    expect(data.company.career).toBe(own?.career);
    expect(data.company.culture).toBe(own?.culture);
    expect(data.industry.management).toBe(industry?.management);
    expect(data.industry.count).toBeGreaterThanOrEqual(data.company.count);
  });
});

describe('job postings', () => {
  it('pages the live postings of the left menu’s summary', async () => {
    const summary = postingSummaryResponse.parse((await admin.get('/api/v5/partners/job/postings/summary')).json()).data.postings;
    expect(summary.length).toBeGreaterThan(2);
    const first = dashboardJobPostingsResponse.parse(await get(admin, '/job_postings?page=1&per=2')).data;
    const second = dashboardJobPostingsResponse.parse(await get(admin, '/job_postings?page=2&per=2')).data;
    expect(first.page_info).toEqual({ page: 1, per: 2, total: summary.length, total_pages: Math.ceil(summary.length / 2) });
    expect([...first.contents, ...second.contents]).toEqual(summary.slice(0, 4));
  });
});

describe('sales histories', () => {
  it('pages the company’s consulting requests with their state, and shows a new request to its company only', async () => {
    const first = dashboardSalesHistoriesResponse.parse(await get(admin, '/sales_histories?page=1&per=5')).data;
    const { count } = await one<{ count: number }>(sql`select count(*)::int as count from consulting_requests where company_id = 1`);
    expect(first.page_info).toEqual({ page: 1, per: 5, total: count, total_pages: Math.ceil(count / 5) });
    expect(first.contents.map((c) => c.created_at)).toEqual([...first.contents.map((c) => c.created_at)].sort().reverse());
    expect(first.contents.some((c) => c.status !== 'received' && c.status_note !== null)).toBe(true);

    const response = await other.request({
      method: 'POST',
      url: '/api/v5/partners/consulting',
      payload: {
        customer_name: '박서연',
        customer_phone: '010-2345-6789',
        customer_email: 'hr@other.co.kr',
        apply_on: 'visitor_statistics',
        tos_privacy: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mine = dashboardSalesHistoriesResponse.parse(await get(other, '/sales_histories')).data;
    expect(mine.contents[0]).toMatchObject({ customer_name: '박서연', apply_on: 'visitor_statistics', status: 'received', status_note: null });
    const admins = dashboardSalesHistoriesResponse.parse(await get(admin, `/sales_histories?per=20`)).data;
    expect(admins.contents.some((c) => c.customer_name === '박서연' && c.apply_on === 'visitor_statistics' && c.status === 'received')).toBe(false);
    expect(admins.page_info.total).toBe(count);
  });
});
