import { SimpleGrid, Stack } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import type { SummaryProps } from './company-summary';
import {
  Distribution,
  HeadlineFigure,
  MonthlyTrend,
  oneDecimal,
  RepliedShare,
  ShareList,
  SummaryBlock,
  SummaryFailed,
  SummarySkeleton,
} from './summary-parts';

type Summary = EndpointResult<'interviewReviews.summary'>['data'];

const RESULT_COLOR = { passed: 'teal', failed: 'red', waiting: 'gray' } as const;
const EXPERIENCE_COLOR = { positive: 'teal', neutral: 'gray', negative: 'orange' } as const;

/** Interview reviews: the difficulty average and distribution, results, experiences, the replied share, 12 months. */
export function InterviewSummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  if (isError && !data) return <SummaryFailed onRetry={onRetry} />;
  if (!data) return <SummarySkeleton />;
  return (
    <Stack gap="md" component="section" aria-label={t('reviews.summary.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <SummaryBlock title={t('reviews.summary.difficulty_average')}>
          <HeadlineFigure
            value={oneDecimal(data.difficulty_average)}
            caption={data.count > 0 ? t('reviews.summary.count', { count: formatNumber(data.count) }) : t('reviews.summary.none')}
          />
        </SummaryBlock>
        <SummaryBlock title={t('reviews.summary.difficulty_distribution')}>
          <Distribution
            rows={data.distribution}
            labelOf={(rating) => t('reviews.summary.difficulty_label', { rating, name: t(`reviews.difficulty.${rating}` as 'reviews.difficulty.1') })}
          />
        </SummaryBlock>
        <SummaryBlock title={t('reviews.summary.results')}>
          <Stack gap="md">
            <ShareList
              items={data.results.map((r) => ({
                key: r.result,
                label: t(`reviews.result.${r.result}`),
                count: r.count,
                color: RESULT_COLOR[r.result],
              }))}
            />
          </Stack>
        </SummaryBlock>
        <SummaryBlock title={t('reviews.summary.experiences')}>
          <ShareList
            items={data.experiences.map((e) => ({
              key: e.experience,
              label: t(`reviews.experience.${e.experience}`),
              count: e.count,
              color: EXPERIENCE_COLOR[e.experience],
            }))}
          />
        </SummaryBlock>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <SummaryBlock title={t('reviews.summary.replied_share')}>
          <RepliedShare replied={data.replied_count} total={data.count} onShowUnreplied={onShowUnreplied} />
        </SummaryBlock>
        <div style={{ gridColumn: 'span 2' }}>
          <SummaryBlock title={t('reviews.summary.trend')}>
            <MonthlyTrend monthly={data.monthly} />
          </SummaryBlock>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
