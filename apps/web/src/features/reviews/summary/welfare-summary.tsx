import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import type { SummaryProps } from './company-summary';
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

type Summary = EndpointResult<'welfareReviews.summary'>['data'];

/** Welfare reviews: the average and count, each benefit's count and average, the distribution, the replied share, 12 months. */
export function WelfareSummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  return (
    <SummarySection
      data={data}
      isError={isError}
      onRetry={onRetry}
      skeleton={
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <BlockSkeleton h={145} />
            <BlockSkeleton h={192} />
            <BlockSkeleton h={138} />
          </SimpleGrid>
          {/* The benefits' list: 2 columns on a phone, 3 on a tablet, 5 from a small laptop. */}
          <BlockSkeleton h={{ base: 471, sm: 387, md: 220 }} />
          <BlockSkeleton h={246} />
        </>
      }
    >
      {(summary) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <AverageBlock title={t('reviews.summary.average')} average={summary.average} count={summary.count} stars />
            <RatingDistributionBlock rows={summary.distribution} />
            <RepliedShareBlock replied={summary.replied_count} total={summary.count} onShowUnreplied={onShowUnreplied} />
          </SimpleGrid>
          <SummaryBlock title={t('reviews.summary.benefits')}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {summary.benefits.map((benefit) => (
                <Paper key={benefit.benefit_code} component="li" bg="gray.0" radius="md" p="sm">
                  <Text fz="sm" fw={700}>
                    {t(`reviews.benefit.${benefit.benefit_code}`)}
                  </Text>
                  {benefit.average === null ? (
                    <Text fz="xs" c="dark.3" mt={4}>
                      {t('reviews.summary.benefit_none')}
                    </Text>
                  ) : (
                    <Group gap={6} mt={4} wrap="nowrap">
                      <Text fz="sm" fw={700}>
                        {oneDecimal(benefit.average)}
                      </Text>
                      <Text fz="xs" c="dark.4">
                        {t('reviews.summary.benefit_count', { count: formatNumber(benefit.count) })}
                      </Text>
                    </Group>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          </SummaryBlock>
          <TrendBlock monthly={summary.monthly} />
        </>
      )}
    </SummarySection>
  );
}
