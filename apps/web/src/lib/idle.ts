/**
 * Work that can wait for the browser to be idle (the home's slots below the fold, code a page will want soon),
 * queued page-wide and run one task per idle period: a page's deferred work never piles into one long task, and
 * it never competes with the page's own first render and downloads.
 */

/** Longest wait for an idle period: on a page that is never idle, the work still runs. */
const IDLE_TIMEOUT_MS = 3_000;
const queue: (() => void)[] = [];
let pending = false;

function nextIdlePeriod(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  // Safari before 18 has no requestIdleCallback: after the current task and the ones queued before it.
  else window.setTimeout(callback, 50);
}

function runNext(): void {
  pending = false;
  queue.shift()?.();
  // The next one waits for the next idle period: after what this one started (a React render) has run.
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (pending) return;
  pending = true;
  nextIdlePeriod(runNext);
}

/**
 * Queues `task` for an idle period of its own; the returned function takes it out of the queue. `first`: ahead
 * of the work already waiting (what the user is about to see, before what is below the fold).
 */
export function whenIdle(task: () => void, { first = false }: { first?: boolean } = {}): () => void {
  if (first) queue.unshift(task);
  else queue.push(task);
  schedule();
  return () => {
    const at = queue.indexOf(task);
    if (at >= 0) queue.splice(at, 1);
  };
}
