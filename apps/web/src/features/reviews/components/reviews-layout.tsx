import './review-styles';
import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The review pages in the console's content width. */
export function ReviewsLayout() {
  return (
    <Container size="xl" py="xl">
      <Outlet />
    </Container>
  );
}
