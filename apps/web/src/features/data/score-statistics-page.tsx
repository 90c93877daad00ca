import './styles';
import { useState } from 'react';
import { Container, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { koreanMonth } from '@partners/contract/korea-time';
import type { ScoreAverages } from '@partners/contract';
import { PageHeader } from '../../components/page-header';
import { FailedPanel, StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useScoreStatistics, type ScoreStatistics } from './api';
import { addMonths, type Month } from './period';
import { RatingBadge } from '../../components/rating-badge';
import { useMonthLabel } from './visitor-period';
import { XYChart, type ChartSeries } from '../../components/chart/xy-chart';
import { SegmentedChoice } from '../../components/segmented-choice';

export const SCORE_PERIODS = [12, 24, 36] as const;
const CATEGORIES = ['overall', 'career', 'pay_benefits', 'work_life', 'culture', 'management'] as const satisfies readonly (keyof ScoreAverages)[];

function currentMonth(): Month {
  const { year, month } = koreanMonth(new Date());
  return `${year}-${String(month).padStart(2, '0')}`;
}

const score = (value: number | null) => (value === null ? null : value.toFixed(2));

function ScoreSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('data.scores.loading')} role="status">
      <Skeleton h={60} radius="md" />
      <Skeleton h={260} radius="md" />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}

function CountCard({ title, company, industry }: { title: string; company: ScoreAverages; industry: ScoreAverages }) {
  const t = useT();
  const line = (label: string, averages: ScoreAverages) => (
    <Group justify="space-between" gap="xs">
      <Text fz="sm" c="dark.5">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {t('data.scores.reviews_count', { count: formatNumber(averages.count) })}
        <Text span fz="xs" c="dark.4" ml={8}>
          {averages.overall === null ? t('data.scores.no_score') : t('data.scores.average', { score: averages.overall.toFixed(2) })}
        </Text>
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Text fz="xs" c="dark.4" fw={600} mb={6}>
        {title}
      </Text>
      <Stack gap={4}>
        {line(t('data.scores.company'), company)}
        {line(t('data.scores.industry'), industry)}
      </Stack>
    </Paper>
  );
}

function ScoreBody({ stats }: { stats: ScoreStatistics }) {
  const t = useT();
  const monthLabel = useMonthLabel();
  const companyName = t('data.scores.company');
  const industryName = t('data.scores.industry');
  const line = stats.months.map((m) => ({ month: monthLabel(m.month), [companyName]: m.company.overall, [industryName]: m.industry.overall }));
  const bars = CATEGORIES.map((category) => ({
    category: t(`data.scores.categories.${category}`),
    [companyName]: stats.period.company[category],
    [industryName]: stats.period.industry[category],
  }));
  const series: ChartSeries[] = [
    { name: companyName, color: 'brand.6' },
    { name: industryName, color: 'gray.5' },
  ];
  const lines = series.map((s): ChartSeries => ({ ...s, type: 'line' }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountCard title={t('data.scores.period_count')} company={stats.period.company} industry={stats.period.industry} />
        <CountCard title={t('data.scores.cumulative_count')} company={stats.cumulative.company} industry={stats.cumulative.industry} />
      </SimpleGrid>
      {stats.period.company.count === 0 ? (
        <StatePanel
          role="status"
          icon={<IconStar size={28} aria-hidden />}
          title={t('data.scores.empty_title')}
          description={t('data.scores.empty_body')}
        />
      ) : null}
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="score-overall-title">
        <Title order={2} fz="lg" id="score-overall-title" mb="md">
          {t('data.scores.overall_title')}
        </Title>
        <XYChart h={260} data={line} dataKey="month" series={lines} yDomain={[1, 5]} withLegend withDots aria-hidden />
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="score-categories-title">
        <Title order={2} fz="lg" id="score-categories-title" mb="md">
          {t('data.scores.categories_title')}
        </Title>
        <XYChart h={260} data={bars} dataKey="category" series={series} yDomain={[0, 5]} withLegend maxBarWidth={32} aria-hidden />
        <Table.ScrollContainer minWidth={420} mt="md">
          <Table withTableBorder aria-label={t('data.scores.categories_title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Td />
                {CATEGORIES.map((category) => (
                  <Table.Th key={category} ta="right">
                    {t(`data.scores.categories.${category}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['company', 'industry'] as const).map((who) => (
                <Table.Tr key={who}>
                  <Table.Th scope="row">{who === 'company' ? companyName : industryName}</Table.Th>
                  {CATEGORIES.map((category) => (
                    <Table.Td key={category} ta="right">
                      {score(stats.period[who][category]) ?? '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder aria-label={t('data.scores.overall_table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('data.scores.column_month')}</Table.Th>
              <Table.Th ta="right">{t('data.scores.column_company_score')}</Table.Th>
              <Table.Th ta="right">{t('data.scores.column_company_count')}</Table.Th>
              <Table.Th ta="right">{t('data.scores.column_industry_score')}</Table.Th>
              <Table.Th ta="right">{t('data.scores.column_industry_count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...stats.months].reverse().map((m) => (
              <Table.Tr key={m.month}>
                <Table.Td>{monthLabel(m.month)}</Table.Td>
                <Table.Td ta="right">{score(m.company.overall) ?? '–'}</Table.Td>
                <Table.Td ta="right">{formatNumber(m.company.count)}</Table.Td>
                <Table.Td ta="right">{score(m.industry.overall) ?? '–'}</Table.Td>
                <Table.Td ta="right">{formatNumber(m.industry.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** /partners/score_statistics (spec §1, §2; decision 0025): review scores per month against the industry's, with the ratings. */
export function ScoreStatisticsPage() {
  const t = useT();
  usePageTitle('score_statistics');
  const [months, setMonths] = useState<(typeof SCORE_PERIODS)[number]>(12);
  const to = currentMonth();
  const stats = useScoreStatistics({ from_date: addMonths(to, -(months - 1)), to_date: to });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t('data.scores.title')}
          description={t('data.scores.intro')}
          actions={
            <SegmentedChoice
              aria-label={t('data.scores.period_label')}
              value={String(months)}
              onChange={(value) => setMonths(SCORE_PERIODS.find((n) => String(n) === value) ?? 12)}
              data={SCORE_PERIODS.map((n) => ({ value: String(n), label: t('data.scores.months_chip', { n }) }))}
            />
          }
        />
        {stats.data ? (
          <Group gap="xl">
            <Group gap={8} wrap="nowrap">
              <Text fz="sm" c="dark.5">
                {t('data.scores.company_rating')}
              </Text>
              <RatingBadge rating={stats.data.company_rating} />
            </Group>
            <Group gap={8} wrap="nowrap">
              <Text fz="sm" c="dark.5">
                {t('data.scores.industry_rating')}
              </Text>
              <RatingBadge rating={stats.data.industry_rating} />
            </Group>
            <Text fz="sm" c="dark.4">
              {t('data.scores.industry_of', { industry: stats.data.industry.name })}
            </Text>
          </Group>
        ) : null}
        {stats.isError ? (
          <FailedPanel title={t('data.scores.failed')} description={t('data.retry_hint')} onRetry={() => void stats.refetch()} />
        ) : stats.data ? (
          <ScoreBody stats={stats.data} />
        ) : (
          <ScoreSkeleton />
        )}
      </Stack>
    </Container>
  );
}
