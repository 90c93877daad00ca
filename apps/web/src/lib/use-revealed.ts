import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's items, revealed a batch at a time: the first `first` at once, then `step` more in each later
 * task, until all are shown. React commits what it rendered in one task that cannot be sliced, and a page of
 * twenty talent search results was one task of 400 ms at 4× CPU (its commit alone 250 ms), however its render
 * was sliced (issue 31; decision 0005). The first batch fills a screen; the rest follow within a few frames,
 * below it. New items (a refetch after an action, another page) keep as many shown as before: rows never
 * vanish from under a reader scrolled down the list, and the page's height never shrinks back.
 */
export function useRevealed<T>(items: readonly T[] | undefined, first: number, step = first): readonly T[] | undefined {
  const [revealed, setRevealed] = useState({ items, count: first });
  // New items: as many as were shown, in this very render (state derived from the props).
  const current = revealed.items === items ? revealed : { items, count: Math.max(first, revealed.count) };
  if (current !== revealed) setRevealed(current);
  const total = items?.length ?? 0;
  const { count } = current;

  useEffect(() => {
    if (count >= total) return;
    // A task of its own for each batch, rendered as a transition: the browser paints and answers input between.
    const timer = setTimeout(() => {
      startTransition(() => setRevealed((shown) => (shown.items === items ? { items, count: shown.count + step } : shown)));
    }, 0);
    return () => clearTimeout(timer);
  }, [items, count, total, step]);

  return items && count < total ? items.slice(0, count) : items;
}
