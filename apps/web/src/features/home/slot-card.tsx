import type { ReactNode } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { useDeferredData } from '../../lib/use-deferred-data';

type SlotCardProps = {
  /** The slot's name in test ids and the heading's id (`event_log`, `banner`…). */
  slot: string;
  title: string;
  /** A link or button beside the heading. */
  action?: ReactNode;
  children: ReactNode;
};

/** One slot of the dashboard: a card with its heading; what is inside is the slot's own state. */
export function SlotCard({ slot, title, action, children }: SlotCardProps) {
  const headingId = `dashboard-${slot}-title`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId} data-slot={slot} h="100%">
      <Group justify="space-between" align="center" mb="md" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

type SlotStateProps<T> = {
  query: UseQueryResult<T>;
  /** The loaded shape in grey bars, so nothing below it jumps. */
  skeleton: ReactNode;
  failed: string;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
};

/**
 * A slot's loading (its skeleton), failed (its message and 다시 시도), empty and loaded states. The loaded
 * state renders as a transition (useDeferredData): nine slots' results arriving were each one long task.
 */
export function SlotState<T>({ query, skeleton, failed, isEmpty, empty, children }: SlotStateProps<T>) {
  const t = useT();
  const { data } = useDeferredData(query.data);
  if (!query.isError && data === undefined) {
    return (
      <div aria-busy="true" aria-label={t('dashboard.loading')} role="status">
        {skeleton}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start" role="alert" py="md">
        <Group gap={6} wrap="nowrap">
          <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-7)" />
          <Text fw={600} fz="sm">
            {failed}
          </Text>
        </Group>
        <Text fz="sm" c="dark.4">
          {t('dashboard.retry_hint')}
        </Text>
        <Button variant="light" size="xs" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  if (data === undefined) return null;
  if (isEmpty?.(data) && empty) {
    return (
      <Text c="dark.4" fz="sm" py="md">
        {empty}
      </Text>
    );
  }
  return <>{children(data)}</>;
}

/** The pager of a paged slot; nothing when everything fits on one page. */
export function SlotPager({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination total={totalPages} value={page} onChange={onChange} size="sm" aria-label={t('dashboard.pager')} />
    </Group>
  );
}

/** Skeleton lines of alternating widths, for a slot's loading shape. */
export const bars = (count: number, height = 16) =>
  Array.from({ length: count }, (_, i) => <Skeleton key={i} h={height} w={i % 2 === 0 ? '100%' : '80%'} />);

/** One labelled figure of a slot (a count, a rate). */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dark.4">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** A card's height in one column (base) and in the desktop grid (lg). */
export type SlotHeight = { base: number; lg: number };

/** A slot not rendered yet (below the first screen): an empty card of its loaded height, hidden from screen readers. */
export function SlotPlaceholder({ slot, height }: { slot: string; height: SlotHeight }) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" mih={height} aria-hidden data-placeholder={slot}>
      <Skeleton h={22} w={160} mb="md" />
      <Stack gap="sm">{bars(3)}</Stack>
    </Paper>
  );
}
