import {
  INDUSTRY_LEVEL1_IT_ID,
  OCCUPATION_LEVEL1_DEVELOPMENT_ID,
  SALARY_ANALYSIS,
  SALARY_ANALYSIS_CANCELLABLE,
  SALARY_ANALYSIS_FILTERS,
  SALARY_ANALYSIS_FILTER_STATUSES,
  type SalaryAnalysis,
  type SalaryAnalysisCreateBody,
  type SalaryAnalysisDetail,
  type SalaryAnalysisFilter,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/jobs.js';
import { pageInfo } from '../../platform/paging.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { analysisHoldsTicket, lockTickets, recordAnalysisTicket, ticketBalance } from '../payment/payment.service.js';
import { cohortIsLargeEnough, cohortYears, type SalaryAnalysisInput } from './analysis.js';
import { analysisTitle } from './salary-analysis.copy.js';
import {
  countByStatus,
  findAnalysisPage,
  findAnalysisView,
  findByIdempotencyKey,
  findCompaniesOfSize,
  findCompanyProfile,
  findIndustries,
  findIndustry,
  findOccupation,
  findOccupations,
  insertAnalysis,
  insertSalaryReports,
  lockAnalysis,
  markCancelled,
  type AnalysisRow,
  type AnalysisView,
  type NewAnalysis,
  type TaxonomyRow,
} from './salary-analysis.repo.js';

/**
 * Salary analysis (spec §2 /salary_analysis, §3 form and list, §4 statuses; decision 0024): the form's
 * taxonomies, requests that use a ticket or wait reserved for data, their cancellation with a refund, the
 * list and the report. The analysis itself is the worker's (salary-analysis.jobs.ts).
 */

/** The job that analyses one request (status 1 → 4 → 3). */
export const SALARY_ANALYSE_JOB = 'salary_analysis.analyse';

/** Every call needs a company that applied for salary analysis. */
function requireApplied(access: Access): void {
  if (!access.menuFacts.is_salary_apply) throw new AppError('salary_analysis.not_applied');
}

function taxonomyGroups(rows: readonly TaxonomyRow[]) {
  return rows
    .filter((r) => r.parentId === null)
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      children: rows.filter((r) => r.parentId === parent.id).map((r) => ({ id: r.id, name: r.name })),
    }));
}

export async function getForm(db: Db, access: Access) {
  requireApplied(access);
  const [occupations, industries, tickets] = await Promise.all([findOccupations(db), findIndustries(db), ticketBalance(db, access.row.company.id)]);
  return {
    occupations: taxonomyGroups(occupations),
    industries: taxonomyGroups(industries),
    defaults: { occupationLevel1: OCCUPATION_LEVEL1_DEVELOPMENT_ID, industryLevel1: INDUSTRY_LEVEL1_IT_ID },
    tickets: Math.max(0, tickets),
  };
}

// ---------------------------------------------------------------- reading

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toAnalysis(view: AnalysisView): SalaryAnalysis {
  const { row } = view;
  return {
    id: row.id,
    status: row.status,
    report_type: row.reportType,
    title: analysisTitle(view.occupation2Name ?? view.occupation1Name ?? '', row.experienceYears),
    requested_by: view.requestedByName,
    created_at: row.createdAt.toISOString(),
    analysed_at: iso(row.analysedAt),
    cancelled_at: iso(row.cancelledAt),
    ticket_used: view.ticketHeld,
    can_cancel: SALARY_ANALYSIS_CANCELLABLE.includes(row.status),
  };
}

function toDetail(view: AnalysisView): SalaryAnalysisDetail {
  const { row } = view;
  return {
    ...toAnalysis(view),
    request: {
      occupationLevel1: { id: row.occupationLevel1Id, name: view.occupation1Name ?? '' },
      occupationLevel2: named(row.occupationLevel2Id, view.occupation2Name),
      experienceYear: row.experienceYears,
      hopeSalary: row.hopeSalary,
      preSalary: row.preSalary,
      preCompany: row.preCompanyName === null ? null : { id: row.preCompanyId, name: row.preCompanyName },
      industryLevel1: { id: row.industryLevel1Id, name: view.industry1Name ?? '' },
      industryLevel2: named(row.industryLevel2Id, view.industry2Name),
      companySize: row.companySize,
      proposeSalary: row.proposeSalary,
    },
    result: row.status === 3 ? row.result : null,
  };
}

/** The company's request with its report; another company's is the same 404 as a missing one. */
export async function getAnalysis(db: Db, access: Access, id: number) {
  requireApplied(access);
  const view = await findAnalysisView(db, access.row.company.id, id);
  if (!view) throw new AppError('not_found');
  return { analysis: toDetail(view) };
}

