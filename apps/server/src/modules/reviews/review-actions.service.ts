import { isBranding, type ReportReason, type ReviewReply, type ReviewableType, type UsageKeyCode } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { recordFeatureUse } from '../info/info.service.js';
import { activeReasons, clearReply, findReason, hasReplies, insertReport, lockReplies, reviewExists, saveReply } from './reviews.repo.js';

/** Spec §3: the usage item a reply of each type keeps in use (all three paid-grade). */
export const REPLY_USAGE: Record<ReviewableType, UsageKeyCode> = {
  company_review: 'review_comments',
  interview_review: 'interview_comments',
  welfare_review: 'benefits',
};

/** Paid-grade items (spec §3) are written with a branding plan only; reading them needs none. */
export function requireBranding(access: Access): void {
  if (!isBranding(access.menuFacts.privilege_master_code)) throw new AppError('plan.branding_required');
}

/**
 * The company's official reply to one of its reviews: written or rewritten (the first reply's time kept),
 * and the type's usage item in use, in one transaction.
 */
export async function saveReviewReply(db: Db, access: Access, type: ReviewableType, id: number, body: string): Promise<{ reply: ReviewReply }> {
  requireBranding(access);
  const companyId = access.row.company.id;
  const saved = await db.transaction(async (tx) => {
    await lockReplies(tx, type, companyId);
    const row = await saveReply(tx, type, companyId, id, body, access.actor.userId, new Date());
    if (!row?.repliedAt || !row.replyUpdatedAt) throw new AppError('not_found');
    await recordFeatureUse(tx, companyId, REPLY_USAGE[type], true);
    return { repliedAt: row.repliedAt, replyUpdatedAt: row.replyUpdatedAt };
  });
  return {
    reply: { body, author_name: access.row.user.name, created_at: saved.repliedAt.toISOString(), updated_at: saved.replyUpdatedAt.toISOString() },
  };
}

/** Removes the reply (a review without one answers the same); the usage item stays in use while any reply of the type is left. */
export async function deleteReviewReply(db: Db, access: Access, type: ReviewableType, id: number): Promise<{ deleted: true }> {
  requireBranding(access);
  const companyId = access.row.company.id;
  await db.transaction(async (tx) => {
    await lockReplies(tx, type, companyId);
    if (!(await clearReply(tx, type, companyId, id))) throw new AppError('not_found');
    await recordFeatureUse(tx, companyId, REPLY_USAGE[type], await hasReplies(tx, type, companyId));
  });
  return { deleted: true };
}

/** Spec §3 report reason, as `GET /api/v1/report_reasons` names its fields: the active ones, by order. */
export async function reportReasons(db: Db): Promise<{ reasons: ReportReason[] }> {
  const rows = await activeReasons(db);
  return {
    reasons: rows.map((r) => ({
      id: r.id,
      name: r.name,
      translate_key: r.translateKey,
      order: r.sortOrder,
      is_other: r.isOther,
      form_required: r.formRequired,
      active: r.active,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * A report of one of the company's reviews for the platform's review team (status received; the review
 * stays shown). Once per company and review: the unique index answers a second one, also when two arrive together.
 */
export type ReportRequest = { reportable_type: ReviewableType; reportable_id: number; report_reason_id: number; detail: string | null };

export async function reportReview(db: Db, access: Access, body: ReportRequest) {
  const companyId = access.row.company.id;
  const reason = await findReason(db, body.report_reason_id);
  if (!reason?.active) throw new AppError('report.reason_unavailable', { field: 'body.report_reason_id' });
  const { detail } = body;
  if (reason.formRequired && !detail) throw new AppError('report.detail_required', { field: 'body.detail' });
  if (!(await reviewExists(db, body.reportable_type, companyId, body.reportable_id))) throw new AppError('not_found');
  const report = await insertReport(db, {
    companyId,
    type: body.reportable_type,
    reviewId: body.reportable_id,
    reasonId: reason.id,
    detail,
    userId: access.actor.userId,
  });
  if (!report) throw new AppError('review.already_reported');
  return { report: { id: report.id, created_at: report.createdAt.toISOString() } };
}
