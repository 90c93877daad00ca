import { PAGES, pagePath, type ReviewableType } from '@partners/contract';

/** Spec §7: the page a `form_required` reason sends the reporter to, in a new tab (its query: reportFormQuery). */
export function reportFormUrl(kind: ReviewableType, reviewId: number, reasonId: number): string {
  return pagePath(PAGES.reportNew, {}, { reportable_id: reviewId, reportable_type: kind, report_reason_id: reasonId });
}
