import { Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PAGES, applicantsPath, pagePath, type PostingRow, type PostingStatistics } from '@partners/contract';
import { CopyLinkButton } from '../../../components/copy-link';
import { useT } from '../../../i18n';
import { formatCount, formatDate, formatNumber } from '../../../lib/format';
import { useRevealed } from '../../../lib/use-revealed';
import { DdayBadge, PostingStatusBadge } from '../components/posting-badges';
import { PostingActions, type ListAction } from './posting-actions';
import { PostingTrend } from './posting-trend';
import classes from './postings.module.css';

type Props = {
  postings: PostingRow[];
  statistics: Map<number, PostingStatistics> | undefined;
  statisticsPending: boolean;
  stale: boolean;
  onAction: (action: ListAction, posting: PostingRow) => void;
};

/** A desktop's first screen holds about eight rows (a phone scrolls the table sideways: fewer). */
const FIRST_ROWS = 8;

/**
 * The rows are plain elements styled by postings.module.css, not Mantine's Text, Group and Stack: twenty rows of
 * a dozen Mantine components each were most of the list's first render on a phone (issue 31).
 */
export function PostingsTable({ postings, statistics, statisticsPending, stale, onAction }: Props) {
  const t = useT();
  // A screen's worth of rows in the first commit, the rest in the tasks after it.
  const shown = useRevealed(postings, FIRST_ROWS) ?? postings;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table className={`${classes.table} ${classes.stale}`} data-stale={stale || undefined} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recruitment.list.col_posting')}</Table.Th>
            <Table.Th w={110}>{t('recruitment.list.col_applicants')}</Table.Th>
            <Table.Th w={80}>{t('recruitment.list.col_views')}</Table.Th>
            <Table.Th w={120}>{t('recruitment.list.col_trend')}</Table.Th>
            <Table.Th w={150}>{t('recruitment.list.col_dates')}</Table.Th>
            <Table.Th w={84}>
              <VisuallyHidden>{t('recruitment.list.col_actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((posting) => (
            <Table.Tr key={posting.id}>
              <Table.Td>
                <div className={classes.posting}>
                  <div className={classes.badges}>
                    <PostingStatusBadge status={posting.status} />
                    {posting.status === 'open' ? <DdayBadge label={posting.d_day} colorClass={posting.color_class} /> : null}
                  </div>
                  <a
                    href={pagePath(PAGES.editPosting, { id: posting.id })}
                    target="_blank"
                    rel="noopener"
                    className={classes.titleLink}
                    title={posting.title}
                  >
                    {posting.title}
                  </a>
                  {posting.occupation_names.length > 0 ? <p className={classes.occupations}>{posting.occupation_names.join(' · ')}</p> : null}
                </div>
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <Link
                  to={applicantsPath(posting.id)}
                  className={`mantine-focus-auto ${classes.applicants}`}
                  data-none={posting.applicant_count === 0 || undefined}
                >
                  {t('recruitment.list.applicants', { count: formatCount(posting.applicant_count) })}
                </Link>
                {posting.not_opened > 0 ? (
                  <p className={classes.notOpened}>{t('recruitment.list.not_opened', { count: formatCount(posting.not_opened) })}</p>
                ) : null}
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <span className={classes.views}>{formatNumber(posting.view_count)}</span>
              </Table.Td>
              <Table.Td>
                <PostingTrend statistics={statistics?.get(posting.id)} pending={statisticsPending} />
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <p className={classes.dates}>{t('recruitment.list.created_on', { date: formatDate(posting.created_at) })}</p>
                <p className={classes.dates}>
                  {posting.closes_at
                    ? t('recruitment.list.closes_on', { date: formatDate(posting.closes_at) })
                    : t(posting.color_class === 'always' ? 'recruitment.list.closes_always' : 'recruitment.list.closes_unset')}
                </p>
              </Table.Td>
              <Table.Td>
                <div className={classes.actions}>
                  <CopyLinkButton
                    href={pagePath(PAGES.editPosting, { id: posting.id })}
                    label={t('recruitment.list.copy_link', { title: posting.title })}
                    tooltip={t('recruitment.list.copy_link_short')}
                  />
                  <PostingActions posting={posting} onAction={onAction} />
                </div>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