export async function listAnalyses(db: Db, access: Access, query: { status: SalaryAnalysisFilter; page: number }) {
  requireApplied(access);
  const companyId = access.row.company.id;
  const per = SALARY_ANALYSIS.pageSize;
  const [rows, byStatus] = await Promise.all([
    findAnalysisPage(db, companyId, SALARY_ANALYSIS_FILTER_STATUSES[query.status], query.page, per),
    countByStatus(db, companyId),
  ]);
  const countOf = (filter: SalaryAnalysisFilter) =>
    byStatus.filter((s) => SALARY_ANALYSIS_FILTER_STATUSES[filter].includes(s.status)).reduce((sum, s) => sum + s.n, 0);
  const counts = Object.fromEntries(SALARY_ANALYSIS_FILTERS.map((f) => [f, countOf(f)])) as Record<SalaryAnalysisFilter, number>;
  return { analyses: rows.map(toAnalysis), counts, page_info: pageInfo(query.page, per, counts[query.status]) };
}

// ---------------------------------------------------------------- requesting

/** The previous company as the analysis reads it: a known company's size and industry, else none (a typed name). */
export type PreCompanyProfile = SalaryAnalysisInput['preCompany'];

type RequestFields = Omit<NewAnalysis, 'companyId' | 'requestedBy' | 'status' | 'idempotencyKey' | 'result' | 'createdAt'>;

/** A level 1 and, when given, a level 2 under it; the field the form shows the error on otherwise. */
async function checkTaxonomy(
  find: (id: number) => Promise<TaxonomyRow | undefined>,
  level1: number,
  level2: number | null,
): Promise<'level1' | 'level2' | null> {
  const [parent, child] = await Promise.all([find(level1), level2 === null ? undefined : find(level2)]);
  if (!parent || parent.parentId !== null) return 'level1';
  if (level2 !== null && child?.parentId !== level1) return 'level2';
  return null;
}

/** The request as stored, once its taxonomy ids are checked and its previous company resolved. */
async function requestFields(db: Db, body: SalaryAnalysisCreateBody): Promise<RequestFields> {
  const [occupation, industry, company] = await Promise.all([
    checkTaxonomy((id) => findOccupation(db, id), body.occupationLevel1, body.occupationLevel2),
    checkTaxonomy((id) => findIndustry(db, id), body.industryLevel1, body.industryLevel2),
    body.preCompany?.id ? findCompanyProfile(db, body.preCompany.id) : undefined,
  ]);
  if (occupation) {
    throw new AppError('salary_analysis.occupation_unknown', { field: `body.${occupation === 'level1' ? 'occupationLevel1' : 'occupationLevel2'}` });
  }
  if (industry)
    throw new AppError('salary_analysis.industry_unknown', { field: `body.${industry === 'level1' ? 'industryLevel1' : 'industryLevel2'}` });
  return {
    reportType: body.proposeSalary === null ? 'market' : 'offer_check',
    occupationLevel1Id: body.occupationLevel1,
    occupationLevel2Id: body.occupationLevel2,
    experienceYears: body.experienceYear,
    hopeSalary: body.hopeSalary,
    preSalary: body.preSalary,
    // An id the autocomplete gave that names no company any more is taken as the typed name it came with.
    preCompanyId: company?.id ?? null,
    preCompanyName: company?.name ?? body.preCompany?.name ?? null,
    industryLevel1Id: body.industryLevel1,
    industryLevel2Id: body.industryLevel2,
    companySize: body.companySize,
    proposeSalary: body.proposeSalary,
  };
}

/** Whether a stored request is the one these fields describe (a double submit), field by field. */
function sameRequest(row: AnalysisRow, fields: RequestFields): boolean {
  const keys = [
    'occupationLevel1Id',
    'occupationLevel2Id',
    'experienceYears',
    'hopeSalary',
    'preSalary',
    'preCompanyId',
    'industryLevel1Id',
    'industryLevel2Id',
    'companySize',
    'proposeSalary',
  ] as const;
  if (keys.some((k) => row[k] !== fields[k])) return false;
  // A known company is the same by id even if it was renamed since; a typed name by its text.
  return row.preCompanyId !== null || row.preCompanyName === fields.preCompanyName;
}

/** What the analysis reads of a request: its fields, and the previous company's size and industry when it is a known company. */
export async function analysisInputOf(db: Db, row: Omit<RequestFields, 'reportType'>): Promise<SalaryAnalysisInput> {
  const company = row.preCompanyId === null || row.preCompanyId === undefined ? undefined : await findCompanyProfile(db, row.preCompanyId);
  return {
    occupationLevel1Id: row.occupationLevel1Id,
    occupationLevel2Id: row.occupationLevel2Id ?? null,
    experienceYears: row.experienceYears,
    industryLevel1Id: row.industryLevel1Id,
    industryLevel2Id: row.industryLevel2Id ?? null,
    companySize: row.companySize,
    hopeSalary: row.hopeSalary,
    preSalary: row.preSalary ?? null,
    proposeSalary: row.proposeSalary ?? null,
    preCompany:
      company && company.industryParentId !== null
        ? { size: company.size, industryLevel1Id: company.industryParentId, industryLevel2Id: company.industryId }
        : null,
  };
}

