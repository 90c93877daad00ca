import type { ReactNode } from 'react';
import { Group, type MantineSize } from '@mantine/core';
import { Pagination } from './pagination';
import { FailedPanel, TableSkeleton } from './state-panel';
import { useDeferredData } from '../lib/use-deferred-data';

/** What the scaffold reads of a list's query (TanStack Query's result fits). */
export type ListQuery<D> = {
  /** Undefined until the first page arrives (a later page keeps the previous one as a placeholder). */
  data: D | undefined;
  isError: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

export type ListPagingProps = {
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
  /** The pagination's name (공고 목록 페이지). */
  label: string;
  size?: MantineSize;
};

export type ListScaffoldProps<D> = {
  query: ListQuery<D>;
  /** Whether a loaded page holds no rows. */
  isEmpty: (data: D) => boolean;
  /** The loading state's name (불러오는 중). */
  loadingLabel: string;
  /** Skeleton rows as wide as the table's columns tend to be… */
  skeletonColumns?: (number | string)[];
  /** …or the list's own skeleton (cards). */
  skeleton?: ReactNode;
  /** The failure panel's words; its 다시 시도 fetches again. */
  failed: { title: string; description: string };
  /** A loaded page without rows: nothing yet, or nothing matches (a StatePanel). */
  empty: (data: D) => ReactNode;
  /** The rows (the table) of a loaded page; `stale` while the next page loads over it. */
  children: (data: D, stale: boolean) => ReactNode;
  /** Paging, shown from two pages on. */
  paging?: ListPagingProps;
};

const DEFAULT_COLUMNS = ['20%', '20%', '15%', '25%'];

/**
 * The body of every list screen: skeleton rows while the first page loads, the failure with a retry, the
 * empty state, or the rows, then the kit's pagination. The screen keeps its header, filters and words.
 */
export function ListScaffold<D>({
  query,
  isEmpty,
  loadingLabel,
  skeletonColumns = DEFAULT_COLUMNS,
  skeleton,
  failed,
  empty,
  children,
  paging,
}: ListScaffoldProps<D>) {
  // The rows render as a transition (useDeferredData): the page before stays, marked stale, meanwhile.
  const rendered = useDeferredData(query.data);
  const { data } = rendered;
  const stale = (query.isPlaceholderData ?? false) || rendered.stale;
  const body =
    query.isError && data === undefined ? (
      <FailedPanel title={failed.title} description={failed.description} onRetry={() => void query.refetch()} />
    ) : data === undefined ? (
      (skeleton ?? <TableSkeleton columns={skeletonColumns} label={loadingLabel} />)
    ) : isEmpty(data) ? (
      empty(data)
    ) : (
      children(data, stale)
    );
  return (
    <>
      {body}
      {/* Under the rows once they are on screen: before them it would stand under the skeleton and move down. */}
      {paging && data !== undefined && paging.totalPages > 1 ? (
        <Group justify="center" component="nav" aria-label={paging.label}>
          <Pagination total={paging.totalPages} value={Math.min(paging.page, paging.totalPages)} onChange={paging.onChange} size={paging.size} />
        </Group>
      ) : null}
    </>
  );
}
