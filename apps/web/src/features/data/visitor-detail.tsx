import { useState } from 'react';
import { Alert, Group, Paper, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { BarsList } from '@mantine/charts';
import { IconInfoCircle, IconLock, IconUsersGroup } from '@tabler/icons-react';
import { VISITOR_DIMENSIONS, type VisitorCategory, type VisitorDimension, type VisitorPeriodType } from '@partners/contract';
import { FailedPanel, StatePanel } from '../../components/state-panel';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useVisitorDetail, type VisitorDetail, type VisitorFilters } from './api';
import type { Period } from './period';
import { DEFAULT_DIMENSION, detailOf } from './visitor-queries';
import { useMonthLabel } from './visitor-period';
import { visitorValueLabel } from './visitor-values';
import { Select } from '../../components/select';
import { DeferredRender } from '../../components/deferred-render';

const CHART_ROWS = 10;

function DetailSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('data.visitors.loading_detail')} role="status">
      <Skeleton h={220} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

const ratio = (value: number) => `${value.toFixed(1)}%`;

/** Rank, value, visits, share: the breakdown of every dimension but the company rank. */
function DimensionTable({ detail }: { detail: VisitorDetail }) {
  const t = useT();
  const name = t(`data.visitors.dimensions.${detail.dimension}`);
  const data = detail.rows.slice(0, CHART_ROWS).map((row) => ({ name: visitorValueLabel(t, detail.dimension, row), value: row.visits }));
  return (
    <Stack gap="md">
      {/* The top rows as bars; the table below gives every row's figures. */}
      <div aria-hidden="true">
        <BarsList
          data={data}
          valueFormatter={formatNumber}
          barHeight={26}
          barGap={6}
          barColor="brand.1"
          styles={{ barLabel: { whiteSpace: 'nowrap' } }}
        />
      </div>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label={t('data.visitors.detail_table', { dimension: name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('data.visitors.column_rank')}</Table.Th>
              <Table.Th>{name}</Table.Th>
              <Table.Th ta="right">{t('data.visitors.column_visits')}</Table.Th>
              <Table.Th ta="right">{t('data.visitors.column_ratio')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>{visitorValueLabel(t, detail.dimension, row)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.visits)}</Table.Td>
                <Table.Td ta="right">{ratio(row.ratio)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** Spec §9 company rank table: rank, visitor company, company score, visit ratio. */
function CompanyRankTable({ detail }: { detail: VisitorDetail }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder aria-label={t('data.visitors.rank_table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('data.visitors.column_rank')}</Table.Th>
            <Table.Th>{t('data.visitors.column_company')}</Table.Th>
            <Table.Th ta="right">{t('data.visitors.column_company_score')}</Table.Th>
            <Table.Th ta="right">{t('data.visitors.column_visit_ratio')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td>{visitorValueLabel(t, 'current_company', row)}</Table.Td>
              <Table.Td ta="right">{row.company_score === null ? t('data.visitors.no_score') : row.company_score.toFixed(1)}</Table.Td>
              <Table.Td ta="right">{ratio(row.ratio)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DetailBody({ query }: { query: Parameters<typeof useVisitorDetail>[0] }) {
  const t = useT();
  const detail = useVisitorDetail(query);
  if (detail.isError)
    return <FailedPanel title={t('data.visitors.detail_failed')} description={t('data.retry_hint')} onRetry={() => void detail.refetch()} />;
  // The bars and the table render as a transition (DeferredRender); the dimension before stays meanwhile.
  return <DeferredRender data={detail.data}>{({ data }) => (data ? <DetailContent detail={data} /> : <DetailSkeleton />)}</DeferredRender>;
}

function DetailContent({ detail }: { detail: VisitorDetail }) {
  const t = useT();
  if (detail.rows.length === 0)
    return (
      <StatePanel
        role="status"
        icon={<IconUsersGroup size={28} aria-hidden />}
        title={t('data.visitors.detail_empty')}
        description={t('data.visitors.empty_body')}
      />
    );
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dark.4">
        {t('data.visitors.known_total', { count: formatNumber(detail.total) })}
      </Text>
      {detail.dimension === 'current_company' ? <CompanyRankTable detail={detail} /> : <DimensionTable detail={detail} />}
    </Stack>
  );
}

/**
 * The breakdown by visitor attribute (paid plans, decision 0025): from the second bound (2023-11), a tab per
 * dimension, narrowed to an occupation; the company rank needs a branding plan.
 */
export function VisitorDetailSection({
  filters,
  overall,
  periodType,
  chip,
}: {
  filters: VisitorFilters;
  overall: Period;
  periodType: VisitorPeriodType;
  chip: VisitorCategory;
}) {
  const t = useT();
  const monthLabel = useMonthLabel();
  const [dimension, setDimension] = useState<VisitorDimension>(DEFAULT_DIMENSION);
  const [occupation, setOccupation] = useState<string | null>(null);
  const { period, query } = detailOf(filters, overall, periodType, chip, dimension, occupation);
  const locked = query === null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="visitor-detail-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="lg" id="visitor-detail-title">
            {t('data.visitors.detail_title')}
          </Title>
          <Select
            label={t('data.visitors.occupation')}
            data={[
              { value: '', label: t('data.visitors.occupation_all') },
              ...filters.occupations.map((o) => ({ value: String(o.id), label: o.name })),
            ]}
            value={occupation ?? ''}
            onChange={(value) => setOccupation(value ? value : null)}
            allowDeselect={false}
            w={220}
          />
        </Group>
        {period.clamped ? (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status" p="xs">
            {t('data.visitors.detail_clamped', { start: monthLabel(filters.detail_data_start) })}
          </Alert>
        ) : null}
        <Tabs value={dimension} onChange={(value) => setDimension(VISITOR_DIMENSIONS.find((d) => d === value) ?? 'age_gender')}>
          <Tabs.List aria-label={t('data.visitors.dimension_label')}>
            {VISITOR_DIMENSIONS.map((d) => (
              <Tabs.Tab
                key={d}
                value={d}
                rightSection={d === 'current_company' && !filters.checks.company_rank ? <IconLock size={12} aria-hidden /> : undefined}
              >
                {t(`data.visitors.dimensions.${d}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {locked ? (
          <StatePanel
            role="status"
            icon={<IconLock size={28} aria-hidden />}
            title={t('data.visitors.rank_table')}
            description={t('data.visitors.rank_locked')}
          />
        ) : (
          <DetailBody query={query} />
        )}
      </Stack>
    </Paper>
  );
}
