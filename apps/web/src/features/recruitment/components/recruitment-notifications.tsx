import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts of the recruitment pages (copied, saved); mounted by their layouts, outside the first load. */
export function RecruitmentNotifications() {
  return <Notifications position="top-center" autoClose={4000} zIndex={400} />;
}
