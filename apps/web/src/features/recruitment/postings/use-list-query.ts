import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  POSTING_ORDERS,
  POSTING_PAGE_SIZE,
  POSTING_PER_MAX,
  POSTING_STATUS_FILTERS,
  type PostingListQuery,
  type PostingOrder,
  type PostingStatusFilter,
} from '@partners/contract';

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** Reads the list's query from the URL (page, per, status, order, occupation_id, search_keyword); unknown values fall back. */
export function readListQuery(params: URLSearchParams): PostingListQuery {
  const ids = (params.get('occupation_id') ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, 20);
  const keyword = params.get('search_keyword')?.trim();
  return {
    status: oneOf<PostingStatusFilter>(POSTING_STATUS_FILTERS, params.get('status'), 'all'),
    order: oneOf<PostingOrder>(POSTING_ORDERS, params.get('order'), 'newest'),
    page: positiveInt(params.get('page'), 1, 10_000),
    per: positiveInt(params.get('per'), POSTING_PAGE_SIZE, POSTING_PER_MAX),
    occupation_id: ids,
    search_keyword: keyword ? keyword : undefined,
  };
}

export type ListQueryChange = Partial<Omit<PostingListQuery, 'search_keyword'>> & { search_keyword?: string | undefined };

/** The list's filters live in the URL; a filter change goes back to page 1, defaults are left out. */
export function useListQuery(): [PostingListQuery, (change: ListQueryChange) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const update = useCallback(
    (change: ListQueryChange) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined, fallback?: string) => {
          if (value === undefined || value === '' || value === fallback) next.delete(key);
          else next.set(key, value);
        };
        if ('status' in change) set('status', change.status, 'all');
        if ('order' in change) set('order', change.order, 'newest');
        if ('per' in change) set('per', change.per === undefined ? undefined : String(change.per), String(POSTING_PAGE_SIZE));
        if ('occupation_id' in change) set('occupation_id', change.occupation_id?.join(','));
        if ('search_keyword' in change) set('search_keyword', change.search_keyword?.trim());
        set('page', 'page' in change && change.page !== undefined ? String(change.page) : undefined, '1');
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams();
        const status = current.get('status');
        if (status) next.set('status', status);
        return next;
      }),
    [setParams],
  );
  return [query, update, clear];
}
