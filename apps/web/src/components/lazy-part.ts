import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A module loaded on demand: `load` shares one download between its callers, and a failed one is tried again at
 * the next call; `preload` starts it early (from a button's pointer or focus, say) and leaves a failure to
 * whoever loads it next.
 */
export function preloadable<T>(importer: () => Promise<T>): { load: () => Promise<T>; preload: () => void } {
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const preload = () => {
    load().catch(() => undefined);
  };
  return { load, preload };
}

/** A part of a screen whose module loads when it first renders (React.lazy), or earlier with `preload`. */
export function lazyPart<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  const { load, preload } = preloadable(importer);
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload },
  );
}
