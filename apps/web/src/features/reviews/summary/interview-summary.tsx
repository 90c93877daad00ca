import { SimpleGrid, Stack } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import type { SummaryProps } from './company-summary';
import { AverageBlock, BlockSkeleton, Distribution, RepliedShareBlock, ShareList, SummaryBlock, SummarySection, TrendBlock } from './summary-parts';

type Summary = EndpointResult<'interviewReviews.summary'>['data'];

const RESULT_COLOR = { passed: 'teal', failed: 'red', waiting: 'gray' } as const;
const EXPERIENCE_COLOR = { positive: 'teal', neutral: 'gray', negative: 'orange' } as const;

/** Interview reviews: the difficulty average and distribution, results, experiences, the replied share, 12 months. */
export function InterviewSummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  return (
    <SummarySection
      data={data}
      isError={isError}
      onRetry={onRetry}
      skeleton={
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <BlockSkeleton h={125} />
            <BlockSkeleton h={192} />
            <BlockSkeleton h={168} />
            <BlockSkeleton h={168} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <BlockSkeleton h={138} />
            <div style={{ gridColumn: 'span 2' }}>
              <BlockSkeleton h={246} />
            </div>
          </SimpleGrid>
        </>
      }
    >
      {(summary) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <AverageBlock title={t('reviews.summary.difficulty_average')} average={summary.difficulty_average} count={summary.count} stars={false} />
            <SummaryBlock title={t('reviews.summary.difficulty_distribution')}>
              <Distribution
                rows={summary.distribution}
                labelOf={(rating) =>
                  t('reviews.summary.difficulty_label', { rating, name: t(`reviews.difficulty.${rating}` as 'reviews.difficulty.1') })
                }
              />
            </SummaryBlock>
            <SummaryBlock title={t('reviews.summary.results')}>
              <Stack gap="md">
                <ShareList
                  items={summary.results.map((r) => ({
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
                items={summary.experiences.map((e) => ({
                  key: e.experience,
                  label: t(`reviews.experience.${e.experience}`),
                  count: e.count,
                  color: EXPERIENCE_COLOR[e.experience],
                }))}
              />
            </SummaryBlock>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <RepliedShareBlock replied={summary.replied_count} total={summary.count} onShowUnreplied={onShowUnreplied} />
            <div style={{ gridColumn: 'span 2' }}>
              <TrendBlock monthly={summary.monthly} />
            </div>
          </SimpleGrid>
        </>
      )}
    </SummarySection>
  );
}
