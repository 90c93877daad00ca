import './styles';
import { lazy, Suspense, useState } from 'react';
import { Chip, Container, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconUsers } from '@tabler/icons-react';
import { VISITOR_CATEGORIES, type VisitorCategory } from '@partners/contract';
import { PageHeader } from '../../components/page-header';
import { FailedPanel, StatePanel } from '../../components/state-panel';
import { DataPreparing } from '../../components/data-preparing';
import { usePageTitle } from '../../components/use-page-title';
import { useT, type TFunction } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useVisitorFilters, useVisitorOverview, type VisitorFilters, type VisitorOverview } from './api';
import { VisitorDetailSection } from './visitor-detail';
import { VisitorPeriodPicker, useMonthLabel } from './visitor-period';
import { DEFAULT_CHIP, DEFAULT_SELECTION, overviewOf } from './visitor-queries';
import { monthSpan, type PeriodSelection } from './period';
import { XYChart } from '../../components/chart/xy-chart';
import { DeferredRender } from '../../components/deferred-render';

// The inquiry, with its consulting form (the form helpers' chunk), only for a company without the breakdown.
const VisitorInquiry = lazy(() => import('./visitor-inquiry').then((m) => ({ default: m.VisitorInquiry })));

/** A series period (`2026-11` or `2026`) in words. */
function usePeriodLabel() {
  const t = useT();
  const monthLabel = useMonthLabel();
  return (period: string) => (period.length === 4 ? t('data.visitors.year_label', { year: period }) : monthLabel(period));
}

function changeText(t: TFunction, total: number, previous: number | null): string {
  if (previous === null || (previous === 0 && total > 0)) return t('data.visitors.change_none');
  if (total === previous) return t('data.visitors.change_same');
  const percent = `${((Math.abs(total - previous) / previous) * 100).toFixed(1)}%`;
  return total > previous ? t('data.visitors.change_up', { percent }) : t('data.visitors.change_down', { percent });
}

function CategoryChips({
  overview,
  chip,
  onChange,
}: {
  overview: VisitorOverview | undefined;
  chip: VisitorCategory;
  onChange: (chip: VisitorCategory) => void;
}) {
  const t = useT();
  const counts = new Map(overview?.categories.map((c) => [c.category, c.visits]));
  const pick = (value: string) => {
    const category = VISITOR_CATEGORIES.find((c) => c === value);
    if (category) onChange(category);
  };
  return (
    <Chip.Group multiple={false} value={chip} onChange={pick}>
      <Group gap="xs" role="radiogroup" aria-label={t('data.visitors.category_label')}>
        {VISITOR_CATEGORIES.map((category) => {
          const count = counts.get(category);
          return (
            <Chip key={category} value={category} color="brand.7">
              {t(`visitor_categories.${category}`)}
              {/* While the counts load, a blank of a count's width: the chips keep their rows (layout shift). */}
              <Text span fz="xs" c="inherit" ml={6} display="inline-block" miw={overview ? undefined : 24}>
                {count === undefined ? null : formatNumber(count)}
              </Text>
            </Chip>
          );
        })}
      </Group>
    </Chip.Group>
  );
}

/**
 * The overview's shape while it loads: its total line (two lines on a phone), the chart and a table of
 * `periods` rows, at their loaded heights, so the breakdown below does not move when it arrives (a 0.10
 * layout shift on a desktop with the chart's height alone).
 */
function OverviewSkeleton({ periods = 12 }: { periods?: number }) {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('data.visitors.loading_overview')} role="status">
      <Skeleton h={{ base: 124, sm: 65 }} w="30%" />
      <Skeleton h={260} radius="md" />
      <Skeleton h={(periods + 1) * TABLE_ROW_HEIGHT} radius="md" />
    </Stack>
  );
}

/** A row of the overview's table (Mantine's default spacing, one line of text). */
const TABLE_ROW_HEIGHT = 37;

