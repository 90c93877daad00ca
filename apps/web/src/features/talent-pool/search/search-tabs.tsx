import { Link } from 'react-router';
import { TALENT_PATHS, TALENT_TABS, type TalentTab } from '@partners/contract';
import { useT } from '../../../i18n';
import classes from '../../../components/link-tabs.module.css';

/** The four pools as links; switching keeps nothing but the tab (page 1, no filters). */
export function SearchTabs({ current }: { current: TalentTab }) {
  const t = useT();
  return (
    <nav aria-label={t('talent_search.tabs_label')} className={classes.tabs}>
      {TALENT_TABS.map((tab) => (
        <Link key={tab} to={TALENT_PATHS.search(tab)} className={classes.tab} aria-current={tab === current ? 'page' : undefined}>
          {t(`talent_search.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
