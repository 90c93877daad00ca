import '@mantine/core/styles/Tabs.css';
import { Badge, Tabs } from '@mantine/core';
import { formatNumber } from '../lib/format';
import { CountPlaceholder } from './count-placeholder';

export type StatusTabsProps<S extends string> = {
  statuses: readonly S[];
  value: S;
  /**
   * The count per status, shown beside each tab once loaded; `undefined` while it loads (a placeholder of the
   * badge's size stands in), `null` for a list that has no counts (nothing beside the tabs).
   */
  counts: Record<S, number> | undefined | null;
  /** The tab list's accessible name. */
  label: string;
  tabLabel: (status: S) => string;
  onChange: (status: S | null) => void;
};

/** A list's status filter as tabs, each with its count (the current one's filled). */
export function StatusTabs<S extends string>({ statuses, value, counts, label, tabLabel, onChange }: StatusTabsProps<S>) {
  return (
    <Tabs value={value} onChange={(next) => onChange(next as S | null)} activateTabWithKeyboard={false}>
      <Tabs.List aria-label={label}>
        {statuses.map((status) => (
          <Tabs.Tab
            key={status}
            value={status}
            rightSection={
              counts === null ? undefined : counts ? (
                <Badge size="sm" variant={value === status ? 'filled' : 'light'} color={value === status ? 'brand' : 'gray'} circle={false}>
                  {formatNumber(counts[status])}
                </Badge>
              ) : (
                <CountPlaceholder />
              )
            }
          >
            {tabLabel(status)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
