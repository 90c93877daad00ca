import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The company page screens inside the console shell, in the console's content width. */
export function CompanyPageLayout() {
  return (
    <Container size="xl" py="xl">
      <Outlet />
    </Container>
  );
}
