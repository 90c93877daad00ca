import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
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
import { DAY_MS, addKoreanDays, koreanDay, koreanDayStart, koreanMonthBounds } from '@partners/contract/korea-time';
import { companyEvents } from '../../db/schema/index.js';
import {
  makeBanner,
  makeCompany,
  makeCompanyEvent,
  makeCompanyReview,
  makeConsultingRequest,
  makeIndustry,
  makeJobSeeker,
  makePosting,
  makeProject,
  makeProposal,
  makeTicketEntry,
  makeUser,
  makeVisits,
  signInAs,
  type CompanyOverrides,
} from '../../test/factories.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { recordFeatureUse } from '../info/info.service.js';
import { refreshIndustryScores } from '../reviews/review-scores.service.js';
import { companyEventRetentionTask } from './dashboard.jobs.js';

/**
 * The home dashboard's slots (spec §3, §7; decision 0025) over rows each test makes for companies of its own,
 * so every figure is stated from what the test wrote.
 */
const B = '/api/v3/business_center';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company of its own (with these overrides), its admin, and a client signed in as them. */
async function companyWithAdmin(overrides: CompanyOverrides = {}) {
  const company = await makeCompany(t.database.db, overrides);
  const user = await makeUser(t.database.db, { company });
  return { company, user, client: await signInAs(t.app, user) };
}

