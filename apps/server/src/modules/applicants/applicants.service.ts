import {
  GENDER_LABELS,
  EDUCATION_LEVEL_LABELS,
  APPLICANT_OPENED_LABELS,
  APPLICANT_STAGE_LABELS,
  APPLICANT_CONTACT_VIEWS_PER_DAY,
  effectivePostingStatus,
  type ApplicantCounts,
  type ApplicantDetail,
  type ApplicantList,
  type ApplicantListQuery,
  type ApplicantRow,
  type ApplicantStage,
  type ApplicantStageFilter,
} from '@partners/contract';
import { KOREA_UTC_OFFSET_MINUTES, koreanDay, startOfKoreanDay } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import { keysetBatches, type CsvColumn, type CsvDownload } from '../../platform/csv.js';
import { requirePrivacyAgreement, type Access } from '../access/access.service.js';
import { distinctSubjectsSince, recordAudit } from '../audit/audit.service.js';
import { searchFitCandidates, type TalentSearchDeps } from '../talent-search/talent-search.service.js';
import { occupationNames } from '../talent-search/taxonomy.js';
import { APPLICANT_CSV_HEADERS as H, applicantCsvFilename, experienceLabel } from './applicants.copy.js';
import {
  applicantPage,
  companyNotOpened,
  companyStageCounts,
  countByStage,
  csvBatch,
  findApplicant,
  findCompanyPosting,
  lockCompanyApplications,
  markRead,
  updateNote,
  updateStage,
  type ApplicantFilter,
  type ApplicantListRow,
  type ApplicantScope,
  type CompanyPosting,
  type CsvCursor,
  type CsvRow,
  type StageCount,
} from './applicants.repo.js';

/** Rows per query of a download: big enough that round trips do not count, small enough that memory stays flat. */
export const CSV_BATCH_SIZE = 5_000;

/** The company's posting, or not_found (another company's posting answers exactly like a missing one). */
async function requirePosting(db: Db, access: Access, postingId: number): Promise<CompanyPosting> {
  const posting = await findCompanyPosting(db, access.row.company.id, postingId);
  if (!posting) throw new AppError('not_found');
  return posting;
}

function toRow(names: Map<number, string>, row: ApplicantListRow): ApplicantRow {
  return {
    id: row.id,
    job_posting: { id: row.jobPostingId, title: row.postingTitle },
    name: row.name,
    birth_year: row.birthYear,
    gender: row.gender,
    years_of_experience: row.yearsOfExperience,
    occupation_name: names.get(row.occupation2Id) ?? '',
    education_level: row.educationLevel,
    headline: row.headline,
    stage: row.stage,
    opened: row.readAt !== null,
    has_note: row.hasNote,
    applied_at: row.appliedAt.toISOString(),
  };
}

/** The stage tabs' counts from the counters the triggers keep: applications per stage, and those nobody has opened. */
function countersOf(stages: readonly StageCount[], notOpened: number): ApplicantCounts {
  const counts: ApplicantCounts = { all: 0, not_opened: notOpened, applied: 0, reviewing: 0, interview: 0, passed: 0, rejected: 0 };
  for (const r of stages) {
    counts[r.stage] = r.n;
    counts.all += r.n;
  }
  return counts;
}

/** With a keyword: a single grouped count over the matching applicants gives every tab. */
async function keywordCounts(db: Db, scope: ApplicantScope, keyword: string): Promise<ApplicantCounts> {
  const counts: ApplicantCounts = { all: 0, not_opened: 0, applied: 0, reviewing: 0, interview: 0, passed: 0, rejected: 0 };
  for (const r of await countByStage(db, scope, keyword)) {
    counts[r.stage] = r.n;
    counts.all += r.n;
    counts.not_opened += r.unread;
  }
  return counts;
}

/**
 * The counts of the list's stage tabs for a scope and keyword. Without a keyword every figure comes from the
 * counters the triggers keep: a posting's come with it (`posting`, the posting being found), the company's are
 * summed over its postings.
 */
function applicantCounts(
  db: Db,
  scope: ApplicantScope,
  keyword: string | undefined,
  posting: Promise<CompanyPosting> | undefined,
): Promise<ApplicantCounts> {
  if (keyword) return keywordCounts(db, scope, keyword);
  if (posting) return posting.then((p) => countersOf(p.stageCounts, p.notOpenedCount));
  return Promise.all([companyStageCounts(db, scope.companyId), companyNotOpened(db, scope.companyId)]).then(([stages, notOpened]) =>
    countersOf(stages, notOpened),
  );
}

/**
 * The applicants list of one posting or of all the company's postings, with the stage tabs' counts. The
 * posting, the page and the counts go out together: the page holds only the company's applications whatever
 * the posting, and a posting that is not the company's answers not_found before any of it is used.
 */
