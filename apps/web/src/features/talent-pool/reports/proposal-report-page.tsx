import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import {
  PROPOSAL_REPORT_MAX_MONTHS,
  TALENT_PATHS,
  proposalReportPeriod,
  proposalReportQuery,
  type ProposalReport,
  type ProposalReportFigures,
} from '@partners/contract';
import { FailedPanel, StatePanel, TableSkeleton } from '../../../components/state-panel';
import { useT, type MessageKey } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useUrlState } from '../../../lib/url-state';
import { useProposalReport } from '../api/proposal-report';
import { defaultPeriod, recentMonths } from './months';
import { PageHeader } from '../../../components/page-header';
import { Select } from '../../../components/select';
import { XYChart } from '../../../components/chart/xy-chart';

type T = ReturnType<typeof useT>;

/** Months the period pickers offer: the last three years. */
const PICKABLE_MONTHS = 36;

/** The period in the address (`?from_date=2026-03&to_date=2026-04`); a month missing there is the default period's. */
const PERIOD_QUERY = proposalReportPeriod.partial();

function rate(value: number | null): string {
  return value === null ? '-' : `${Math.round(value * 1000) / 10}%`;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

export function formatHours(t: T, hours: number | null): string {
  if (hours === null) return t('talent_reports.none');
  if (hours < 48) return t('talent_reports.hours', { hours: Math.round(hours * 10) / 10 });
  const whole = Math.round(hours);
  return t('talent_reports.days_hours', { days: Math.floor(whole / 24), hours: whole % 24 });
}

function monthLabel(t: T, month: string): string {
  const [year, m] = month.split('-');
  return t('talent_reports.month_label', { year: year ?? '', month: Number(m) });
}

const COLUMNS = ['sent', 'read', 'accepted', 'rejected', 'expired', 'open', 'response_rate', 'median'] as const;

function FigureCells({ t, row }: { t: T; row: ProposalReportFigures }) {
  return (
    <>
      <Table.Td ta="right">{formatNumber(row.sent)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.read)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.accepted)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.rejected)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.expired)}</Table.Td>
      <Table.Td ta="right">{formatNumber(row.open)}</Table.Td>
      <Table.Td ta="right">{rate(row.response_rate)}</Table.Td>
      <Table.Td ta="right">{formatHours(t, row.median_hours_to_answer)}</Table.Td>
    </>
  );
}

