import { useDeferredValue } from 'react';

export type DeferredData<T> = {
  /** What to render: undefined while loading (the skeleton), else the data last rendered or the new data. */
  data: T | undefined;
  /** The data on screen is older than the query's: the new data is rendering. */
  stale: boolean;
};

/**
 * A query's data for rendering a large part of a page (a list's rows, a chart, the dashboard's slots) as a
 * transition. A query's result renders at once and whole (TanStack Query's store is read synchronously), so
 * the rows of a page arriving were one long task that blocked input on a phone. With this the render at the
 * result keeps what is on screen; React then renders the new data in slices that give the main thread back
 * (issue 31; decision 0005). No data (a new query is loading) is passed on at once, so the skeleton never
 * waits behind old data.
 *
 * The transition re-renders the component that calls this: if that component also reads a query (or any store
 * through useSyncExternalStore) that can change meanwhile, React redoes the whole render synchronously. There,
 * render the deferred part with `DeferredRender` (components/deferred-render.tsx) instead.
 */
export function useDeferredData<T>(latest: T | undefined): DeferredData<T> {
  const deferred = useDeferredValue(latest);
  if (latest === undefined) return { data: undefined, stale: false };
  return { data: deferred, stale: deferred !== undefined && deferred !== latest };
}
