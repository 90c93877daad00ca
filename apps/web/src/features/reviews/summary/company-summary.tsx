import { SimpleGrid, Stack, Text, Group, Progress } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import {
  AverageBlock,
  BlockSkeleton,
  oneDecimal,
  RatingDistributionBlock,
  RepliedShareBlock,
  SummaryBlock,
  SummarySection,
  TrendBlock,
} from './summary-parts';

type Summary = EndpointResult<'companyReviews.summary'>['data'];

export type SummaryProps<S> = { data: S | undefined; isError: boolean; onRetry: () => void; onShowUnreplied: () => void };

/** Company reviews: the average ★ and count, the 5→1 distribution, the five category averages, the replied share, 12 months. */
export function CompanySummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  return (
    <SummarySection
      data={data}
      isError={isError}
      onRetry={onRetry}
      skeleton={
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <BlockSkeleton h={145} />
            <BlockSkeleton h={192} />
            <BlockSkeleton h={216} />
            <BlockSkeleton h={138} />
          </SimpleGrid>
          <BlockSkeleton h={246} />
        </>
      }
    >
      {(summary) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <AverageBlock title={t('reviews.summary.average')} average={summary.average} count={summary.count} stars />
            <RatingDistributionBlock rows={summary.distribution} />
            <SummaryBlock title={t('reviews.summary.categories')}>
              <Stack gap={8}>
                {summary.categories.map(({ category, average }) => (
                  <Stack key={category} gap={2}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fz="xs">{t(`reviews.category.${category}`)}</Text>
                      <Text fz="xs" fw={700}>
                        {oneDecimal(average)}
                      </Text>
                    </Group>
                    <Progress value={((average ?? 0) / 5) * 100} color="yellow.5" size="xs" aria-hidden="true" />
                  </Stack>
                ))}
              </Stack>
            </SummaryBlock>
            <RepliedShareBlock replied={summary.replied_count} total={summary.count} onShowUnreplied={onShowUnreplied} />
          </SimpleGrid>
          <TrendBlock monthly={summary.monthly} />
        </>
      )}
    </SummarySection>
  );
}