/**
 * Records a request (decision 0024). With enough salary data it is requested (1): a ticket used and the
 * analyse job queued, in one transaction that takes the company's ticket lock, so concurrent requests
 * never use more tickets than there are (none left: `no_tickets`, nothing recorded). With too little it
 * is reserved (11) and uses none. The idempotency key makes a double submit the first request.
 */
export async function createAnalysis(db: Db, access: Access, body: SalaryAnalysisCreateBody, now = new Date()) {
  requireApplied(access);
  const { companyId, userId } = operatorOf(access);
  const fields = await requestFields(db, body);
  const replay = (row: AnalysisRow) => {
    if (!sameRequest(row, fields)) throw new AppError('salary_analysis.idempotency_key_reused');
    return row.id;
  };
  const earlier = await findByIdempotencyKey(db, companyId, body.idempotency_key);
  const id = earlier
    ? replay(earlier)
    : await (async () => {
        const analysable = await cohortIsLargeEnough(db, await analysisInputOf(db, fields), now);
        return db.transaction(async (tx) => {
          await lockTickets(tx, companyId);
          const raced = await findByIdempotencyKey(tx, companyId, body.idempotency_key);
          if (raced) return replay(raced);
          const values = { ...fields, companyId, requestedBy: userId, idempotencyKey: body.idempotency_key, createdAt: now };
          if (!analysable) return insertAnalysis(tx, { ...values, status: 11 });
          if ((await ticketBalance(tx, companyId)) < 1) throw new AppError('salary_analysis.no_tickets');
          const created = await insertAnalysis(tx, { ...values, status: 1 });
          await recordAnalysisTicket(tx, { companyId, analysisId: created, reason: 'use', createdBy: userId });
          await enqueue(tx, SALARY_ANALYSE_JOB, { analysis_id: created });
          return created;
        });
      })();
  return getAnalysis(db, access, id);
}

/**
 * Cancels a requested, analysing or reserved request (5) and refunds the ticket it holds, once: the row
 * lock makes concurrent cancels take turns and the ledger's unique index refuses a second refund. A
 * worker that finishes the analysis afterwards finds it cancelled and writes nothing.
 */
export async function cancelAnalysis(db: Db, access: Access, id: number, now = new Date()) {
  requireApplied(access);
  const { companyId, userId } = operatorOf(access);
  await db.transaction(async (tx) => {
    const row = await lockAnalysis(tx, companyId, id);
    if (!row) throw new AppError('not_found');
    if (!SALARY_ANALYSIS_CANCELLABLE.includes(row.status)) throw new AppError('salary_analysis.not_cancellable');
    await markCancelled(tx, id, now);
    if (await analysisHoldsTicket(tx, id)) await recordAnalysisTicket(tx, { companyId, analysisId: id, reason: 'refund', createdBy: userId });
  });
  return getAnalysis(db, access, id);
}

/**
 * Demo mode only (decision 0024; the route exists only then, decision 0028): `SALARY_ANALYSIS.minCohort` salary reports for the request's exact
 * cohort, spread from 80% to 120% of the desired salary, as job seekers would add them on the public site.
 * The table's trigger then queues the reservation re-check, as for any new report.
 */
export async function addDemoSalaryReports(db: Db, access: Access, id: number, now = new Date()) {
  requireApplied(access);
  const { companyId } = operatorOf(access);
  const row = (await findAnalysisView(db, companyId, id))?.row;
  if (!row) throw new AppError('not_found');
  // A level-1 request takes the first level 2 under it: every level 2 is part of its cohort.
  const [occupations, industries] = await Promise.all([findOccupations(db), findIndustries(db)]);
  const firstChild = (rows: readonly TaxonomyRow[], parentId: number) => rows.find((r) => r.parentId === parentId)?.id;
  const occupationId = row.occupationLevel2Id ?? firstChild(occupations, row.occupationLevel1Id);
  const industryId = row.industryLevel2Id ?? firstChild(industries, row.industryLevel1Id);
  if (occupationId === undefined || industryId === undefined) throw new AppError('not_found');
  const employers = await findCompaniesOfSize(db, row.companySize, SALARY_ANALYSIS.minCohort);
  const n = SALARY_ANALYSIS.minCohort;
  const reportedYear = cohortYears(now).to;
  await insertSalaryReports(
    db,
    Array.from({ length: n }, (_, i) => ({
      companyId: employers.length > 0 ? (employers[i % employers.length] as number) : companyId,
      occupationId,
      industryId,
      companySize: row.companySize,
      experienceYears: row.experienceYears,
      annualSalary: Math.round((row.hopeSalary * (0.8 + (0.4 * i) / (n - 1))) / 10) * 10,
      reportedYear,
    })),
  );
  return { added: n };
}