export async function listApplicants(db: Db, access: Access, query: ApplicantListQuery): Promise<ApplicantList> {
  const scope: ApplicantScope = { companyId: access.row.company.id, postingId: query.job_posting_id };
  const found = query.job_posting_id === undefined ? undefined : requirePosting(db, access, query.job_posting_id);
  const [posting, rows, counts, names] = await Promise.all([
    found,
    applicantPage(db, scope, { stage: query.stage, keyword: query.keyword }, query.order, query.per, (query.page - 1) * query.per),
    applicantCounts(db, scope, query.keyword, found),
    occupationNames(db),
  ]);
  return {
    applicants: rows.map((row) => toRow(names, row)),
    counts,
    page_info: pageInfo(query.page, query.per, counts[query.stage]),
    job_posting: posting
      ? { id: posting.id, title: posting.title, status: effectivePostingStatus(posting.status, posting.closesAt, new Date()) }
      : null,
  };
}

/**
 * The daily cap on contacts opened one by one (decision 0027): an operator opens at most
 * APPLICANT_CONTACT_VIEWS_PER_DAY different applicants per Korean day in a company; one opened today
 * opens again freely. Counted from the audit trail's views, so the count and the record cannot disagree.
 * Two first openings at the same moment may both pass at the cap's edge: a cap, not a quota.
 */
async function requireContactViewLeft(db: Db, access: Access, id: number, now: Date): Promise<void> {
  const { count, includes } = await distinctSubjectsSince(db, {
    companyId: access.row.company.id,
    userId: access.actor.userId,
    action: 'applicant.resume_viewed',
    since: startOfKoreanDay(now),
    subjectId: id,
  });
  if (!includes && count >= APPLICANT_CONTACT_VIEWS_PER_DAY) {
    throw new AppError('applicant.contact_daily_limit', { params: { limit: APPLICANT_CONTACT_VIEWS_PER_DAY } });
  }
}

/**
 * Opens an application: the résumé, the applicant's contacts (they applied: the company may see them)
 * and the company's note. Only reads (decision 0027: a GET a cross-site link can reach changes nothing;
 * the page marks it read with `markApplicantRead`), but every opening is recorded in the audit trail and
 * counts towards the operator's daily contact views.
 */
export async function getApplicant(db: Db, access: Access, id: number): Promise<ApplicantDetail> {
  const companyId = access.row.company.id;
  const row = await db.transaction(async (tx) => {
    const found = await findApplicant(tx, companyId, id);
    if (!found) throw new AppError('not_found');
    await requireContactViewLeft(tx, access, id, new Date());
    await recordAudit(tx, access, { action: 'applicant.resume_viewed', subject: { type: 'applicant', id, label: found.name } });
    return found;
  });
  const names = await occupationNames(db);
  const { resume } = row;
  return {
    ...toRow(names, row),
    contact: { phone: row.phone, email: row.email },
    resume: {
      introduction: resume.introduction,
      skills: row.skills,
      educations: resume.educations.map((e) => ({
        school_name: e.school_name,
        major: e.major,
        level: e.level,
        degree: e.degree,
        start_year: e.start_year,
        end_year: e.end_year,
      })),
      careers: resume.careers.map((c) => ({
        company_name: c.company_name,
        title: c.title,
        start: c.start,
        end: c.end,
        months: c.months,
        description: c.description,
      })),
      certifications: resume.certifications,
    },
    note: row.note,
    note_updated_at: row.noteUpdatedAt?.toISOString() ?? null,
    note_updated_by: row.noteUpdatedBy ?? null,
  };
}

/** The applicant page's explicit call once the résumé is shown: marks the application read (the first time only). */
export async function markApplicantRead(db: Db, access: Access, id: number): Promise<{ id: number; opened: true }> {
  const companyId = access.row.company.id;
  await db.transaction(async (tx) => {
    const found = await lockCompanyApplications(tx, companyId, [id]);
    if (found.length === 0) throw new AppError('not_found');
    await markRead(tx, companyId, id, new Date());
  });
  return { id, opened: true };
}

/** Moves applicants to a stage, all or none: an id that is not the company's is a 404 and nothing changes. */
export async function setApplicantStage(db: Db, access: Access, ids: readonly number[], stage: ApplicantStage): Promise<{ updated: number[] }> {
  const companyId = access.row.company.id;
  const unique = [...new Set(ids)];
  const updated = await db.transaction(async (tx) => {
    const found = await lockCompanyApplications(tx, companyId, unique);
    if (found.length !== unique.length) throw new AppError('not_found');
    return updateStage(tx, companyId, unique, stage, new Date());
  });
  const done = new Set(updated);
  return { updated: unique.filter((id) => done.has(id)) };
}

/** The company's private note on an application (trimmed and bounded by the contract). */
export async function setApplicantNote(db: Db, access: Access, id: number, note: string) {
  const row = await updateNote(db, access.row.company.id, id, note, access.actor.userId, new Date());
  if (!row) throw new AppError('not_found');
  return { note: row.note, note_updated_at: row.noteUpdatedAt?.toISOString() ?? null, note_updated_by: access.row.user.name };
}

const KOREA_OFFSET_MS = KOREA_UTC_OFFSET_MINUTES * 60_000;

/**
 * `YYYY.MM.DD HH:mm` in Korea time, as `formatKoreanDateTime` writes it (a test holds them equal), without
 * its dayjs objects: at 100,000 rows a download spent a fifth of its time formatting dates.
 */
