import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { MenuEntry } from '@partners/contract';
import { DisclosureMenu, MenuList, menuItemClassName } from '../../components/disclosure-menu';
import { EntryAnchor } from '../../components/entry-anchor';
import { useT } from '../../i18n';
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
                <EntryAnchor entry={entry} className={classes.item} aria-current={active && !entry.external ? 'page' : undefined}>
                  {label}
                </EntryAnchor>
              </li>
            );
          }
          return (
            <li key={entry.key}>
              <DisclosureMenu
                openOnHover
                targetClassName={classes.item}
                targetActive={active}
                target={
                  <>
                    {label}
                    <IconChevronDown size={14} aria-hidden="true" />
                  </>
                }
              >
                {() => (
                  <MenuList>
                    {entry.children.map((child) => (
                      <li key={child.key}>
                        <EntryAnchor
                          entry={child}
                          className={menuItemClassName}
                          aria-current={!child.external && linkPath(child.link) === pathname ? 'page' : undefined}
                        >
                          <span>{menuLabel(t, child.key)}</span>
                          <MenuBadge badge={child.badge} />
                        </EntryAnchor>
                      </li>
                    ))}
                  </MenuList>
                )}
              </DisclosureMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
