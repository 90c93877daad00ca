import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { PAGES, applicantsPath, pagePath, type PostingRow, type PostingStatistics } from '@partners/contract';
import { CopyLinkButton } from '../../../components/copy-link';
import { useT } from '../../../i18n';
import { formatCount, formatDate, formatNumber } from '../../../lib/format';
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

export function PostingsTable({ postings, statistics, statisticsPending, stale, onAction }: Props) {
  const t = useT();
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
          {postings.map((posting) => (
            <Table.Tr key={posting.id}>
              <Table.Td>
                <Stack gap={6}>
                  <Group gap={6} wrap="nowrap">
                    <PostingStatusBadge status={posting.status} />
                    {posting.status === 'open' ? <DdayBadge label={posting.d_day} colorClass={posting.color_class} /> : null}
                  </Group>
                  <a
                    href={pagePath(PAGES.editPosting, { id: posting.id })}
                    target="_blank"
                    rel="noopener"
                    className={classes.titleLink}
                    title={posting.title}
                  >
                    {posting.title}
                  </a>
                  {posting.occupation_names.length > 0 ? (
                    <Text fz="xs" c="dark.4" lineClamp={1}>
                      {posting.occupation_names.join(' · ')}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <Anchor component={Link} to={applicantsPath(posting.id)} fw={600} fz="sm" c={posting.applicant_count === 0 ? 'dark.3' : undefined}>
                  {t('recruitment.list.applicants', { count: formatCount(posting.applicant_count) })}
                </Anchor>
                {posting.not_opened > 0 ? (
                  <Text fz="xs" c="red.8">
                    {t('recruitment.list.not_opened', { count: formatCount(posting.not_opened) })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <Text fz="sm">{formatNumber(posting.view_count)}</Text>
              </Table.Td>
              <Table.Td>
                <PostingTrend statistics={statistics?.get(posting.id)} pending={statisticsPending} />
              </Table.Td>
              <Table.Td className={classes.numbers}>
                <Text fz="xs" c="dark.5">
                  {t('recruitment.list.created_on', { date: formatDate(posting.created_at) })}
                </Text>
                <Text fz="xs" c="dark.5">
                  {posting.closes_at
                    ? t('recruitment.list.closes_on', { date: formatDate(posting.closes_at) })
                    : t(posting.color_class === 'always' ? 'recruitment.list.closes_always' : 'recruitment.list.closes_unset')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  <CopyLinkButton
                    href={pagePath(PAGES.editPosting, { id: posting.id })}
                    label={t('recruitment.list.copy_link', { title: posting.title })}
                    tooltip={t('recruitment.list.copy_link_short')}
                  />
                  <PostingActions posting={posting} onAction={onAction} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
