/**
 * Changing postings: the form's create and update, copy, close, cancel review, delete, and the review job
 * that opens a submitted posting (decision 0017). Reading them is job-postings.service.ts.
 */
import {
  POSTING_COPY_SUFFIX,
  POSTING_HTML_MAX,
  POSTING_TITLE_MAX,
  POSTING_TRANSITIONS,
  effectivePostingStatus,
  postingIssues,
  registerPostingTarget,
  type PostingFields,
} from '@partners/contract';
import { koreanDayEnd } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeRichText } from '../../platform/rich-text.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { occupationList, occupationNames } from '../talent-search/taxonomy.js';
import {
  deletePostingWithoutApplicants,
  insertPosting,
  savePosting,
  transitionPosting,
  type JobPostingRow,
  type NewJobPosting,
  type PostingSave,
} from './job-postings.repo.js';
import { requirePosting, toDetail, toRow } from './job-postings.service.js';

/** Spec §6: a company without job-posting biz and not on premium_recruit registers through the payment page, not here. */
function requireRegistering(access: Access): void {
  if (registerPostingTarget(access.menuFacts).kind === 'external_payment') throw new AppError('job_posting.register_not_allowed');
}

/** Occupation 1 must be a level-1 occupation and every occupation 2 one of its children. */
async function checkOccupations(db: Db, fields: PostingFields): Promise<void> {
  if (fields.occupation1_id === null && fields.occupation2_ids.length === 0) return;
  const byId = new Map((await occupationList(db)).map((o) => [o.id, o]));
  const parent = fields.occupation1_id;
  if (parent !== null && byId.get(parent)?.parentId !== null) {
    throw new AppError('job_posting.occupation_unknown', { field: 'body.posting.occupation1_id' });
  }
  if (fields.occupation2_ids.some((id) => parent === null || byId.get(id)?.parentId !== parent)) {
    throw new AppError('job_posting.occupation_unknown', { field: 'body.posting.occupation2_ids' });
  }
}

/** `closes_on` is the last Korean day of applying: the posting closes at that day's last millisecond. */
function closesAtOf(fields: PostingFields): Date | null {
  if (fields.always_open || fields.closes_on === null) return null;
  return new Date(koreanDayEnd(fields.closes_on).getTime() - 1);
}

/**
 * The columns a save writes: rich text sanitised, then the save's rules checked again on what will be
 * stored (a description of nothing but a script is empty), and fields that do not apply cleared.
 */
async function postingColumns(
  db: Db,
  fields: PostingFields,
  saveAs: 'draft' | 'review',
  now: Date,
): Promise<Partial<NewJobPosting> & { title: string }> {
  await checkOccupations(db, fields);
  const stored: PostingFields = {
    ...fields,
    description_html: sanitizeRichText(fields.description_html),
    qualifications_html: sanitizeRichText(fields.qualifications_html),
  };
  for (const field of ['description_html', 'qualifications_html'] as const) {
    if (stored[field].length > POSTING_HTML_MAX) throw new AppError('bad_request', { field: `body.posting.${field}` });
  }
  const [issue] = postingIssues(stored, saveAs, now);
  if (issue) throw new AppError('bad_request', { field: ['body', 'posting', ...issue.path].join('.') });
  const experienced = stored.experience_kind === 'experienced';
  const range = stored.salary_kind === 'range';
  return {
    title: stored.title,
    occupation1Id: stored.occupation1_id,
    occupation2Ids: [...new Set(stored.occupation2_ids)],
    experienceKind: stored.experience_kind,
    experienceMinYears: experienced ? stored.experience_min_years : null,
    experienceMaxYears: experienced ? stored.experience_max_years : null,
    education: stored.education,
    employmentType: stored.employment_type,
    workRegion: stored.work_region,
    workAddress: stored.work_address,
    salaryKind: stored.salary_kind,
    salaryMin: range ? stored.salary_min : null,
    salaryMax: range ? stored.salary_max : null,
    alwaysOpen: stored.always_open,
    closesAt: closesAtOf(stored),
    headcount: stored.headcount,
    descriptionHtml: stored.description_html,
    qualificationsHtml: stored.qualifications_html,
    processSteps: stored.process_steps,
  };
}

/** When the review job of a submission made at `now` is due. */
function reviewDue(now: Date, reviewSeconds: number): Date {
  return new Date(now.getTime() + reviewSeconds * 1000);
}

type SaveBody = { save_as: 'draft' | 'review'; posting: PostingFields };

