import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { StatusTabs, type StatusTabsProps } from './status-tabs';

const STATUSES = ['all', 'open', 'closed'] as const;
type Status = (typeof STATUSES)[number];
const LABELS: Record<Status, string> = { all: '전체', open: '진행 중', closed: '마감' };

function tabs(counts: StatusTabsProps<Status>['counts']) {
  return renderWithApp(
    <StatusTabs statuses={STATUSES} value="all" counts={counts} label="상태" tabLabel={(s) => LABELS[s]} onChange={() => undefined} />,
  );
}

describe('StatusTabs', () => {
  it('shows each status with its count once the counts have loaded', () => {
    tabs({ all: 1234, open: 34, closed: 1200 });
    expect(screen.getByRole('tab', { name: /^전체\s*1,234$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^진행 중\s*34$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^마감\s*1,200$/ })).toBeInTheDocument();
  });

  it('holds a placeholder of the badge’s size beside each tab while the counts load', () => {
    const { container } = tabs(undefined);
    expect(screen.getByRole('tab', { name: '진행 중' })).toBeInTheDocument();
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(STATUSES.length);
  });

  it('shows the tabs alone, without placeholders, for a list that has no counts', () => {
    const { container } = tabs(null);
    expect(screen.getByRole('tab', { name: '마감' })).toBeInTheDocument();
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(0);
  });
});
