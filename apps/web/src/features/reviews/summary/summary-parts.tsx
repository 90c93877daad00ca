import type { ReactNode } from 'react';
import { Button, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title, VisuallyHidden, type PaperProps } from '@mantine/core';
import { BarsList } from '@mantine/charts';
import { useT } from '../../../i18n';
import { formatNumber, formatPercent } from '../../../lib/format';
import { FailedPanel } from '../../../components/state-panel';
import { StarRating } from '../components/star-rating';
import { monthParts } from './month';
import { TrendChart } from './trend-chart';

/** One block of the summary band: a small heading over its figure or chart. */
export function SummaryBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Text fz="sm" fw={700} c="dark.5" mb="xs">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** The big figure of a summary: 4.1 over "리뷰 1,234건". */
export function HeadlineFigure({ value, caption, children }: { value: string; caption: string; children?: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz={34} lh={1}>
        {value}
      </Title>
      {children}
      <Text fz="sm" c="dark.4">
        {caption}
      </Text>
    </Stack>
  );
}

export type DistributionRow = { rating: number; count: number };

/** Counts per rating, 5 down to 1, as bars (name and count are text, so a screen reader reads them). */
export function Distribution({ rows, labelOf }: { rows: DistributionRow[]; labelOf: (rating: number) => string }) {
  const sorted = [...rows].sort((a, b) => b.rating - a.rating);
  return (
    <BarsList
      data={sorted.map((row) => ({ name: labelOf(row.rating), value: row.count }))}
      valueFormatter={formatNumber}
      barHeight={22}
      barGap={4}
      barColor="yellow.2"
      // Wide enough for its label ("1점") with the bar's padding, and kept on one line, so a rare rating does not wrap.
      minBarSize={48}
      styles={{ barLabel: { whiteSpace: 'nowrap' } }}
    />
  );
}

