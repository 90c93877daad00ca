import { lazy, Suspense, useSyncExternalStore } from 'react';
import { errorModalStore } from '../lib/api';

// Mantine's Modal is only needed once something fails: it stays out of the first load.
const ApiErrorModal = lazy(() => import('./api-error-modal').then((m) => ({ default: m.ApiErrorModal })));

export function ApiErrorModalHost() {
  const title = useSyncExternalStore(errorModalStore.subscribe, errorModalStore.title, errorModalStore.title);
  if (title === null) return null;
  return (
    <Suspense fallback={null}>
      <ApiErrorModal title={title} onClose={errorModalStore.close} />
    </Suspense>
  );
}