/** A new posting: a draft, or submitted for review (its review job enqueued with it). */
export async function createPosting(db: Db, access: Access, body: SaveBody, reviewSeconds: number) {
  requireRegistering(access);
  const now = new Date();
  const columns = await postingColumns(db, body.posting, body.save_as, now);
  const review = body.save_as === 'review';
  const { userId, companyId } = operatorOf(access);
  const row = await insertPosting(
    db,
    {
      ...columns,
      companyId,
      createdBy: userId,
      status: review ? 'in_review' : 'draft',
      reviewRequestedAt: review ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    review ? reviewDue(now, reviewSeconds) : null,
  );
  return { posting: toDetail(row, now) };
}

/**
 * What saving the form does to a posting in each state (decision 0017): a draft stays one or is
 * submitted; a posting in review goes back to draft or is submitted again (a new review: the old
 * job no longer matches); an open one is changed in place; a closed one cannot be edited.
 */
function saveTransition(current: JobPostingRow, saveAs: 'draft' | 'review', now: Date, reviewSeconds: number): PostingSave {
  const status = effectivePostingStatus(current.status, current.closesAt, now);
  if (!POSTING_TRANSITIONS[status].includes('edit')) throw new AppError('job_posting.edit_not_allowed');
  if (status === 'open') {
    if (saveAs === 'draft') throw new AppError('job_posting.draft_not_allowed');
    return { set: {}, reviewAt: null };
  }
  if (saveAs === 'draft') return { set: { status: 'draft', reviewRequestedAt: null }, reviewAt: null };
  return { set: { status: 'in_review', reviewRequestedAt: now }, reviewAt: reviewDue(now, reviewSeconds) };
}

export async function updatePostingFields(db: Db, access: Access, id: number, body: SaveBody, reviewSeconds: number) {
  const now = new Date();
  const columns = await postingColumns(db, body.posting, body.save_as, now);
  const row = await savePosting(db, access.row.company.id, id, (current) => {
    const { set, reviewAt } = saveTransition(current, body.save_as, now, reviewSeconds);
    return { set: { ...columns, ...set, updatedAt: now }, reviewAt };
  });
  if (!row) throw new AppError('not_found');
  return { posting: toDetail(row, now) };
}

/** `title (복사)`, the original cut (never inside a character) so that the whole fits the limit. */
export function copyTitle(title: string): string {
  const chars = Array.from(title);
  while (chars.length > 0 && chars.join('').length + POSTING_COPY_SUFFIX.length > POSTING_TITLE_MAX) chars.pop();
  return `${chars.join('').trimEnd()}${POSTING_COPY_SUFFIX}`;
}

/** A new draft with every field of the posting but its deadline (a copied past deadline would only fail validation). */
export async function copyPosting(db: Db, access: Access, id: number) {
  requireRegistering(access);
  const original = await requirePosting(db, access, id);
  const now = new Date();
  const { userId, companyId } = operatorOf(access);
  const row = await insertPosting(
    db,
    {
      companyId,
      createdBy: userId,
      status: 'draft',
      title: copyTitle(original.title),
      occupation1Id: original.occupation1Id,
      occupation2Ids: original.occupation2Ids,
      experienceKind: original.experienceKind,
      experienceMinYears: original.experienceMinYears,
      experienceMaxYears: original.experienceMaxYears,
      education: original.education,
      employmentType: original.employmentType,
      workRegion: original.workRegion,
      workAddress: original.workAddress,
      salaryKind: original.salaryKind,
      salaryMin: original.salaryMin,
      salaryMax: original.salaryMax,
      alwaysOpen: false,
      closesAt: null,
      headcount: original.headcount,
      descriptionHtml: original.descriptionHtml,
      qualificationsHtml: original.qualificationsHtml,
      processSteps: original.processSteps,
      createdAt: now,
      updatedAt: now,
    },
    null,
  );
  return { posting: toRow(row, now, await occupationNames(db)) };
}

/** Close (open and not past its deadline) or cancel the review (in review): the state is checked in the UPDATE itself. */
async function transition(
  db: Db,
  access: Access,
  id: number,
  from: 'open' | 'in_review',
  set: (now: Date) => Partial<NewJobPosting>,
  refusal: 'job_posting.close_not_allowed' | 'job_posting.review_cancel_not_allowed',
) {
  const now = new Date();
  const row = await transitionPosting(db, access.row.company.id, id, from, { ...set(now), updatedAt: now }, now);
  if (!row) {
    await requirePosting(db, access, id);
    throw new AppError(refusal);
  }
  return { posting: toRow(row, now, await occupationNames(db)) };
}

export function closePosting(db: Db, access: Access, id: number) {
  return transition(db, access, id, 'open', (now) => ({ status: 'closed', closedAt: now }), 'job_posting.close_not_allowed');
}

export function cancelPostingReview(db: Db, access: Access, id: number) {
  return transition(db, access, id, 'in_review', () => ({ status: 'draft', reviewRequestedAt: null }), 'job_posting.review_cancel_not_allowed');
}

/** A posting without applicants is deleted in any state; one with applicants never is (decision 0017). */
export async function deletePosting(db: Db, access: Access, id: number) {
  if (await deletePostingWithoutApplicants(db, access.row.company.id, id)) return { deleted: true as const, id };
  const row = await requirePosting(db, access, id);
  throw new AppError('job_posting.has_applicants', { params: { count: row.applicantCount } });
}
