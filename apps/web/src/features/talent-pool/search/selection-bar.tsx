import type { ComponentType } from 'react';
import { Checkbox, Group, Text } from '@mantine/core';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import type { SelectionActionsSlotProps } from '../hiring-slots';
import classes from './talent-search.module.css';

export type SelectionBarProps = {
  /** The encs on this page. */
  pageEncs: readonly string[];
  selected: readonly string[];
  onSelectAll: (checked: boolean) => void;
  onDone: () => void;
  Actions: ComponentType<SelectionActionsSlotProps>;
};

/** Above the results: pick the whole page, how many are picked, and what to do with them. */
export function SelectionBar({ pageEncs, selected, onSelectAll, onDone, Actions }: SelectionBarProps) {
  const t = useT();
  const isAll = pageEncs.length > 0 && pageEncs.every((enc) => selected.includes(enc));
  return (
    <Group justify="space-between" gap="sm" className={classes.selectionBar}>
      <Checkbox
        label={t('talent_search.selection.select_all')}
        checked={isAll}
        indeterminate={!isAll && selected.length > 0}
        onChange={(event) => onSelectAll(event.currentTarget.checked)}
      />
      <Group gap="sm">
        <Text fz="sm" c="dark.5" aria-live="polite">
          {t('talent_search.selection.count', { count: formatNumber(selected.length) })}
        </Text>
        <Actions userIds={[...selected]} onDone={onDone} />
      </Group>
    </Group>
  );
}
