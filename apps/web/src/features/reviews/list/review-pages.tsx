/**
 * The three review pages (spec §2 review_managements, interview_managements, welfare_managements): the
 * summary band, the filters in the URL and the cards with the official reply and 신고.
 */
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../components/use-page-title';
import {
  useCompanyReviews,
  useCompanyReviewSummary,
  useInterviewReviews,
  useInterviewReviewSummary,
  useWelfareReviews,
  useWelfareReviewSummary,
} from '../api/reviews';
import { CompanySummary } from '../summary/company-summary';
import { InterviewSummary } from '../summary/interview-summary';
import { WelfareSummary } from '../summary/welfare-summary';
import { CompanyReviewCard, InterviewReviewCard, WelfareReviewCard } from './review-cards';
import { ReviewFiltersBar } from './review-filters';
import { ReviewList } from './review-list';
import { PageHeader, PageStack, ReplyPlanNotice, useLastPage } from './review-page-parts';
import { isFiltered, sharedListQuery, summaryQuery, useReviewFilters } from './url-state';

/** /partners/review_managements */
export function CompanyReviewsPage() {
  const t = useT();
  usePageTitle('review_managements');
  const { filters, update, clear } = useReviewFilters();
  const summary = useCompanyReviewSummary(summaryQuery(filters));
  const list = useCompanyReviews({ ...sharedListQuery(filters), employment_status: filters.employment_status });
  useLastPage(list.data?.page_info.total_pages, filters.page, update);
  return (
    <PageStack>
      <PageHeader title={t('reviews.pages.company_title')} intro={t('reviews.pages.company_intro')} />
      <ReplyPlanNotice />
      <CompanySummary
        data={summary.data}
        isError={summary.isError}
        onRetry={() => void summary.refetch()}
        onShowUnreplied={() => update({ replied: 'unreplied' })}
      />
      <ReviewFiltersBar kind="company" filters={filters} occupations={summary.data?.occupations} onChange={update} onClear={clear} />
      <ReviewList
        data={list.data}
        isError={list.isError}
        stale={list.isPlaceholderData}
        filtered={isFiltered(filters)}
        page={filters.page}
        onRetry={() => void list.refetch()}
        onPage={(page) => update({ page })}
        onClear={clear}
        renderCard={(review) => <CompanyReviewCard review={review} />}
      />
    </PageStack>
  );
}

/** /partners/interview_managements */
export function InterviewReviewsPage() {
  const t = useT();
  usePageTitle('interview_managements');
  const { filters, update, clear } = useReviewFilters();
  const summary = useInterviewReviewSummary(summaryQuery(filters));
  const list = useInterviewReviews({ ...sharedListQuery(filters), result: filters.result });
  useLastPage(list.data?.page_info.total_pages, filters.page, update);
  return (
    <PageStack>
      <PageHeader title={t('reviews.pages.interview_title')} intro={t('reviews.pages.interview_intro')} />
      <ReplyPlanNotice />
      <InterviewSummary
        data={summary.data}
        isError={summary.isError}
        onRetry={() => void summary.refetch()}
        onShowUnreplied={() => update({ replied: 'unreplied' })}
      />
      <ReviewFiltersBar kind="interview" filters={filters} occupations={summary.data?.occupations} onChange={update} onClear={clear} />
      <ReviewList
        data={list.data}
        isError={list.isError}
        stale={list.isPlaceholderData}
        filtered={isFiltered(filters)}
        page={filters.page}
        onRetry={() => void list.refetch()}
        onPage={(page) => update({ page })}
        onClear={clear}
        renderCard={(review) => <InterviewReviewCard review={review} />}
      />
    </PageStack>
  );
}

/** /partners/welfare_managements */
export function WelfareReviewsPage() {
  const t = useT();
  usePageTitle('welfare_managements');
  const { filters, update, clear } = useReviewFilters();
  const summary = useWelfareReviewSummary(summaryQuery(filters));
  const list = useWelfareReviews({ ...sharedListQuery(filters), benefit_code: filters.benefit_code });
  useLastPage(list.data?.page_info.total_pages, filters.page, update);
  return (
    <PageStack>
      <PageHeader title={t('reviews.pages.welfare_title')} intro={t('reviews.pages.welfare_intro')} />
      <ReplyPlanNotice />
      <WelfareSummary
        data={summary.data}
        isError={summary.isError}
        onRetry={() => void summary.refetch()}
        onShowUnreplied={() => update({ replied: 'unreplied' })}
      />
      <ReviewFiltersBar kind="welfare" filters={filters} occupations={summary.data?.occupations} onChange={update} onClear={clear} />
      <ReviewList
        data={list.data}
        isError={list.isError}
        stale={list.isPlaceholderData}
        filtered={isFiltered(filters)}
        page={filters.page}
        onRetry={() => void list.refetch()}
        onPage={(page) => update({ page })}
        onClear={clear}
        renderCard={(review) => <WelfareReviewCard review={review} />}
      />
    </PageStack>
  );
}
