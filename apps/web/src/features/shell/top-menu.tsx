import { Group, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '@partners/contract';
import { EntryAnchor } from '../../components/entry-anchor';
import { useT, type TFunction } from '../../i18n';
import { MenuBadge } from './menu-badge';
import { menuLabel } from './menu-label';
import classes from './top-menu.module.css';

function linkPath(link: string): string {
  const cut = link.search(/[?#]/);
  return cut === -1 ? link : link.slice(0, cut);
}

function isActive(entry: MenuEntry, pathname: string): boolean {
  const own = [entry, ...entry.children].filter((e) => !e.external).map((e) => linkPath(e.link));
  return own.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function ChildItem({ entry, t }: { entry: MenuEntry; t: TFunction }) {
  const label = (
    <Group gap={6} wrap="nowrap" component="span">
      {menuLabel(t, entry.key)}
      <MenuBadge badge={entry.badge} />
    </Group>
  );
  if (entry.external || entry.new_tab) {
    return (
      <Menu.Item
        component="a"
        href={entry.link}
        target="_blank"
        rel={entry.external ? 'noopener noreferrer' : 'noopener'}
      >
        {label}
        <VisuallyHidden>{` (${t('common.new_tab')})`}</VisuallyHidden>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={entry.link}>
      {label}
    </Menu.Item>
  );
}

export type TopMenuProps = { entries: readonly MenuEntry[] };

/** Spec §2 top menu, exactly as the server's gnb_menu lists it (policy is applied server-side). */
export function TopMenu({ entries }: TopMenuProps) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('header.main_nav')}>
      <ul className={classes.list}>
        {entries.map((entry) => {
          const active = isActive(entry, pathname);
          const label = (
            <>
              <span>{menuLabel(t, entry.key)}</span>
              <MenuBadge badge={entry.badge} />
            </>
          );
          if (entry.children.length === 0) {
            return (
              <li key={entry.key}>
                <EntryAnchor
                  entry={entry}
                  className={classes.item}
                  aria-current={active && !entry.external ? 'page' : undefined}
                >
                  {label}
                </EntryAnchor>
              </li>
            );
          }
          return (
            <li key={entry.key}>
              <Menu trigger="click-hover" position="bottom-start" offset={4} loop withinPortal>
                <Menu.Target>
                  <UnstyledButton className={classes.item} data-active={active || undefined}>
                    {label}
                    <IconChevronDown size={14} aria-hidden="true" />
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown miw={180}>
                  {entry.children.map((child) => (
                    <ChildItem key={child.key} entry={child} t={t} />
                  ))}
                </Menu.Dropdown>
              </Menu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
