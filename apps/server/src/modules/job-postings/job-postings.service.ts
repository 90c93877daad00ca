/**
 * Reading postings: D-day badges, the left menu, the list with its counts and CSV, occupations, statistics
 * and one posting for the form. Changing them is job-posting-changes.service.ts.
 */
import {
  ALWAYS_OPEN_LABEL,
  POSTING_STATUS_LABELS,
  JOB_POSTING_DDAY_LABELS,
  POSTING_STATISTICS_DAYS,
  allowedPostingActions,
  canSeeTalentPool,
  companyPublicUrl,
  effectivePostingStatus,
  type ExternalLinks,
  type JobPostingSummary,
  type PostingDetail,
  type PostingList,
  type PostingListQuery,
  type PostingRow,
  type PostingStatistics,
  type PostingStatus,
  type PostingStatusFilter,
  type PostingSummary,
} from '@partners/contract';
import { DAY_MS, addKoreanDays, formatKoreanDate, koreanDay, koreanDaysBetween, startOfKoreanDay } from '@partners/contract/korea-time';
import type { CsvColumn } from '../../platform/csv.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { occupationNames } from '../talent-search/taxonomy.js';
import { POSTING_CSV_HEADERS, postingCsvFilename } from './job-postings.copy.js';
import {
  companyPostingIds,
  countPostingOccupations,
  countPostings,
  findPosting,
  listDailyStats,
  listLivePostings,
  listPostingIds,
  listPostings,
  listSummaryPostings,
  postingRowsByIds,
  type JobPostingRow,
  type PostingListRow,
} from './job-postings.repo.js';

/** The badge turns urgent from this many days before the closing day. */
const URGENT_DAYS = 3;
/** Postings a CSV reads at once. */
const CSV_BATCH = 2_000;

type DdayBadge = Pick<JobPostingSummary, 'color_class' | 'dday'>;

/**
 * D-day badges of postings at `now`, counted in Korean calendar days: 상시 without an end date, 마감
 * once closed, D-day on the closing day, D-n before it (urgent from D-3). Today's Korean start is found
 * once for a whole list (a list of thousands would otherwise spend most of its time in date arithmetic);
 * Korea keeps one offset all year, so every Korean day after it is 24 hours long.
 */
export function ddayBadges(now: Date): (closesAt: Date | null) => DdayBadge {
  const today = startOfKoreanDay(now).getTime();
  return (closesAt) => {
    if (closesAt === null) return { color_class: 'always', dday: JOB_POSTING_DDAY_LABELS.always };
    if (closesAt.getTime() <= now.getTime()) return { color_class: 'closed', dday: JOB_POSTING_DDAY_LABELS.closed };
    const days = Math.floor((closesAt.getTime() - today) / DAY_MS);
    return { color_class: days <= URGENT_DAYS ? 'urgent' : 'normal', dday: days === 0 ? 'D-day' : `D-${days}` };
  };
}

/** The D-day badge of one posting at `now` (see `ddayBadges`). */
export function dday(closesAt: Date | null, now: Date): DdayBadge {
  return ddayBadges(now)(closesAt);
}

/** A posting where a proposal or the posting picker shows it; `path` is its page on the public site. */
export function toJobPostingSummary(
  posting: { id: number; companyId: number; title: string; closesAt: Date | null },
  now: Date,
  links: ExternalLinks,
): JobPostingSummary {
  return {
    id: posting.id,
    title: posting.title,
    ...dday(posting.closesAt, now),
    path: `${companyPublicUrl(links, posting.companyId)}/job_postings/${posting.id}`,
  };
}

/** The message-request modal's posting picker: the company's live postings. */
export async function liveJobPostings(db: Db, access: Access, links: ExternalLinks) {
  requirePrivacyAgreement(access);
  const now = new Date();
  const rows = await listLivePostings(db, access.row.company.id, now);
  return { results: rows.map((row) => toJobPostingSummary(row, now, links)) };
}

// ---------------------------------------------------------------- reading

type Badge = { d_day: string; color_class: PostingRow['color_class'] };

