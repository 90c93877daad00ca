/**
 * The console's toasts: short confirmations (saved, deleted, copied) and failures that need no dialog.
 * Features call these; the one host the app mounts (app/toast-host.tsx) shows them at the top centre.
 */
import { notifications } from '@mantine/notifications';
import { toastHostStore } from './toast-host-store';

function show(message: string, color: 'teal' | 'red') {
  toastHostStore.need();
  notifications.show({ message, color, withBorder: true });
}

export function notifySuccess(message: string): void {
  show(message, 'teal');
}

export function notifyError(message: string): void {
  show(message, 'red');
}
