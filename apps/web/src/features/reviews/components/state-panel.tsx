import type { ReactNode } from 'react';
import { Button, EmptyState, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../i18n';

export type StatePanelProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
};

/** A list's empty or failed state: an icon, a title, a sentence and what to do next. */
export function StatePanel({ icon, title, description, action, role }: StatePanelProps) {
  return (
    <Paper withBorder radius="md" py={40} role={role}>
      <EmptyState icon={icon} withIndicatorBackground title={title} description={description}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}

/** A failed load with a retry button. */
export function FailedPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT();
  return (
    <StatePanel
      role="alert"
      icon={<IconAlertTriangle size={28} aria-hidden="true" />}
      title={title}
      description={t('reviews.list.failed_hint')}
      action={
        <Button variant="light" onClick={onRetry}>
          {t('reviews.common.retry')}
        </Button>
      }
    />
  );
}

const CARDS = [0, 1, 2];

/** The review list's loading state: cards of bars shaped like a review. */
export function CardsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {CARDS.map((card) => (
        <Paper key={card} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <Skeleton h={14} w={90} />
              <Skeleton h={14} w={60} />
              <Skeleton h={14} w={80} />
            </Group>
            <Skeleton h={18} w="60%" />
            <Skeleton h={12} w="90%" />
            <Skeleton h={12} w="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
