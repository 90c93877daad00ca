/**
 * The three review pages (spec §2 review_managements, interview_managements, welfare_managements): the
 * summary band, the filters in the URL and the cards with the official reply and 신고.
 */
import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageInfo, ReviewSummaryQuery } from '@partners/contract';
import { useT } from '../../../i18n';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle, type PageKey } from '../../../components/use-page-title';
import {
  useCompanyReviews,
  useCompanyReviewSummary,
  useInterviewReviews,
  useInterviewReviewSummary,
  useWelfareReviews,
  useWelfareReviewSummary,
} from '../api/reviews';
import { CompanySummary, type SummaryProps } from '../summary/company-summary';
import { InterviewSummary } from '../summary/interview-summary';
import { WelfareSummary } from '../summary/welfare-summary';
import { CompanyReviewCard, InterviewReviewCard, WelfareReviewCard } from './review-cards';
import { ReviewFiltersBar, type OccupationOption, type ReviewFiltersBarProps } from './review-filters';
import { ReviewList } from './review-list';
import { PageStack, ReplyPlanNotice, useLastPage } from './review-page-parts';
import { companyListQuery, isFiltered, sharedListQuery, summaryQuery, useReviewFilters, type ReviewFilters } from './url-state';

type ReviewsPageProps<Q, R extends { id: number }, S extends { occupations: OccupationOption[] }> = {
  page: PageKey;
  kind: ReviewFiltersBarProps['kind'];
  /** The kind's list query: the shared filters and the kind's own one. */
  listQuery: (filters: ReviewFilters) => Q;
  useList: (query: Q) => UseQueryResult<{ reviews: R[]; page_info: PageInfo }>;
  useSummary: (query: ReviewSummaryQuery) => UseQueryResult<S>;
  Summary: ComponentType<SummaryProps<S>>;
  renderCard: (review: R) => ReactNode;
};

/** The shape the three pages share; each passes its kind's queries, summary and card. */
function ReviewsPage<Q, R extends { id: number }, S extends { occupations: OccupationOption[] }>({
  page,
  kind,
  listQuery,
  useList,
  useSummary,
  Summary,
  renderCard,
}: ReviewsPageProps<Q, R, S>) {
  const t = useT();
  usePageTitle(page);
  const { filters, update, clear } = useReviewFilters();
  const summary = useSummary(summaryQuery(filters));
  const list = useList(listQuery(filters));
  useLastPage(list.data?.page_info.total_pages, filters.page, update);
  return (
    <PageStack>
      <PageHeader title={t(`reviews.pages.${kind}_title`)} description={t(`reviews.pages.${kind}_intro`)} />
      <ReplyPlanNotice />
      <Summary
        data={summary.data}
        isError={summary.isError}
        onRetry={() => void summary.refetch()}
        onShowUnreplied={() => update({ replied: 'unreplied' })}
      />
      <ReviewFiltersBar kind={kind} filters={filters} occupations={summary.data?.occupations} onChange={update} onClear={clear} />
      <ReviewList
        data={list.data}
        isError={list.isError}
        stale={list.isPlaceholderData}
        filtered={isFiltered(filters)}
        page={filters.page}
        onRetry={() => void list.refetch()}
        onPage={(next) => update({ page: next })}
        onClear={clear}
        renderCard={renderCard}
      />
    </PageStack>
  );
}

/** /partners/review_managements */
export function CompanyReviewsPage() {
  return (
    <ReviewsPage
      page="review_managements"
      kind="company"
      listQuery={companyListQuery}
      useList={useCompanyReviews}
      useSummary={useCompanyReviewSummary}
      Summary={CompanySummary}
      renderCard={(review) => <CompanyReviewCard review={review} />}
    />
  );
}

/** /partners/interview_managements */
export function InterviewReviewsPage() {
  return (
    <ReviewsPage
      page="interview_managements"
      kind="interview"
      listQuery={(filters) => ({ ...sharedListQuery(filters), result: filters.result })}
      useList={useInterviewReviews}
      useSummary={useInterviewReviewSummary}
      Summary={InterviewSummary}
      renderCard={(review) => <InterviewReviewCard review={review} />}
    />
  );
}

/** /partners/welfare_managements */
export function WelfareReviewsPage() {
  return (
    <ReviewsPage
      page="welfare_managements"
      kind="welfare"
      listQuery={(filters) => ({ ...sharedListQuery(filters), benefit_code: filters.benefit_code })}
      useList={useWelfareReviews}
      useSummary={useWelfareReviewSummary}
      Summary={WelfareSummary}
      renderCard={(review) => <WelfareReviewCard review={review} />}
    />
  );
}
