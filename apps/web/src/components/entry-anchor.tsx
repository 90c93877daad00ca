/**
 * A link described by a menu entry (MenuEntry from the contract): internal paths use the router,
 * external links and new-tab entries open in a new tab with rel=noopener.
 */
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@mantine/core';
import type { MenuEntry } from '@partners/contract';
import { useT } from '../i18n';

export type EntryAnchorProps = {
  entry: Pick<MenuEntry, 'link' | 'external' | 'new_tab'>;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
};

export const EntryAnchor = forwardRef<HTMLAnchorElement, EntryAnchorProps>(function EntryAnchor({ entry, children, ...rest }, ref) {
  const t = useT();
  if (entry.external || entry.new_tab) {
    return (
      <a ref={ref} href={entry.link} target="_blank" rel={entry.external ? 'noopener noreferrer' : 'noopener'} {...rest}>
        {children}
        <VisuallyHidden>{` (${t('common.new_tab')})`}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link ref={ref} to={entry.link} {...rest}>
      {children}
    </Link>
  );
});