const get = async (client: Client, path: string) => {
  const response = await client.get(`${B}${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('event_log', () => {
  it('lists the company events newest first with a link per kind, paged, never another company’s', async () => {
    const mine = await companyWithAdmin();
    const theirs = await companyWithAdmin();
    const db = t.database.db;
    await makeCompanyEvent(db, {
      company: mine.company,
      kind: 'applicant_new',
      details: { job_posting_id: 4242, job_posting_title: '대시보드 테스트 공고' },
      occurredAt: minutesAgo(3),
    });
    await makeCompanyEvent(db, {
      company: mine.company,
      kind: 'proposal_answered',
      details: { status: 'accepted', project_id: 77, job_seeker_id: 5 },
      occurredAt: minutesAgo(2),
    });
    await makeCompanyEvent(db, {
      company: mine.company,
      kind: 'saved_search_matches',
      details: { title: '자바 개발자', count: 6, link: '/partners/job_seekers/search/index/1?job_seeker_ids=abc' },
      occurredAt: minutesAgo(1),
    });
    await makeCompanyEvent(db, { company: mine.company, kind: 'interview_review_new', details: { title: '면접 후기' }, occurredAt: minutesAgo(10) });
    await makeCompanyEvent(db, {
      company: mine.company,
      kind: 'company_review_new',
      details: { rating: 5, title: '좋은 회사' },
      occurredAt: minutesAgo(11),
    });
    // Older than the retention: not listed.
    await makeCompanyEvent(db, {
      company: mine.company,
      kind: 'welfare_review_new',
      details: { rating: 4, benefit_code: 'meal' },
      occurredAt: new Date(Date.now() - (COMPANY_EVENT_RETENTION_DAYS + 1) * DAY_MS),
    });
    await makeCompanyEvent(db, { company: theirs.company, kind: 'company_review_new', details: { rating: 2, title: '다른 회사의 리뷰' } });

    const page1 = dashboardEventLogResponse.parse(await get(mine.client, '/event_log?page=1&per=3')).data;
    expect(page1.contents.map((e) => e.kind)).toEqual(['saved_search_matches', 'proposal_answered', 'applicant_new']);
    expect(page1.contents[0]).toMatchObject({ title: '자바 개발자', count: 6, link: '/partners/job_seekers/search/index/1?job_seeker_ids=abc' });
    expect(page1.contents[1]).toMatchObject({ answer: 'accepted', link: '/partners/job_seekers/project/77/candidates' });
    expect(page1.contents[2]).toMatchObject({ title: '대시보드 테스트 공고', link: '/partners/applicant_management/4242' });
    expect(page1.page_info).toEqual({ page: 1, per: 3, total: 5, total_pages: 2 });

    const page2 = dashboardEventLogResponse.parse(await get(mine.client, '/event_log?page=2&per=3')).data;
    expect(page2.contents.map((e) => [e.kind, e.title, e.rating])).toEqual([
      ['interview_review_new', '면접 후기', null],
      ['company_review_new', '좋은 회사', 5],
    ]);

    const other = dashboardEventLogResponse.parse(await get(theirs.client, '/event_log?per=20')).data;
    expect(other.contents.map((e) => e.title)).toEqual(['다른 회사의 리뷰']);
  });

  it('refuses a page larger than 20', async () => {
    const { client } = await companyWithAdmin();
    expect((await client.get(`${B}/event_log?per=21`)).statusCode).toBe(400);
    expect((await client.get(`${B}/job_postings?per=0`)).statusCode).toBe(400);
    expect((await client.get(`${B}/sales_histories?page=0`)).statusCode).toBe(400);
  });

  it('the retention task deletes the events older than 90 days and keeps the rest', async () => {
    const company = await makeCompany(t.database.db);
    await makeCompanyEvent(t.database.db, { company, occurredAt: new Date(Date.now() - (COMPANY_EVENT_RETENTION_DAYS + 5) * DAY_MS) });
    const recent = await makeCompanyEvent(t.database.db, { company, occurredAt: new Date(Date.now() - (COMPANY_EVENT_RETENTION_DAYS - 1) * DAY_MS) });
    await companyEventRetentionTask(t.database.db).run();
    const left = await t.database.db.select({ id: companyEvents.id }).from(companyEvents).where(eq(companyEvents.companyId, company.id));
    expect(left).toEqual([{ id: recent.id }]);
    const [old] = (
      (await t.database.db.execute(sql`select count(*)::int as old from company_events where occurred_at < now() - interval '90 days'`)) as {
        rows: { old: number }[];
      }
    ).rows;
    expect(old).toEqual({ old: 0 });
  });
});

describe('banner', () => {
  it('shows the running campaign of highest priority for the company’s plan, not an ended or a coming one', async () => {
    const premium = await companyWithAdmin({ plan: 'premium' });
    const basic = await companyWithAdmin({ plan: 'basic' });
    const forPremium = await makeBanner(t.database.db, { plans: ['premium'], imgAlt: '방문자 리포트' });
    const forBasic = await makeBanner(t.database.db, { plans: ['basic'], imgAlt: '브랜딩 업그레이드', link: '/partners/renewal_brandservice' });
    // Of higher priority (made later), but not running now.
    await makeBanner(t.database.db, { plans: ['premium'], endsAt: minutesAgo(1) });
    await makeBanner(t.database.db, { plans: ['basic'], startsAt: new Date(Date.now() + DAY_MS) });

    const shown = dashboardBannerResponse.parse(await get(premium.client, '/banner')).data;
    expect(shown).toEqual({ visible: true, img_url: forPremium.imgUrl, img_alt: '방문자 리포트', link: forPremium.link });
    const basics = dashboardBannerResponse.parse(await get(basic.client, '/banner')).data;
    expect(basics).toEqual({ visible: true, img_url: forBasic.imgUrl, img_alt: '브랜딩 업그레이드', link: '/partners/renewal_brandservice' });
  });

  it('is not visible when no campaign runs', async () => {
    // The campaigns already there that a vip company would see end; then only an ended one is made.
    await t.database.db.execute(
      sql`update dashboard_banners set ends_at = starts_at + interval '1 second' where 'vip' = any(plans) or cardinality(plans) = 0`,
    );
    await makeBanner(t.database.db, { plans: ['vip'], startsAt: new Date(Date.now() - 2 * DAY_MS), endsAt: minutesAgo(1) });
    const vip = await companyWithAdmin({ plan: 'vip' });
    expect(dashboardBannerResponse.parse(await get(vip.client, '/banner')).data).toEqual({
      visible: false,
      img_url: null,
      img_alt: null,
      link: null,
    });
  });
});

describe('business status', () => {
  it('reports plan, usage rate, tickets, live postings and this month’s proposals of the company', async () => {
    const db = t.database.db;
    const { company, user, client } = await companyWithAdmin({ plan: 'premium' });
    // Two of the five items the rate counts are in use (spec §9).
    await recordFeatureUse(db, company.id, 'profile', true);
    await recordFeatureUse(db, company.id, 'cover_photo', true);
    await makeTicketEntry(db, { company, delta: 5, reason: 'grant' });
    await makeTicketEntry(db, { company, delta: -1, reason: 'use' });
    for (let i = 0; i < 3; i++) await makePosting(db, { company });
    await makePosting(db, { company, status: 'closed', closesAt: new Date(Date.now() - DAY_MS) });
    const project = await makeProject(db, { company });
    const seeker = await makeJobSeeker(db);
    await makeProposal(db, { company, sender: user, project, seeker });
    await makeProposal(db, { company, sender: user, project, seeker: await makeJobSeeker(db) });
    const lastMonth = new Date(koreanMonthBounds(new Date()).start.getTime() - DAY_MS);
    await makeProposal(db, { company, sender: user, project, seeker: await makeJobSeeker(db), createdAt: lastMonth });

    const status = dashboardBusinessStatusResponse.parse(await get(client, '/dash_board/business_status')).data;
    expect(status).toEqual({
      privilege_master_code: 'premium',
      plan_label: 'success_based_branding',
      usage_rate: 40,
      usage_in_use: 2,
      usage_counted: 5,
      salary_tickets: 4,
      live_postings: 3,
      proposals_this_month: 2,
    });
  });
});

describe('external summary', () => {
  it('sums the last 30 Korean days against the 30 before and names the most visited category', async () => {
    const today = koreanDay(new Date());
    const daysAgo = (n: number) => addKoreanDays(today, -n);
    /** A minute after the Korean day began (never in the future). */
    const on = (day: string) => new Date(Math.min(koreanDayStart(day).getTime() + 60_000, Date.now() - 1_000));
    const { company, client } = await companyWithAdmin();
    await makeVisits(t.database.db, company, [
      { occurredAt: on(today), category: 'salaries', times: 5 },
      { occurredAt: on(daysAgo(29)), category: 'reviews', times: 4 },
      { occurredAt: on(daysAgo(30)), category: 'reviews', times: 7 },
      { occurredAt: on(daysAgo(59)), category: 'newsroom' },
      { occurredAt: on(daysAgo(60)), category: 'newsroom', times: 10 },
    ]);
    await makeVisits(t.database.db, await makeCompany(t.database.db), [{ occurredAt: on(today), category: 'interviews', times: 20 }]);
    const got = dashboardExternalSummaryResponse.parse(await get(client, '/external_summary')).data;
    expect(got).toMatchObject({
      from_day: daysAgo(29),
      to_day: today,
      visits: 9,
      previous_visits: 8,
      top_category: { category: 'salaries', visits: 5 },
    });
    expect(got.daily).toHaveLength(30);
    expect(got.daily.filter((d) => d.visits > 0)).toEqual([
      { day: daysAgo(29), visits: 4 },
      { day: today, visits: 5 },
    ]);
  });
});

describe('reputation and reviews', () => {
  /**
   * Two companies alone in an industry of their own: `mine` with two reviews of the last 12 months (5, current,
   * answered; 3, former) and one of two years ago (4), `peer` with one (2). Every category rating is the overall one.
   */
  async function reviewedIndustry() {
    const db = t.database.db;
    const industry = await makeIndustry(db, { name: '대시보드 업종' });
    const mine = await companyWithAdmin({ industryId: industry.id, companyRating: 'BAD', industryRating: 'LOW_MID' });
    const peer = await makeCompany(db, { industryId: industry.id });
    await makeCompanyReview(db, { company: mine.company, ratingOverall: 5, employmentStatus: 'current', repliedAt: new Date() });
    await makeCompanyReview(db, { company: mine.company, ratingOverall: 3, employmentStatus: 'former' });
    await makeCompanyReview(db, { company: mine.company, ratingOverall: 4, writtenAt: new Date(Date.now() - 730 * DAY_MS) });
    await makeCompanyReview(db, { company: peer, ratingOverall: 2 });
    // The industry rollup is a periodic task's; here it is refreshed once after the reviews.
    await refreshIndustryScores(db, null);
    return { industry, client: mine.client };
  }

  it('external reputation: the §1 ratings and the cumulative average against the industry', async () => {
    const { industry, client } = await reviewedIndustry();
    const data = dashboardExternalReputationResponse.parse(await get(client, '/external_reputation')).data;
    expect(data).toEqual({
      company_rating: 'BAD',
      industry_rating: 'LOW_MID',
      industry_name: industry.name,
      review_count: 3,
      average_rating: 4,
      industry_average_rating: 3.5,
    });
  });

  it('internal summary: the last 12 months, current vs former, the share answered', async () => {
    const { client } = await reviewedIndustry();
    const data = dashboardInternalSummaryResponse.parse(await get(client, '/internal_summary')).data;
    expect(data).toMatchObject({ count: 2, current_count: 1, former_count: 1, replied_count: 1, replied_share: 50 });
    // Twelve Korean months, the current one included.
    const [fy, fm] = data.from_month.split('-').map(Number);
    const [ty, tm] = data.to_month.split('-').map(Number);
    expect((ty ?? 0) * 12 + (tm ?? 0) - ((fy ?? 0) * 12 + (fm ?? 0))).toBe(11);
    expect(data.to_month).toBe(koreanDay(new Date()).slice(0, 7));
  });

  it('internal reputation: the five category averages of the company against its industry', async () => {
    const { industry, client } = await reviewedIndustry();
    const data = dashboardInternalReputationResponse.parse(await get(client, '/internal_reputation')).data;
    expect(data.industry_name).toBe(industry.name);
    expect(data.company).toMatchObject({ count: 2, career: 4, culture: 4, management: 4 });
    expect(data.industry).toMatchObject({ count: 3, career: 3.33, management: 3.33 });
  });
});

describe('job postings', () => {
  it('pages the live postings of the left menu’s summary', async () => {
    const { company, client } = await companyWithAdmin();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makePosting(t.database.db, { company }));
    await makePosting(t.database.db, { company, status: 'closed', closesAt: new Date(Date.now() - DAY_MS) });
    const summary = postingSummaryResponse.parse((await client.get('/api/v5/partners/job/postings/summary')).json()).data.postings;
    expect(summary.map((p) => p.id).sort()).toEqual(made.map((p) => p.id).sort());
    const first = dashboardJobPostingsResponse.parse(await get(client, '/job_postings?page=1&per=2')).data;
    const second = dashboardJobPostingsResponse.parse(await get(client, '/job_postings?page=2&per=2')).data;
    expect(first.page_info).toEqual({ page: 1, per: 2, total: 3, total_pages: 2 });
    expect([...first.contents, ...second.contents]).toEqual(summary);
  });
});

describe('sales histories', () => {
  it('pages the company’s consulting requests with their state, and shows a new request to its company only', async () => {
    const db = t.database.db;
    const mine = await companyWithAdmin();
    const made = [];
    for (let i = 0; i < 6; i++) {
      const answered = i % 2 === 0;
      made.push(
        await makeConsultingRequest(db, {
          company: mine.company,
          user: mine.user,
          createdAt: new Date(Date.now() - (i + 1) * DAY_MS),
          status: answered ? 'in_progress' : 'received',
          statusNote: answered ? `담당자 배정 ${i}` : null,
        }),
      );
    }
    const first = dashboardSalesHistoriesResponse.parse(await get(mine.client, '/sales_histories?page=1&per=5')).data;
    expect(first.page_info).toEqual({ page: 1, per: 5, total: 6, total_pages: 2 });
    // Newest first: the requests in the order made (each a day older than the one before).
    expect(first.contents.map((c) => [c.status, c.status_note])).toEqual(made.slice(0, 5).map((r) => [r.status, r.statusNote]));
    expect(first.contents.map((c) => c.created_at)).toEqual(made.slice(0, 5).map((r) => r.createdAt.toISOString()));

    const theirs = await companyWithAdmin();
    const response = await theirs.client.request({
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
    const theirList = dashboardSalesHistoriesResponse.parse(await get(theirs.client, '/sales_histories')).data;
    expect(theirList.contents.map((c) => [c.customer_name, c.apply_on, c.status, c.status_note])).toEqual([
      ['박서연', 'visitor_statistics', 'received', null],
    ]);
    const mineAfter = dashboardSalesHistoriesResponse.parse(await get(mine.client, '/sales_histories?per=20')).data;
    expect(mineAfter.page_info.total).toBe(6);
  });
});
