import { Notifications } from '@mantine/notifications';

/** The toasts of the company page area (saved, published); mounted by its pages, outside the first load. */
export function CompanyPageNotifications() {
  return <Notifications position="top-center" autoClose={4000} zIndex={400} />;
}
