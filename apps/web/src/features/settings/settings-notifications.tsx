import { notifications } from '@mantine/notifications';
import { Notifications } from '@mantine/notifications';

/** The settings page's toasts (saved, signed out), mounted by the page, outside the first load. */
export function SettingsNotifications() {
  return <Notifications position="top-center" autoClose={4000} zIndex={400} />;
}

export function notifySaved(message: string) {
  notifications.show({ message, color: 'teal', withBorder: true });
}

export function notifyFailed(message: string) {
  notifications.show({ message, color: 'red', withBorder: true });
}
