import { useEffect, useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { modalFailureStore } from '../lib/api';

/**
 * Where a modal says that what was done in it failed. The API error modal does not open over a modal (spec §8),
 * so the shared error rules hand the failure of an action to the open modal, which shows it here. A modal that
 * opens starts without one, and a closed modal leaves none behind.
 */
export function ModalFailure() {
  const message = useSyncExternalStore(modalFailureStore.subscribe, modalFailureStore.message, modalFailureStore.message);
  useEffect(() => {
    modalFailureStore.clear();
    return modalFailureStore.clear;
  }, []);
  if (message === null) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
