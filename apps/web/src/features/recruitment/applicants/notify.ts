/**
 * Short confirmations (a stage moved, a note saved, a copy): Mantine's notifications, shown by the
 * host the recruitment layout mounts beside the left menu.
 */
import '@mantine/core/styles/Notification.css';
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string) {
  notifications.show({ message, color: 'teal', withBorder: true });
}

export function notifyFailure(message: string) {
  notifications.show({ message, color: 'red', withBorder: true });
}
