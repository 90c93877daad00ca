import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostStore } from '../lib/toast-host-store';

// Mantine's notifications are only needed once something is shown: they stay out of the first load.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/**
 * The app's one toast host (lib/notify.ts shows through it), mounted by AppProviders. Toasts close after
 * 4 s; component tests keep them open (`keepOpen`): on a loaded two-core machine a journey can take longer
 * than a toast lives, and the tests' setup clears them after each test.
 */
export function ToastHost({ keepOpen = false }: { keepOpen?: boolean }) {
  const isNeeded = useSyncExternalStore(toastHostStore.subscribe, toastHostStore.isNeeded, toastHostStore.isNeeded);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toasts keepOpen={keepOpen} />
    </Suspense>
  );
}
