import {
  pagePath,
  PAGES,
  COMPANY_EVENT_RETENTION_DAYS,
  USAGE_RATE_EXCLUDED,
  TALENT_PATHS,
  VISITOR_CATEGORIES,
  type CompanyEvent,
  type VisitorCategory,
  planLabel,
} from '@partners/contract';
import { addDays, addKoreanDays, koreanDay, koreanMonth } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { pageInfo } from '../../platform/paging.js';
import type { Access } from '../access/access.service.js';
import { consultingHistory } from '../consulting/consulting.service.js';
import { getUsage } from '../info/info.service.js';
import { postingSummary } from '../job-postings/job-postings.service.js';
import { ticketBalance } from '../payment/payment.service.js';
import { proposalsSentThisMonth } from '../proposals/proposals.service.js';
import { averagesOf, companyReviewSplitSummary, companyScores, industryScores } from '../reviews/review-scores.service.js';
import { dailyVisits, visitHistoryPreparing } from '../visitors/visitors.service.js';
import { findCurrentBanner, companyIndustry, listCompanyEvents, visitsByCategory, type CompanyEventRow } from './dashboard.repo.js';

/** The home dashboard's nine slots (spec §3, §7; decision 0025): each one or two indexed reads. */

type Paging = { page: number; per: number };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** An event as the log lists it, with where it is handled in the console. */
export function toCompanyEvent(row: CompanyEventRow): CompanyEvent {
  const d = row.details;
  const base = { id: row.id, kind: row.kind, occurred_at: row.occurredAt.toISOString(), title: null, rating: null, answer: null, count: null };
  switch (row.kind) {
    case 'applicant_new': {
      const postingId = num(d.job_posting_id);
      return {
        ...base,
        title: text(d.job_posting_title),
        link: pagePath(PAGES.applicants, { jobPostingId: postingId ?? undefined }),
      };
    }
    case 'company_review_new':
      return { ...base, title: text(d.title), rating: num(d.rating), link: PAGES.companyReviews.path };
    case 'interview_review_new':
      return { ...base, title: text(d.title), link: PAGES.interviewReviews.path };
    case 'welfare_review_new':
      return { ...base, rating: num(d.rating), link: PAGES.welfareReviews.path };
    case 'proposal_answered': {
      const projectId = num(d.project_id);
      const status = text(d.status);
      return {
        ...base,
        answer: status === 'accepted' || status === 'rejected' ? status : null,
        link: projectId === null ? PAGES.projects.path : pagePath(PAGES.projectCandidates, { projectId }),
      };
    }
    case 'saved_search_matches':
      return {
        ...base,
        title: text(d.title),
        count: num(d.count),
        // The saved search's results narrowed to the new matches (the match job's link); the search page otherwise.
        link: text(d.link) ?? TALENT_PATHS.search('index', 1),
      };
  }
}

export async function eventLog(db: Db, access: Access, { page, per }: Paging, now = new Date()) {
  const since = addDays(now, -COMPANY_EVENT_RETENTION_DAYS);
  const { rows, total } = await listCompanyEvents(db, access.row.company.id, page, per, since);
  return { page_info: pageInfo(page, per, total), contents: rows.map(toCompanyEvent) };
}

export async function banner(db: Db, access: Access, now = new Date()) {
  const row = await findCurrentBanner(db, access.menuFacts.privilege_master_code, now);
  return row
    ? { visible: true, img_url: row.img_url, img_alt: row.img_alt, link: row.link }
    : { visible: false, img_url: null, img_alt: null, link: null };
}

export async function businessStatus(db: Db, access: Access, now = new Date()) {
  const companyId = access.row.company.id;
  const [usage, tickets, postings, proposals] = await Promise.all([
    getUsage(db, access),
    ticketBalance(db, companyId),
    postingSummary(db, access),
    proposalsSentThisMonth(db, companyId, now),
  ]);
  const counted = usage.items.filter((i) => !USAGE_RATE_EXCLUDED.includes(i.key_code));
  return {
    privilege_master_code: access.menuFacts.privilege_master_code,
    plan_label: planLabel(access.menuFacts),
    usage_rate: usage.usage_rate,
    usage_in_use: counted.filter((i) => i.in_use).length,
    usage_counted: counted.length,
    salary_tickets: tickets,
    live_postings: postings.postings.length,
    proposals_this_month: proposals,
  };
}

