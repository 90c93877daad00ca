import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notifications host, loaded with the first toast (lib/notify.ts). */
export function Toasts() {
  return <Notifications position="top-center" autoClose={4000} zIndex={400} />;
}
