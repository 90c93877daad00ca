/**
 * The recommendation's reason codes the report words (salaryAnalysis.report.recommended.reasons.*). The
 * contract carries reasons as strings; a code this build does not know is left out, and the report always
 * states its basis (the cohort's median and middle band) from the figures themselves.
 */
export const RECOMMENDATION_REASONS = [
  'cohort_median',
  'cohort_widened',
  'hope_above_market',
  'hope_within_market',
  'hope_below_market',
  'pre_salary_raise',
  'pre_salary_above_market',
  'propose_below_market',
  'propose_within_market',
  'propose_above_market',
  'propose_below_hope',
] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

export function knownReasons(reasons: readonly string[]): RecommendationReason[] {
  return reasons.flatMap((code) => RECOMMENDATION_REASONS.filter((known) => known === code));
}
