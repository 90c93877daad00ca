import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import classes from './bare-layout.module.css';

/** Pages without top or bottom menu (spec §2): a header with only the logo. */
export function BareLayout() {
  return (
    <>
      <header className={classes.header}>
        <Container size="xl" h={56} display="flex" style={{ alignItems: 'center' }}>
          <Logo />
        </Container>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
