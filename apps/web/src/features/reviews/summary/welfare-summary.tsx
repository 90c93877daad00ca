import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EndpointResult } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { StarRating } from '../components/star-rating';
import type { SummaryProps } from './company-summary';
import { Distribution, HeadlineFigure, MonthlyTrend, oneDecimal, RepliedShare, SummaryBlock, SummaryFailed, SummarySkeleton } from './summary-parts';

type Summary = EndpointResult<'welfareReviews.summary'>['data'];

/** Welfare reviews: the average and count, each benefit's count and average, the distribution, the replied share, 12 months. */
export function WelfareSummary({ data, isError, onRetry, onShowUnreplied }: SummaryProps<Summary>) {
  const t = useT();
  if (isError && !data) return <SummaryFailed onRetry={onRetry} />;
  if (!data) return <SummarySkeleton />;
  return (
    <Stack gap="md" component="section" aria-label={t('reviews.summary.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
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
        <SummaryBlock title={t('reviews.summary.replied_share')}>
          <RepliedShare replied={data.replied_count} total={data.count} onShowUnreplied={onShowUnreplied} />
        </SummaryBlock>
      </SimpleGrid>
      <SummaryBlock title={t('reviews.summary.benefits')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.benefits.map((benefit) => (
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
      <SummaryBlock title={t('reviews.summary.trend')}>
        <MonthlyTrend monthly={data.monthly} />
      </SummaryBlock>
    </Stack>
  );
}