export function koreanDateTimeCell(epochMs: number): string {
  const iso = new Date(epochMs + KOREA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}.${iso.slice(5, 7)}.${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/** The download's columns: Korean headers, cells in the words the console uses; phone and e-mail only `withContacts`. */
export function csvColumns(names: Map<number, string>, withContacts: boolean): CsvColumn<CsvRow>[] {
  const contacts: CsvColumn<CsvRow>[] = [
    { header: H.phone, cell: (r) => r.phone },
    { header: H.email, cell: (r) => r.email },
  ];
  return [
    { header: H.id, cell: (r) => r.id },
    { header: H.name, cell: (r) => r.name },
    { header: H.birthYear, cell: (r) => r.birthYear },
    { header: H.gender, cell: (r) => GENDER_LABELS[r.gender] },
    { header: H.experience, cell: (r) => experienceLabel(r.yearsOfExperience) },
    { header: H.occupation, cell: (r) => names.get(r.occupation2Id) ?? '' },
    { header: H.education, cell: (r) => EDUCATION_LEVEL_LABELS[r.educationLevel] },
    { header: H.stage, cell: (r) => APPLICANT_STAGE_LABELS[r.stage] },
    { header: H.opened, cell: (r) => (r.opened ? APPLICANT_OPENED_LABELS.opened : APPLICANT_OPENED_LABELS.not_opened) },
    { header: H.appliedAt, cell: (r) => koreanDateTimeCell(r.appliedAt) },
    ...(withContacts ? contacts : []),
  ];
}

/**
 * One posting's applicants as CSV (the list's stage and keyword filters), streamed in keyset batches.
 * With `contacts` (phone and e-mail columns) it is a sensitive export: it needs a verified step-up,
 * which its contract entry declares on the flag and the access guard checks (decision 0027). The download is recorded in the audit trail before the first byte leaves.
 */
export async function applicantsCsv(
  db: Db,
  access: Access,
  postingId: number,
  query: { stage: ApplicantStageFilter; keyword?: string | undefined; contacts: boolean },
): Promise<CsvDownload<CsvRow>> {
  const found = requirePosting(db, access, postingId);
  const scope = { companyId: access.row.company.id, postingId };
  const filter: ApplicantFilter = { stage: query.stage, keyword: query.keyword };
  const [posting, counts, names] = await Promise.all([found, applicantCounts(db, scope, query.keyword, found), occupationNames(db)]);
  await recordAudit(db, access, { action: 'applicant.csv_exported', subject: { type: 'job_posting', id: posting.id, label: posting.title } });
  const batches = keysetBatches<CsvRow>(CSV_BATCH_SIZE, (after, size) =>
    csvBatch(db, scope, filter, after ? ({ appliedAtText: after.appliedAtText, id: after.id } satisfies CsvCursor) : undefined, size, query.contacts),
  );
  return {
    filename: applicantCsvFilename(posting.title, koreanDay(new Date()).replaceAll('-', '')),
    rowCount: counts[query.stage],
    columns: csvColumns(names, query.contacts),
    batches,
  };
}

/** The experience a posting asks for, as the fit criteria's neutral code (`any`, `newcomer`, `3-7`, `3-`); the web words it. */
function experienceCode(posting: CompanyPosting): string {
  if (posting.experienceKind === 'newcomer') return 'newcomer';
  if (posting.experienceKind !== 'experienced') return 'any';
  return `${posting.experienceMinYears ?? 1}-${posting.experienceMaxYears ?? ''}`;
}

/**
 * The posting's years on the talent pool's scale (0 newcomer … 10, 11 more than ten years): an
 * experienced posting's range from its minimum (at least 1) to its maximum (none: any above).
 */
function experienceScale(posting: CompanyPosting): { min: number; max: number } | null {
  if (posting.experienceKind === 'newcomer') return { min: 0, max: 0 };
  if (posting.experienceKind !== 'experienced') return null;
  const onScale = (years: number) => (years > 10 ? 11 : years);
  return { min: onScale(posting.experienceMinYears ?? 1), max: posting.experienceMaxYears === null ? 11 : onScale(posting.experienceMaxYears) };
}

/** `?status=fit`: talent-pool seekers matching the posting's occupation and experience, but not its applicants. */
export async function fitCandidates(deps: TalentSearchDeps, access: Access, postingId: number, page: number) {
  requirePrivacyAgreement(access);
  const posting = await requirePosting(deps.db, access, postingId);
  const [result, names] = await Promise.all([
    searchFitCandidates(
      deps,
      access,
      {
        occupation1Id: posting.occupation1Id,
        occupation2Ids: posting.occupation2Ids,
        yearsOfExperience: experienceScale(posting),
        postingId: posting.id,
      },
      page,
    ),
    occupationNames(deps.db),
  ]);
  const occupationIds = posting.occupation2Ids.length > 0 ? posting.occupation2Ids : posting.occupation1Id === null ? [] : [posting.occupation1Id];
  return {
    ...result,
    criteria: { occupation_names: occupationIds.map((id) => names.get(id) ?? '').filter((n) => n !== ''), experience: experienceCode(posting) },
  };
}
