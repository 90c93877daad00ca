/**
 * Spec §2, §7 review management: the three review lists and their summaries, the official reply (save,
 * delete) and the report calls. A reply or a report changes one card: the lists and summaries of its kind
 * are invalidated, so the card, the replied share and the 미답변 filter agree without a reload.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyReviewListQuery,
  InterviewReviewListQuery,
  ReviewableType,
  ReviewSummaryQuery,
  WelfareReviewListQuery,
} from '@partners/contract';
import { call, isApiError, type ApiError } from '../../../lib/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  kind: (kind: ReviewableType) => ['reviews', kind] as const,
  list: (kind: ReviewableType, query: object) => ['reviews', kind, 'list', query] as const,
  summary: (kind: ReviewableType, query: ReviewSummaryQuery) => ['reviews', kind, 'summary', query] as const,
  reasons: ['reviews', 'report_reasons'] as const,
};

// The calls as query options: the hooks below and the company reviews page's prefetch (list/prefetch.ts) share them.
export const companyReviewsOptions = (query: CompanyReviewListQuery) =>
  queryOptions({ queryKey: reviewKeys.list('company_review', query), queryFn: ({ signal }) => call('companyReviews.list', { query, signal }) });

export const companyReviewSummaryOptions = (query: ReviewSummaryQuery) =>
  queryOptions({ queryKey: reviewKeys.summary('company_review', query), queryFn: ({ signal }) => call('companyReviews.summary', { query, signal }) });

export function useCompanyReviews(query: CompanyReviewListQuery) {
  return useQuery({ ...companyReviewsOptions(query), select: (response) => response.data, placeholderData: keepPreviousData });
}

export function useCompanyReviewSummary(query: ReviewSummaryQuery) {
  return useQuery({ ...companyReviewSummaryOptions(query), select: (response) => response.data, placeholderData: keepPreviousData });
}

export function useInterviewReviews(query: InterviewReviewListQuery) {
  return useQuery({
    queryKey: reviewKeys.list('interview_review', query),
    queryFn: ({ signal }) => call('interviewReviews.list', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useInterviewReviewSummary(query: ReviewSummaryQuery) {
  return useQuery({
    queryKey: reviewKeys.summary('interview_review', query),
    queryFn: ({ signal }) => call('interviewReviews.summary', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useWelfareReviews(query: WelfareReviewListQuery) {
  return useQuery({
    queryKey: reviewKeys.list('welfare_review', query),
    queryFn: ({ signal }) => call('welfareReviews.list', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

export function useWelfareReviewSummary(query: ReviewSummaryQuery) {
  return useQuery({
    queryKey: reviewKeys.summary('welfare_review', query),
    queryFn: ({ signal }) => call('welfareReviews.summary', { query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
  });
}

function useInvalidateKind() {
  const queryClient = useQueryClient();
  return (kind: ReviewableType) => queryClient.invalidateQueries({ queryKey: reviewKeys.kind(kind) });
}

export type ReviewRef = { kind: ReviewableType; id: number };

/** Refusals a review screen explains in place; any other failure follows the error rules (modal, redirect). */
const IN_PAGE_STATUSES = [400, 403, 404, 409] as const;

/** The failure to explain in place, if it is one of the in-page refusals. */
export function inPageRefusal(error: unknown): ApiError | null {
  return isApiError(error) && (IN_PAGE_STATUSES as readonly number[]).includes(error.status) ? error : null;
}

/**
 * Writes or replaces the company's reply. Refusals (plan.branding_required, a deleted review, the length
 * rule) are shown in the editor, which keeps the text; other failures follow the error rules.
 */
export function useSaveReply() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: ({ review, body }: { review: ReviewRef; body: string }) =>
      call('reviewReplies.save', { params: { reviewable_type: review.kind, id: review.id }, body: { body } }),
    meta: { inPageStatuses: IN_PAGE_STATUSES },
    onSuccess: (_response, { review }) => invalidate(review.kind),
  });
}

export function useDeleteReply() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: (review: ReviewRef) => call('reviewReplies.delete', { params: { reviewable_type: review.kind, id: review.id } }),
    meta: { inPageStatuses: IN_PAGE_STATUSES },
    onSuccess: (_response, review) => invalidate(review.kind),
  });
}

/** The active report reasons, by `order` (spec §4 stage one). */
export function useReportReasons(enabled = true) {
  return useQuery({
    queryKey: reviewKeys.reasons,
    queryFn: ({ signal }) => call('reports.reasons', { signal }),
    select: (response) => response.data.reasons.filter((reason) => reason.active).sort((a, b) => a.order - b.order),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * Reports a review: a welfare review through its own call (spec §7, param `reason`), the others through
 * `reports.create`; `detail` is what /reports/new collects for a `form_required` reason.
 */
export function useReportReview() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: ({ review, reasonId, detail }: { review: ReviewRef; reasonId: number; detail?: string }) =>
      review.kind === 'welfare_review' && detail === undefined
        ? call('reports.welfare', { params: { id: review.id }, body: { reason: reasonId } })
        : call('reports.create', {
            body: { reportable_type: review.kind, reportable_id: review.id, report_reason_id: reasonId, detail: detail ?? null },
          }),
    meta: { inPageStatuses: IN_PAGE_STATUSES },
    onSettled: (_response, _error, { review }) => invalidate(review.kind),
  });
}