function ReportTable({
  t,
  label,
  first,
  rows,
  total,
}: {
  t: T;
  label: string;
  first: string;
  rows: { key: string; name: ReactNode; figures: ProposalReportFigures }[];
  total: ProposalReportFigures;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta="right">
                {t(`talent_reports.columns.${c}` as MessageKey)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.name}</Table.Td>
              <FigureCells t={t} row={row.figures} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('talent_reports.total')}</Table.Td>
            <FigureCells t={t} row={total} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function Summary({ t, total }: { t: T; total: ProposalReportFigures }) {
  const items = [
    ['talent_reports.summary.sent', formatNumber(total.sent)],
    ['talent_reports.summary.response_rate', rate(total.response_rate)],
    ['talent_reports.summary.accept_rate', rate(share(total.accepted, total.sent))],
    ['talent_reports.summary.median', formatHours(t, total.median_hours_to_answer)],
  ] as const;
  return (
    <SimpleGrid cols={4} spacing="md">
      {items.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="md">
          <Text fz="sm" c="dark.4">
            {t(key)}
          </Text>
          <Text fz={24} fw={700} aria-label={`${t(key)} ${value}`}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function RatesChart({ t, report }: { t: T; report: ProposalReport }) {
  const names = {
    read: t('talent_reports.series.read_rate'),
    response: t('talent_reports.series.response_rate'),
    accept: t('talent_reports.series.accept_rate'),
  };
  const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
  const data = report.by_month.map((m) => ({
    month: monthLabel(t, m.month),
    [names.read]: percent(m.read, m.sent),
    [names.response]: percent(m.accepted + m.rejected, m.sent),
    [names.accept]: percent(m.accepted, m.sent),
  }));
  return (
    <Paper withBorder radius="md" p="md" role="figure" aria-label={t('talent_reports.chart_label')}>
      <Title order={3} fz="md" mb="sm">
        {t('talent_reports.chart_title')}
      </Title>
      <XYChart
        h={240}
        data={data}
        dataKey="month"
        series={[
          { name: names.read, color: 'gray.6', type: 'line' },
          { name: names.response, color: 'brand.5', type: 'line' },
          { name: names.accept, color: 'teal.6', type: 'line' },
        ]}
        withLegend
        withDots
        yDomain={[0, 100]}
        unit="%"
        aria-hidden
      />
    </Paper>
  );
}

/** Issue 21 (beyond the spec): proposals sent per project and per month, their answers and the time they took. */
export function ProposalReportPage() {
  const t = useT();
  const { state, update } = useUrlState(PERIOD_QUERY);
  const fallback = defaultPeriod(new Date());
  const from = state.from_date ?? fallback.from;
  const to = state.to_date ?? fallback.to;
  // The server's own rule: the end not before the start, the span within the maximum.
  const valid = proposalReportQuery.safeParse({ from_date: from, to_date: to }).success;
  const report = useProposalReport(valid ? { from, to } : null);
  const months = recentMonths(new Date(), PICKABLE_MONTHS).map((m) => ({ value: m, label: monthLabel(t, m) }));
  // Both months go into the address, so that a shared link keeps its period after the default one moves on.
  const setPeriod = (next: { from?: string; to?: string }) => update({ from_date: next.from ?? from, to_date: next.to ?? to }, { replace: true });

  const data = report.data;
  let body;
  if (!valid) {
    body = null;
  } else if (report.isError && !data) {
    body = (
      <FailedPanel
        title={t('talent_reports.load_failed_title')}
        description={t('talent_reports.load_failed_body')}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (!data) {
    body = <TableSkeleton columns={['24%', '8%', '8%', '8%', '8%', '8%', '8%', '10%', '12%']} label={t('talent_reports.loading')} />;
  } else if (data.total.sent === 0) {
    body = (
      <StatePanel
        icon={<IconChartLine size={28} aria-hidden />}
        title={t('talent_reports.empty_title')}
        description={t('talent_reports.empty_body')}
        action={
          <Button component={Link} to={TALENT_PATHS.search('index', 1)}>
            {t('talent_reports.to_search')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="lg" aria-busy={report.isFetching && report.isPlaceholderData}>
        <Summary t={t} total={data.total} />
        <RatesChart t={t} report={data} />
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('talent_reports.by_project')}
          </Title>
          <ReportTable
            t={t}
            label={t('talent_reports.by_project')}
            first={t('talent_reports.columns.project')}
            total={data.total}
            rows={data.by_project.map((p) => ({
              key: String(p.project_id),
              name: (
                <Group gap={6} wrap="nowrap">
                  <Text fz="sm" truncate maw={260}>
                    {p.project_name}
                  </Text>
                  {p.active ? null : (
                    <Badge size="xs" variant="light" color="gray">
                      {t('talent_reports.inactive')}
                    </Badge>
                  )}
                </Group>
              ),
              figures: p,
            }))}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('talent_reports.by_month')}
          </Title>
          <ReportTable
            t={t}
            label={t('talent_reports.by_month')}
            first={t('talent_reports.columns.month')}
            total={data.total}
            rows={data.by_month.map((m) => ({ key: m.month, name: monthLabel(t, m.month), figures: m }))}
          />
        </Stack>
      </Stack>
    );
  }

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <PageHeader title={t('talent_reports.title')} description={t('talent_reports.intro')} />
        <Group align="flex-end" gap="sm" role="group" aria-label={t('talent_reports.period')}>
          <Select
            label={t('talent_reports.from')}
            data={months}
            value={from}
            onChange={(v) => v && setPeriod({ from: v })}
            allowDeselect={false}
            w={160}
          />
          <Select label={t('talent_reports.to')} data={months} value={to} onChange={(v) => v && setPeriod({ to: v })} allowDeselect={false} w={160} />
        </Group>
        {valid ? null : (
          <Text c="red.7" fz="sm" role="alert">
            {t('talent_reports.period_invalid', { max: PROPOSAL_REPORT_MAX_MONTHS })}
          </Text>
        )}
        {body}
      </Stack>
    </Container>
  );
}
