import type { ReactNode } from 'react';
import { useDeferredData, type DeferredData } from '../lib/use-deferred-data';

/**
 * `children` for a query's data rendered as a transition (useDeferredData), in a component of its own: give it
 * the data of a query that the component above holds.
 *
 * The transition re-renders the component that calls useDeferredData and what it renders. When that component
 * also holds queries (TanStack Query reads its store through useSyncExternalStore), React checks after the
 * transition's sliced render that none of their results changed meanwhile, and if one did it throws the render
 * away and renders it all again synchronously, in one task. On the visitor statistics the overview's transition
 * re-rendered the page's section with the breakdown's query: the breakdown answering while the chart rendered
 * made the chart a 105–168 ms synchronous render at 4× CPU on most loads (issue 31; decision 0005). Here the
 * transition renders only this component and its children.
 */
export function DeferredRender<T>({ data, children }: { data: T | undefined; children: (shown: DeferredData<T>) => ReactNode }) {
  return children(useDeferredData(data));
}
