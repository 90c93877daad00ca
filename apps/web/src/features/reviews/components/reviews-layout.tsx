import './review-styles';
import { Container } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';

/** The review pages in the console's content width, with their toasts (saved, deleted), mounted outside the first load. */
export function ReviewsLayout() {
  return (
    <>
      <Container size="xl" py="xl">
        <Outlet />
      </Container>
      <Notifications position="top-center" autoClose={4000} zIndex={400} />
    </>
  );
}
