import type { MenuEntry } from '@partners/contract';
import { EntryAnchor } from '../../components/entry-anchor';
import { useT } from '../../i18n';
import { menuLabel } from './menu-label';
import classes from './console-header.module.css';

/** Spec §2 header links (the server's `other` list): public site, company page, alri, page branding. */
export function HeaderLinks({ entries }: { entries: readonly MenuEntry[] }) {
  const t = useT();
  return (
    <nav aria-label={t('header.shortcuts')}>
      <ul className={classes.links}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryAnchor entry={entry} className={classes.link}>
              {menuLabel(t, entry.key)}
            </EntryAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
