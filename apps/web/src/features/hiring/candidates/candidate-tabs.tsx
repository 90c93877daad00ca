import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { CANDIDATE_STATUSES, type CandidateList, type CandidateStatus } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatCount } from '../../../lib/format';
import classes from '../../../components/link-tabs.module.css';

export type CandidateTabsProps = {
  current: CandidateStatus;
  /** meta.count of the list; the numbers appear once it has loaded. */
  counts: CandidateList['meta']['count'] | undefined;
  pathOf: (status: CandidateStatus) => string;
};

/** 미제안 · 제안함 · 응답함 · 채용 완료, each with its count; a tab is a link to its first page. */
export function CandidateTabs({ current, counts, pathOf }: CandidateTabsProps) {
  const t = useT();
  return (
    <nav aria-label={t('hiring.candidates.tabs_label')} className={classes.tabs}>
      {CANDIDATE_STATUSES.map((status) => (
        <Link key={status} to={pathOf(status)} className={classes.tab} aria-current={status === current ? 'page' : undefined}>
          {t(`hiring.statuses.${status}`)}
          {counts ? (
            <Badge size="sm" variant={status === current ? 'filled' : 'light'} color={status === current ? 'brand' : 'gray'} tt="none">
              {t('hiring.candidates.tab_count', { count: formatCount(counts[status]) })}
            </Badge>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
