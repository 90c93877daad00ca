import { notifications } from '@mantine/notifications';

/** Short confirmations (a reply saved, an official salary deleted), shown by the reviews layout's host. */
export function notifySuccess(message: string) {
  notifications.show({ message, color: 'teal', withBorder: true });
}
