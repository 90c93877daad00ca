import type { ReviewableType } from '@partners/contract';

export const REPORT_FORM_PATH = '/reports/new';

/** Spec §7: the page a `form_required` reason sends the reporter to, in a new tab. */
export function reportFormUrl(kind: ReviewableType, reviewId: number, reasonId: number): string {
  const params = new URLSearchParams({ reportable_id: String(reviewId), reportable_type: kind, report_reason_id: String(reasonId) });
  return `${REPORT_FORM_PATH}?${params.toString()}`;
}
