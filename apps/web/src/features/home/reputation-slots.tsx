import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Link } from 'react-router';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconStarFilled } from '@tabler/icons-react';
import { PAGES, type ScoreAverages } from '@partners/contract';
import { RatingBadge } from '../../components/rating-badge';
import { DataPreparing } from '../../components/data-preparing';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useExternalReputation, useExternalSummary, useInternalReputation, useInternalSummary } from './api';
import { Figure, SlotCard, SlotState, bars } from './slot-card';
import { CategoryChart, VisitsChart } from './slot-charts';

/** The dashboard's reputation slots: how job seekers and employees see the company, against the industry (decision 0025). */

// ---------------------------------------------------------------- external summary

function Change({ now, before }: { now: number; before: number }) {
  const t = useT();
  if (before === 0)
    return (
      <Text fz="xs" c="dark.4">
        {now === 0 ? t('dashboard.external_summary.same') : t('dashboard.external_summary.new')}
      </Text>
    );
  const change = Math.round(((now - before) / before) * 1000) / 10;
  if (change === 0)
    return (
      <Text fz="xs" c="dark.4">
        {t('dashboard.external_summary.same')}
      </Text>
    );
  const up = change > 0;
  return (
    <Group gap={2} wrap="nowrap">
      {up ? (
        <IconArrowUpRight size={14} color="var(--mantine-color-teal-8)" aria-hidden />
      ) : (
        <IconArrowDownRight size={14} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <Text fz="xs" fw={600} c={up ? 'teal.8' : 'red.8'}>
        {up ? t('dashboard.external_summary.up', { value: change }) : t('dashboard.external_summary.down', { value: Math.abs(change) })}
      </Text>
    </Group>
  );
}

export function ExternalSummarySlot() {
  const t = useT();
  const query = useExternalSummary();
  const series = t('dashboard.external_summary.series');
  return (
    <SlotCard
      slot="external_summary"
      title={t('dashboard.external_summary.title')}
      action={
        <Anchor component={Link} to={PAGES.visitorStatistics.path} fz="sm">
          {t('dashboard.external_summary.more')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.external_summary.failed')}
        isEmpty={(data) => data.preparing === null && data.visits === 0 && data.previous_visits === 0}
        empty={t('dashboard.external_summary.empty')}
        skeleton={
          <Stack gap="sm">
            <Skeleton h={32} w={140} />
            <Skeleton h={14} w={180} />
            <Skeleton h={140} />
          </Stack>
        }
      >
        {(data) =>
          data.preparing ? (
            <DataPreparing preparing={data.preparing} compact />
          ) : (
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Text fz="xs" c="dark.4">
                    {t('dashboard.external_summary.visits')}
                  </Text>
                  <Text fz={28} fw={800} lh={1.1} data-testid="visits-30">
                    {formatNumber(data.visits)}
                  </Text>
                  <Group gap={6}>
                    <Text fz="xs" c="dark.4">
                      {t('dashboard.external_summary.previous')}
                    </Text>
                    <Change now={data.visits} before={data.previous_visits} />
                  </Group>
                </div>
                {data.top_category ? (
                  <div style={{ textAlign: 'right' }}>
                    <Text fz="xs" c="dark.4">
                      {t('dashboard.external_summary.top_category')}
                    </Text>
                    <Text fw={700}>{t(`visitor_categories.${data.top_category.category}`)}</Text>
                  </div>
                ) : null}
              </Group>
              <VisitsChart daily={data.daily} series={series} label={t('dashboard.external_summary.chart')} />
            </Stack>
          )
        }
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- external reputation

export function ExternalReputationSlot() {
  const t = useT();
  const query = useExternalReputation();
  return (
    <SlotCard slot="external_reputation" title={t('dashboard.external_reputation.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.external_reputation.failed')}
        skeleton={
          <Stack gap="sm">
            <SimpleGrid cols={2}>{bars(2, 48)}</SimpleGrid>
            <Skeleton h={32} w={120} />
            <Skeleton h={14} w={200} />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={2}>
              <Stack gap={4} align="flex-start">
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.company_rating')}
                </Text>
                <RatingBadge rating={data.company_rating} />
              </Stack>
              <Stack gap={4} align="flex-start">
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.industry_rating')}
                </Text>
                <RatingBadge rating={data.industry_rating} />
              </Stack>
            </SimpleGrid>
            {data.average_rating === null ? (
              <Text fz="sm" c="dark.4">
                {t('dashboard.external_reputation.no_reviews')}
              </Text>
            ) : (
              <div>
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.average')}
                </Text>
                <Group gap={6} align="baseline">
                  <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
                  <Text fz={28} fw={800} lh={1.1} data-testid="average-rating">
                    {data.average_rating.toFixed(1)}
                  </Text>
                  {data.industry_average_rating !== null ? (
                    <Text fz="sm" c="dark.4">
                      {t('dashboard.external_reputation.industry_average', { industry: data.industry_name })}{' '}
                      {data.industry_average_rating.toFixed(1)}
                    </Text>
                  ) : null}
                </Group>
                <Text fz="xs" c="dark.4">
                  {t('dashboard.external_reputation.review_count', { count: formatNumber(data.review_count) })}
                </Text>
              </div>
            )}
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- internal summary

export function InternalSummarySlot() {
  const t = useT();
  const query = useInternalSummary();
  return (
    <SlotCard
      slot="internal_summary"
      title={t('dashboard.internal_summary.title')}
      action={
        <Anchor component={Link} to={PAGES.companyReviews.path} fz="sm">
          {t('dashboard.internal_summary.manage')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.internal_summary.failed')}
        isEmpty={(data) => data.count === 0}
        empty={t('dashboard.internal_summary.empty')}
        skeleton={
          <Stack gap="sm">
            <Skeleton h={14} w={200} />
            <SimpleGrid cols={2}>{bars(4, 40)}</SimpleGrid>
            <Skeleton h={8} />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Text fz="xs" c="dark.4">
              {t('dashboard.internal_summary.period', { from: data.from_month.replace('-', '.'), to: data.to_month.replace('-', '.') })}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <Figure
                label={t('dashboard.internal_summary.count')}
                value={t('dashboard.count', { count: formatNumber(data.count) })}
                testId="internal-count"
              />
              <Figure label={t('dashboard.internal_summary.average')} value={data.average_rating === null ? '–' : data.average_rating.toFixed(1)} />
              <Figure label={t('dashboard.internal_summary.current')} value={t('dashboard.count', { count: formatNumber(data.current_count) })} />
              <Figure label={t('dashboard.internal_summary.former')} value={t('dashboard.count', { count: formatNumber(data.former_count) })} />
            </SimpleGrid>
            {data.replied_share !== null ? (
              <div>
                <Group justify="space-between">
                  <Text fz="xs" c="dark.4">
                    {t('dashboard.internal_summary.replied')} {t('dashboard.count', { count: formatNumber(data.replied_count) })}
                  </Text>
                  <Text fz="xs" fw={700}>
                    {t('dashboard.internal_summary.replied_share', { value: data.replied_share })}
                  </Text>
                </Group>
                <div
                  role="progressbar"
                  aria-valuenow={data.replied_share}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('dashboard.internal_summary.replied')}
                  style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-2)', marginTop: 4 }}
                >
                  <div style={{ width: `${data.replied_share}%`, height: '100%', borderRadius: 4, background: 'var(--mantine-color-brand-6)' }} />
                </div>
              </div>
            ) : null}
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- internal reputation

const CATEGORIES = ['career', 'pay_benefits', 'work_life', 'culture', 'management'] as const satisfies readonly (keyof ScoreAverages)[];
export type ScoreCategory = (typeof CATEGORIES)[number];

export function InternalReputationSlot() {
  const t = useT();
  const query = useInternalReputation();
  const own = t('dashboard.internal_reputation.company');
  const industry = t('dashboard.internal_reputation.industry');
  return (
    <SlotCard
      slot="internal_reputation"
      title={t('dashboard.internal_reputation.title')}
      action={
        <Anchor component={Link} to={PAGES.scoreStatistics.path} fz="sm">
          {t('dashboard.internal_reputation.more')}
        </Anchor>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.internal_reputation.failed')}
        isEmpty={(data) => data.company.count === 0 && data.industry.count === 0}
        empty={t('dashboard.internal_reputation.empty')}
        skeleton={<Skeleton h={220} />}
      >
        {(data) => (
          <Stack gap="xs">
            <CategoryChart
              categories={CATEGORIES}
              company={data.company}
              industry={data.industry}
              ownName={own}
              industryName={industry}
              label={t('dashboard.internal_reputation.chart', { industry: data.industry_name })}
            />
            {/* The figures behind the bars, for a screen reader and for exact values. */}
            <Table
              fz="xs"
              withRowBorders={false}
              verticalSpacing={2}
              aria-label={t('dashboard.internal_reputation.chart', { industry: data.industry_name })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Td />
                  {CATEGORIES.map((c) => (
                    <Table.Th key={c} ta="right">
                      {t(`dashboard.internal_reputation.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(
                  [
                    [own, data.company],
                    [industry, data.industry],
                  ] as const
                ).map(([name, averages]) => (
                  <Table.Tr key={name}>
                    <Table.Th scope="row" fw={500}>
                      {name}
                    </Table.Th>
                    {CATEGORIES.map((c) => (
                      <Table.Td key={c} ta="right">
                        {averages[c] === null ? '–' : averages[c].toFixed(2)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </SlotState>
    </SlotCard>
  );
}
