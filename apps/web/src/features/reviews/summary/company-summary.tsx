import { SimpleGrid, Stack, Text, Group, Progress } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { StarRating } from '../components/star-rating';
import { Distribution, HeadlineFigure, MonthlyTrend, oneDecimal, RepliedShare, SummaryBlock, SummaryFailed, SummarySkeleton } from './summary-parts';

type Summary = EndpointResult<'companyReviews.summary'>['data'];

export type SummaryProps<S> = { data: S | undefined; isError: boolean; onRetry: () => void; onShowUnreplied: () => void };

/** Company reviews: the average ★ and count, the 5→1 distribution, the five category averages, the replied share, 12 months. */
export function CompanySummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  if (isError && !data) return <SummaryFailed onRetry={onRetry} />;
  if (!data) return <SummarySkeleton />;
  return (
    <Stack gap="md" component="section" aria-label={t('reviews.summary.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <SummaryBlock title={t('reviews.summary.average')}>
          <HeadlineFigure
            value={oneDecimal(data.average)}
            caption={data.count > 0 ? t('reviews.summary.count', { count: formatNumber(data.count) }) : t('reviews.summary.none')}
          >
            {data.average !== null ? <StarRating value={data.average} size={16} /> : null}
          </HeadlineFigure>
        </SummaryBlock>
        <SummaryBlock title={t('reviews.summary.distribution')}>
          <Distribution rows={data.distribution} labelOf={(rating) => t('reviews.summary.rating_label', { rating })} />
        </SummaryBlock>
        <SummaryBlock title={t('reviews.summary.categories')}>
          <Stack gap={8}>
            {data.categories.map(({ category, average }) => (
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
        <SummaryBlock title={t('reviews.summary.replied_share')}>
          <RepliedShare replied={data.replied_count} total={data.count} onShowUnreplied={onShowUnreplied} />
        </SummaryBlock>
      </SimpleGrid>
      <SummaryBlock title={t('reviews.summary.trend')}>
        <MonthlyTrend monthly={data.monthly} />
      </SummaryBlock>
    </Stack>
  );
}
