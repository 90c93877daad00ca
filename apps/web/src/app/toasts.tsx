import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's notifications host, loaded with the first toast (lib/notify.ts). */
export function Toasts({ keepOpen }: { keepOpen: boolean }) {
  return <Notifications position="top-center" autoClose={keepOpen ? false : 4000} zIndex={400} />;
}
