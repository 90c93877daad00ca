import { Progress, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useT } from '../i18n';
import { StatePanel } from './state-panel';

/** `{ done, total }` of a history still being written (the visitor filters' and the dashboard's `preparing`). */
export type Preparing = { done: number; total: number };

const percentOf = ({ done, total }: Preparing) => (total > 0 ? Math.min(99, Math.floor((done / total) * 100)) : 0);

/**
 * 데모 데이터 준비 중: what a screen shows in place of figures that are still being written (the demo's first
 * start writes the visit history while the console serves, decision 0030), never a blank or a wrong figure.
 * `compact` for a dashboard slot, a panel otherwise.
 */
export function DataPreparing({ preparing, compact = false }: { preparing: Preparing; compact?: boolean }) {
  const t = useT();
  const percent = percentOf(preparing);
  const bar = <Progress value={percent} size="sm" aria-label={t('common.data_preparing')} aria-valuetext={`${percent}%`} />;
  if (compact) {
    return (
      <Stack gap={6} py="md" role="status">
        <Text fw={600} fz="sm">
          {t('common.data_preparing')}
        </Text>
        <Text fz="sm" c="dark.4">
          {t('common.data_preparing_hint', { percent })}
        </Text>
        {bar}
      </Stack>
    );
  }
  return (
    <StatePanel
      role="status"
      icon={<IconHourglassHigh size={28} aria-hidden />}
      title={t('common.data_preparing')}
      description={t('common.data_preparing_hint', { percent })}
      action={<div style={{ width: 240 }}>{bar}</div>}
    />
  );
}