/** A list row's badge: 마감 once (effectively) closed, nothing to count for a draft without a deadline yet. */
function badgeOf(
  status: PostingStatus,
  posting: { closesAt: Date | null; alwaysOpen: boolean },
  badges: (closesAt: Date | null) => DdayBadge,
): Badge {
  if (status === 'closed') return { d_day: JOB_POSTING_DDAY_LABELS.closed, color_class: 'closed' };
  if (posting.closesAt === null && !posting.alwaysOpen) return { d_day: '-', color_class: 'normal' };
  const { dday: label, color_class } = badges(posting.closesAt);
  return { d_day: label, color_class };
}

/** The posting's occupations as the list shows them: its level-2 occupations, or its level-1 one when it has none. */
function occupationNamesOf(posting: { occupation1Id: number | null; occupation2Ids: number[] }, names: Map<number, string>): string[] {
  const ids = posting.occupation2Ids.length > 0 ? posting.occupation2Ids : posting.occupation1Id === null ? [] : [posting.occupation1Id];
  return ids.flatMap((id) => names.get(id) ?? []);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

export function toRow(row: PostingListRow, now: Date, names: Map<number, string>, badges = ddayBadges(now)): PostingRow {
  const status = effectivePostingStatus(row.status, row.closesAt, now);
  return {
    id: row.id,
    title: row.title,
    status,
    ...badgeOf(status, row, badges),
    occupation_names: occupationNamesOf(row, names),
    applicant_count: row.applicantCount,
    not_opened: row.notOpenedCount,
    view_count: row.viewCount,
    closes_at: iso(row.closesAt),
    opened_at: iso(row.opensAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    allowed_actions: allowedPostingActions(status, row.applicantCount),
  };
}

export function toDetail(row: JobPostingRow, now: Date): PostingDetail {
  const status = effectivePostingStatus(row.status, row.closesAt, now);
  return {
    id: row.id,
    status,
    applicant_count: row.applicantCount,
    allowed_actions: allowedPostingActions(status, row.applicantCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    title: row.title,
    occupation1_id: row.occupation1Id,
    occupation2_ids: row.occupation2Ids,
    experience_kind: row.experienceKind,
    experience_min_years: row.experienceMinYears,
    experience_max_years: row.experienceMaxYears,
    education: row.education,
    employment_type: row.employmentType,
    work_region: row.workRegion,
    work_address: row.workAddress,
    salary_kind: row.salaryKind,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    always_open: row.alwaysOpen,
    closes_on: row.closesAt ? koreanDay(row.closesAt) : null,
    headcount: row.headcount,
    description_html: row.descriptionHtml,
    qualifications_html: row.qualificationsHtml,
    process_steps: row.processSteps,
  };
}

/** Another company's posting answers exactly like a missing one. */
export async function requirePosting(db: Db, access: Access, id: number): Promise<JobPostingRow> {
  const row = await findPosting(db, access.row.company.id, id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The left menu's live postings (decision 0017): open ones still taking applications, and those in review. */
export async function postingSummary(db: Db, access: Access): Promise<{ postings: PostingSummary[]; fit_enable: boolean }> {
  const now = new Date();
  const rows = await listSummaryPostings(db, access.row.company.id, now);
  const badges = ddayBadges(now);
  return {
    postings: rows.map((row) => {
      const { dday: label, color_class } = badges(row.closesAt);
      return {
        id: row.id,
        title: row.title,
        d_day: label,
        color_class,
        applicant_count: row.applicantCount,
        badge: row.status === 'open' ? 'opened' : 'in_review',
        not_opened: row.notOpenedCount,
      };
    }),
    fit_enable: canSeeTalentPool(access.menuFacts),
  };
}

function selectionOf(query: Omit<PostingListQuery, 'page' | 'per'>) {
  return { status: query.status, order: query.order, keyword: query.search_keyword, occupationIds: query.occupation_id };
}

/** One page of the postings list, with the count of every state's tab under the same keyword and occupations. */
export async function postingList(db: Db, access: Access, query: PostingListQuery): Promise<PostingList> {
  const now = new Date();
  const companyId = access.row.company.id;
  const selection = selectionOf(query);
  const [rows, counts, names] = await Promise.all([
    listPostings(db, companyId, selection, now, query.page, query.per),
    countPostings(db, companyId, selection, now),
    occupationNames(db),
  ]);
  const badges = ddayBadges(now);
  return { postings: rows.map((row) => toRow(row, now, names, badges)), counts, page_info: pageInfo(query.page, query.per, counts[query.status]) };
}

/**
 * The postings CSV: every posting the list would show, in its order. The order is read once as ids
 * (a snapshot: a posting changing while the file is written neither repeats nor goes missing), then
 * the rows are read a batch at a time.
 */
export async function postingCsv(db: Db, access: Access, query: Omit<PostingListQuery, 'page' | 'per'>) {
  const now = new Date();
  const companyId = access.row.company.id;
  const [ids, names] = await Promise.all([listPostingIds(db, companyId, selectionOf(query), now), occupationNames(db)]);
  async function* batches() {
    for (let start = 0; start < ids.length; start += CSV_BATCH) {
      const slice = ids.slice(start, start + CSV_BATCH);
      const byId = new Map((await postingRowsByIds(db, companyId, slice)).map((row) => [row.id, row]));
      yield slice.flatMap((id) => byId.get(id) ?? []);
    }
  }
  const columns: CsvColumn<PostingListRow>[] = [
    { header: POSTING_CSV_HEADERS.id, cell: (r) => r.id },
    { header: POSTING_CSV_HEADERS.title, cell: (r) => r.title },
    { header: POSTING_CSV_HEADERS.status, cell: (r) => POSTING_STATUS_LABELS[effectivePostingStatus(r.status, r.closesAt, now)] },
    { header: POSTING_CSV_HEADERS.occupations, cell: (r) => occupationNamesOf(r, names).join(', ') },
    { header: POSTING_CSV_HEADERS.closesOn, cell: (r) => (r.alwaysOpen ? ALWAYS_OPEN_LABEL : r.closesAt ? formatKoreanDate(r.closesAt) : '') },
    { header: POSTING_CSV_HEADERS.applicants, cell: (r) => r.applicantCount },
    { header: POSTING_CSV_HEADERS.notOpened, cell: (r) => r.notOpenedCount },
    { header: POSTING_CSV_HEADERS.views, cell: (r) => r.viewCount },
    { header: POSTING_CSV_HEADERS.createdOn, cell: (r) => formatKoreanDate(r.createdAt) },
  ];
  return { filename: postingCsvFilename(koreanDay(now)), rowCount: ids.length, columns, batches: batches() };
}

/** The occupations the company's postings in a state use, for the list's filter: level 1 first, the most used first. */
export async function postingOccupations(db: Db, access: Access, status: PostingStatusFilter) {
  const [rows, names] = await Promise.all([countPostingOccupations(db, access.row.company.id, status, new Date()), occupationNames(db)]);
  const occupations = rows.flatMap((row) => {
    const name = names.get(row.id);
    return name === undefined ? [] : [{ id: row.id, name, level: row.level === 1 ? (1 as const) : (2 as const), count: row.count }];
  });
  occupations.sort((a, b) => a.level - b.level || b.count - a.count || a.id - b.id);
  return { occupations };
}

/** The last `POSTING_STATISTICS_DAYS` Korean days up to today's, oldest first. */
function recentKoreanDays(now: Date): string[] {
  const today = koreanDay(now);
  return koreanDaysBetween(addKoreanDays(today, 1 - POSTING_STATISTICS_DAYS), today);
}

/** Views and applicants per Korean day of each posting asked for, zero on days without any. */
export async function postingStatistics(db: Db, access: Access, postingIds: readonly number[]): Promise<{ statistics: PostingStatistics[] }> {
  const ids = [...new Set(postingIds)];
  if ((await companyPostingIds(db, access.row.company.id, ids)).length !== ids.length) throw new AppError('not_found');
  const days = recentKoreanDays(new Date());
  const stats = await listDailyStats(db, ids, days[0] ?? '');
  const byKey = new Map(stats.map((s) => [`${s.jobPostingId}:${s.day}`, s]));
  return {
    statistics: ids.map((id) => {
      const perDay = days.map((date) => {
        const s = byKey.get(`${id}:${date}`);
        return { date, views: s?.views ?? 0, applicants: s?.applicants ?? 0 };
      });
      return {
        job_posting_id: id,
        days: perDay,
        totals: { views: perDay.reduce((n, d) => n + d.views, 0), applicants: perDay.reduce((n, d) => n + d.applicants, 0) },
      };
    }),
  };
}

export async function getPosting(db: Db, access: Access, id: number) {
  return { posting: toDetail(await requirePosting(db, access, id), new Date()) };
}
