import './review-styles';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';

/** The review pages with their toasts (saved, deleted), mounted outside the first load. */
export function ReviewsLayout() {
  return (
    <>
      <Outlet />
      <Notifications position="top-center" autoClose={4000} zIndex={400} />
    </>
  );
}