function OverviewBody({ overview }: { overview: VisitorOverview }) {
  const t = useT();
  const periodLabel = usePeriodLabel();
  const visitsName = t('data.visitors.column_visits');
  if (overview.total === 0)
    return (
      <StatePanel
        role="status"
        icon={<IconUsers size={28} aria-hidden />}
        title={t('data.visitors.empty_title')}
        description={t('data.visitors.empty_body')}
      />
    );
  const data = overview.series.map((point) => ({ label: periodLabel(point.period), [visitsName]: point.visits }));
  return (
    <Stack gap="md">
      <Group gap="xl" align="flex-end">
        <div>
          <Text fz="sm" c="dark.4">
            {t('data.visitors.total')}
          </Text>
          <Text fz={28} fw={700} data-testid="visitor-total">
            {formatNumber(overview.total)}
          </Text>
        </div>
        <Text fz="sm" c="dark.5" pb={6}>
          {changeText(t, overview.total, overview.previous_total)}
        </Text>
        {overview.data_until ? (
          <Text fz="xs" c="dark.3" pb={8} ml="auto">
            {t('data.visitors.data_until', { date: overview.data_until.replaceAll('-', '.') })}
          </Text>
        ) : null}
      </Group>
      <XYChart h={260} data={data} dataKey="label" series={[{ name: visitsName, color: 'brand.5' }]} maxBarWidth={48} aria-hidden />
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder aria-label={t('data.visitors.series_table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data.visitors.column_period')}</Table.Th>
              <Table.Th ta="right">{t('data.visitors.column_visits')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.series.map((point) => (
              <Table.Tr key={point.period}>
                <Table.Td>{periodLabel(point.period)}</Table.Td>
                <Table.Td ta="right">{formatNumber(point.visits)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function VisitorStatistics({ filters }: { filters: VisitorFilters }) {
  const t = useT();
  const [selection, setSelection] = useState<PeriodSelection>(DEFAULT_SELECTION);
  const [chip, setChip] = useState<VisitorCategory>(DEFAULT_CHIP);
  const { period, periodType, query } = overviewOf(filters, selection, chip);
  const overview = useVisitorOverview(query);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="visitor-overview-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="visitor-overview-title">
            <IconChartBar size={20} aria-hidden style={{ verticalAlign: -3, marginRight: 6 }} />
            {t('data.visitors.overview_title')}
          </Title>
          <VisitorPeriodPicker filters={filters} selection={selection} onChange={setSelection} />
          <CategoryChips overview={overview.data} chip={chip} onChange={setChip} />
          {overview.isError ? (
            <FailedPanel title={t('data.visitors.overview_failed')} description={t('data.retry_hint')} onRetry={() => void overview.refetch()} />
          ) : (
            // The chart and its table render as a transition; the period before stays, dimmed, meanwhile.
            <DeferredRender data={overview.data}>
              {(shown) => {
                const stale = overview.isPlaceholderData || shown.stale;
                return shown.data ? (
                  <div aria-busy={stale || undefined} style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
                    <OverviewBody overview={shown.data} />
                  </div>
                ) : (
                  <OverviewSkeleton
                    periods={
                      periodType === 'year' ? Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4)) + 1 : monthSpan(period.from, period.to)
                    }
                  />
                );
              }}
            </DeferredRender>
          )}
        </Stack>
      </Paper>
      {filters.checks.detail ? (
        <VisitorDetailSection filters={filters} overall={period} periodType={periodType} chip={chip} />
      ) : (
        <Suspense fallback={<Skeleton h={480} radius="md" aria-label={t('app.loading')} />}>
          <VisitorInquiry />
        </Suspense>
      )}
    </Stack>
  );
}

/** /partners/visitor_statistics (spec §2, §3, §6, §8, §9; decision 0025): the visits overview, the breakdown or the inquiry. */
export function VisitorStatisticsPage() {
  const t = useT();
  usePageTitle('visitor_statistics');
  const filters = useVisitorFilters();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader title={t('data.visitors.title')} description={t('data.visitors.intro')} />
        {filters.isError ? (
          <FailedPanel title={t('data.visitors.filters_failed')} description={t('data.retry_hint')} onRetry={() => void filters.refetch()} />
        ) : filters.data?.preparing ? (
          <DataPreparing preparing={filters.data.preparing} />
        ) : filters.data ? (
          <VisitorStatistics filters={filters.data} />
        ) : (
          <OverviewSkeleton />
        )}
      </Stack>
    </Container>
  );
}
