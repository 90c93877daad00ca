import '@mantine/core/styles/EmptyState.css';
import type { ReactNode } from 'react';
import { Button, EmptyState, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../i18n';

export type StatePanelProps = {
  icon: ReactNode;
  title: string;
  /** What it means or what to do; some failures say it all in the title. */
  description?: string;
  /** Buttons or links under the text (retry, clear the filters, a way elsewhere). */
  action?: ReactNode;
  /** `alert` for a failure, `status` for an explanation that replaces the content. */
  role?: 'alert' | 'status';
};

/** A list's empty, failed or refused state: an icon, a title, a sentence and what to do next. */
export function StatePanel({ icon, title, description, action, role }: StatePanelProps) {
  return (
    <Paper withBorder radius="md" py={40} role={role}>
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}

export type FailedPanelProps = { title: string; description?: string; onRetry: () => void };

/** What could not be loaded (role alert), with a retry (다시 시도): the one failure panel of every screen. */
export function FailedPanel({ title, description, onRetry }: FailedPanelProps) {
  const t = useT();
  return (
    <StatePanel
      role="alert"
      icon={<IconAlertTriangle size={28} aria-hidden />}
      title={title}
      description={description}
      action={
        <Button variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

/** A table's loading state: rows of bars as wide as its columns tend to be. */
export function TableSkeleton({ columns, label }: { columns: (number | string)[]; label: string }) {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={label} role="status">
      <Stack gap="md">
        {SKELETON_ROWS.map((row) => (
          <Group key={row} gap="md" wrap="nowrap">
            {columns.map((width, column) => (
              <Skeleton key={column} h={14} w={width} />
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