/** Parts of a whole (면접 결과, 면접 경험): a label, its count and share, a bar. */
export function ShareList({ items }: { items: { key: string; label: string; count: number; color: string }[] }) {
  const t = useT();
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <Stack gap={8}>
      {items.map((item) => {
        const percent = total > 0 ? (item.count / total) * 100 : 0;
        return (
          <Stack key={item.key} gap={2}>
            <Text fz="sm">{t('reviews.summary.share', { name: item.label, count: formatNumber(item.count), percent: formatPercent(percent) })}</Text>
            <Progress value={percent} color={item.color} size="sm" aria-hidden="true" />
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The replied share, with a way to the reviews still waiting for a reply (?replied=unreplied). */
export function RepliedShare({ replied, total, onShowUnreplied }: { replied: number; total: number; onShowUnreplied: () => void }) {
  const t = useT();
  const unreplied = total - replied;
  return (
    <Stack gap={6}>
      <Group gap="xs" align="baseline">
        <Title order={2} fz={28} lh={1}>
          {formatPercent(total > 0 ? (replied / total) * 100 : 0)}
        </Title>
        <Text fz="sm" c="dark.4">
          {t('reviews.summary.replied_detail', { total: formatNumber(total), replied: formatNumber(replied) })}
        </Text>
      </Group>
      <Progress value={total > 0 ? (replied / total) * 100 : 0} color="teal" size="sm" aria-hidden="true" />
      {unreplied > 0 ? (
        <Group>
          <Button variant="subtle" size="compact-sm" px={0} onClick={onShowUnreplied}>
            {t('reviews.summary.unreplied_link', { count: formatNumber(unreplied) })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export type TrendPoint = { month: string; label: string; count: number; average: number | null };

export function trendPoints(monthly: { month: string; count: number; average: number | null }[]): TrendPoint[] {
  return monthly.map((m) => ({ ...m, label: monthParts(m.month)?.short ?? m.month }));
}

/** The 12-month trend: the chart, and the same figures as a table for screen readers. */
export function MonthlyTrend({ monthly }: { monthly: { month: string; count: number; average: number | null }[] }) {
  const t = useT();
  const points = trendPoints(monthly);
  return (
    <>
      <TrendChart points={points} />
      <VisuallyHidden>
        <Table>
          <caption>{t('reviews.summary.trend_table')}</caption>
          <thead>
            <tr>
              <th>{t('reviews.summary.month')}</th>
              <th>{t('reviews.summary.trend_count')}</th>
              <th>{t('reviews.summary.trend_average')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <td>{p.label}</td>
                <td>{formatNumber(p.count)}</td>
                <td>{p.average === null ? '-' : p.average.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}

/** The summary band's loading state. */
/**
 * A block's place while the summary loads: a card of about the block's loaded height (its height in one
 * column, on a phone; in a row, the row takes its tallest), so the filters and the list below it do not move
 * when the summary arrives (Lighthouse measured a 0.42 layout shift on a phone with one short row of bars).
 */
export function BlockSkeleton({ h }: { h: PaperProps['h'] }) {
  return (
    <Paper withBorder radius="md" p="md" h={h}>
      <Stack gap="xs">
        <Skeleton h={14} w={80} />
        <Skeleton h={32} w={100} />
        <Skeleton h={12} w="80%" />
      </Stack>
    </Paper>
  );
}

export function SummaryFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return <FailedPanel title={t('reviews.summary.failed')} description={t('reviews.list.failed_hint')} onRetry={onRetry} />;
}

/** One decimal (spec: the average ★ with one decimal). */
export function oneDecimal(value: number | null): string {
  return value === null ? '-' : value.toFixed(1);
}

/** A kind's summary band: its failed and loading states, then its blocks in a section. */
export function SummarySection<S>({
  data,
  isError,
  onRetry,
  skeleton,
  children,
}: {
  data: S | undefined;
  isError: boolean;
  onRetry: () => void;
  /** The summary's layout in BlockSkeletons, shown while it loads. */
  skeleton: ReactNode;
  children: (data: S) => ReactNode;
}) {
  const t = useT();
  if (isError && !data) return <SummaryFailed onRetry={onRetry} />;
  if (!data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('reviews.summary.loading')}>
        {skeleton}
      </Stack>
    );
  }
  return (
    <Stack gap="md" component="section" aria-label={t('reviews.summary.label')}>
      {children(data)}
    </Stack>
  );
}

/** The average over "리뷰 n건" (or "아직 리뷰가 없어요"); a ★ average shows its stars too. */
export function AverageBlock({ title, average, count, stars }: { title: string; average: number | null; count: number; stars: boolean }) {
  const t = useT();
  return (
    <SummaryBlock title={title}>
      <HeadlineFigure
        value={oneDecimal(average)}
        caption={count > 0 ? t('reviews.summary.count', { count: formatNumber(count) }) : t('reviews.summary.none')}
      >
        {stars && average !== null ? <StarRating value={average} size={16} /> : null}
      </HeadlineFigure>
    </SummaryBlock>
  );
}

/** The ★ distribution, 5 down to 1. */
export function RatingDistributionBlock({ rows }: { rows: DistributionRow[] }) {
  const t = useT();
  return (
    <SummaryBlock title={t('reviews.summary.distribution')}>
      <Distribution rows={rows} labelOf={(rating) => t('reviews.summary.rating_label', { rating })} />
    </SummaryBlock>
  );
}

export function RepliedShareBlock({ replied, total, onShowUnreplied }: { replied: number; total: number; onShowUnreplied: () => void }) {
  const t = useT();
  return (
    <SummaryBlock title={t('reviews.summary.replied_share')}>
      <RepliedShare replied={replied} total={total} onShowUnreplied={onShowUnreplied} />
    </SummaryBlock>
  );
}

export function TrendBlock({ monthly }: { monthly: { month: string; count: number; average: number | null }[] }) {
  const t = useT();
  return (
    <SummaryBlock title={t('reviews.summary.trend')}>
      <MonthlyTrend monthly={monthly} />
    </SummaryBlock>
  );
}
