import type { ReactNode } from 'react';
import { Container, Group } from '@mantine/core';
import type { ConsoleInfo } from '../../lib/session';
import { Logo } from '../../components/logo';
import { AccountMenu } from './account-menu';
import { HeaderLinks } from './header-links';
import { TopMenu } from './top-menu';
import classes from './console-header.module.css';

export type ConsoleHeaderProps = {
  session: ConsoleInfo;
  /** The notification bell (its own feature), placed before the account menu. */
  bell: ReactNode;
  onChangeCompany: () => void;
};

export function ConsoleHeader({ session, bell, onChangeCompany }: ConsoleHeaderProps) {
  return (
    <header className={classes.header}>
      <Container size="xl">
        <Group justify="space-between" h={56} wrap="nowrap" gap="md">
          <Logo />
          <Group gap="md" wrap="nowrap">
            <HeaderLinks entries={session.menu.other} />
            {bell}
            <AccountMenu user={session.user} onChangeCompany={onChangeCompany} />
          </Group>
        </Group>
        <TopMenu entries={session.menu.gnb_menu} />
      </Container>
    </header>
  );
}
