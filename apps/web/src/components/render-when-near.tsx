import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/idle';

/**
 * Content below the fold rendered later: when it comes within `rootMargin` of the viewport or when the browser
 * is idle, whichever is first. Until then `placeholder` stands in: give it the content's size, so the page has
 * its length from the start, and nothing focusable (the content takes its place).
 *
 * The idle reveals are queued page-wide and run one per idle period, each as a transition (React renders it in
 * slices that give the main thread back), so a page's deferred parts never mount in one long task. The idle
 * reveal also brings every part into the page soon after load, unscrolled: a keyboard user tabbing down and
 * the browser's find-in-page find them there.
 */
export function RenderWhenNear({ placeholder, children, rootMargin = '200px' }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const reveal = () => startTransition(() => setNear(true));
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin })
        : null;
    observer?.observe(element);
    const cancelIdle = whenIdle(reveal);
    return () => {
      observer?.disconnect();
      cancelIdle();
    };
  }, [near, rootMargin]);

  return (
    // The full height of its parent, so a card in it still stretches to its grid row.
    <div ref={ref} style={{ height: '100%' }} data-deferred={near ? undefined : true}>
      {near ? children : placeholder}
    </div>
  );
}

export type RenderWhenNearProps = {
  /** What stands in until the content renders: its size, nothing focusable. */
  placeholder: ReactNode;
  children: ReactNode;
  /** How far outside the viewport the content starts rendering (IntersectionObserver's rootMargin). */
  rootMargin?: string;
};