const isCategory = (value: string): value is VisitorCategory => (VISITOR_CATEGORIES as readonly string[]).includes(value);

/** Visits of the last 30 Korean days (today included) against the 30 before, with the daily line. */
export async function externalSummary(db: Db, access: Access, now = new Date()) {
  const companyId = access.row.company.id;
  const toDay = koreanDay(now);
  const fromDay = addKoreanDays(toDay, -29);
  const [days, categories, preparing] = await Promise.all([
    dailyVisits(db, companyId, addKoreanDays(toDay, -59), toDay),
    visitsByCategory(db, companyId, fromDay, toDay),
    visitHistoryPreparing(db),
  ]);
  const daily = days.filter((d) => d.day >= fromDay);
  const previous = days.filter((d) => d.day < fromDay);
  const top = categories.find((c) => isCategory(c.category) && c.category !== 'all' && c.visits > 0);
  return {
    from_day: fromDay,
    to_day: toDay,
    visits: daily.reduce((sum, d) => sum + d.visits, 0),
    previous_visits: previous.reduce((sum, d) => sum + d.visits, 0),
    daily,
    top_category: top && isCategory(top.category) ? { category: top.category, visits: top.visits } : null,
    preparing,
  };
}

const monthString = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}`;
/** The Korean month `back` months before the one of `now`. */
function monthsBack(now: Date, back: number): string {
  const { year, month } = koreanMonth(now);
  const index = year * 12 + (month - 1) - back;
  return monthString({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}
/** The first month any review may be in: the cumulative averages read from here. */
const REVIEWS_START = '2000-01';

export async function externalReputation(db: Db, access: Access, now = new Date()) {
  const company = access.row.company;
  const to = monthsBack(now, 0);
  const industryOf = await companyIndustry(db, company.id);
  const [own, industry] = await Promise.all([companyScores(db, company.id, REVIEWS_START, to), industryScores(db, industryOf.id, REVIEWS_START, to)]);
  const ownAverages = averagesOf(own);
  return {
    company_rating: company.companyRating,
    industry_rating: company.industryRating,
    industry_name: industryOf.name,
    review_count: ownAverages.count,
    average_rating: ownAverages.overall,
    industry_average_rating: averagesOf(industry).overall,
  };
}

/** The last 12 Korean months, the current one included. */
function lastTwelveMonths(now: Date) {
  return { from: monthsBack(now, 11), to: monthsBack(now, 0) };
}

export async function internalSummary(db: Db, access: Access, now = new Date()) {
  const { from, to } = lastTwelveMonths(now);
  const s = await companyReviewSplitSummary(db, access.row.company.id, from, to);
  return {
    from_month: from,
    to_month: to,
    count: s.count,
    current_count: s.current,
    former_count: s.former,
    average_rating: s.averageRating,
    replied_count: s.replied,
    replied_share: s.count === 0 ? null : Math.round((s.replied / s.count) * 1000) / 10,
  };
}

export async function internalReputation(db: Db, access: Access, now = new Date()) {
  const company = access.row.company;
  const { from, to } = lastTwelveMonths(now);
  const industryOf = await companyIndustry(db, company.id);
  const [own, industry] = await Promise.all([companyScores(db, company.id, from, to), industryScores(db, industryOf.id, from, to)]);
  return { from_month: from, to_month: to, industry_name: industryOf.name, company: averagesOf(own), industry: averagesOf(industry) };
}

/** Live postings (the left menu's summary: a company has a handful), one page of them. */
export async function jobPostings(db: Db, access: Access, { page, per }: Paging) {
  const { postings } = await postingSummary(db, access);
  return { page_info: pageInfo(page, per, postings.length), contents: postings.slice((page - 1) * per, page * per) };
}

export function salesHistories(db: Db, access: Access, { page, per }: Paging) {
  return consultingHistory(db, access.row.company.id, page, per);
}
