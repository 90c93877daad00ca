import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { PAGES, canSeeTalentPool, livePostingLink, type CompanyEvent } from '@partners/contract';
import { useLang, useT, type TFunction } from '../../i18n';
import { formatCount, formatDate, formatRelative } from '../../lib/format';
import { useConsoleSession } from '../../lib/session';
import { EVENT_LOG_PER, JOB_POSTINGS_PER, SALES_HISTORIES_PER, useDashboardJobPostings, useEventLog, useSalesHistories } from './api';
import { SlotCard, SlotPager, SlotState, bars } from './slot-card';

/** The dashboard's activity slots: what happened lately (event log), live postings, consulting requests (decision 0025). */

// ---------------------------------------------------------------- event log

function eventText(t: TFunction, event: CompanyEvent): string {
  switch (event.kind) {
    case 'applicant_new':
      return event.title ? t('dashboard.event_log.applicant_new', { title: event.title }) : t('dashboard.event_log.applicant_new_untitled');
    case 'company_review_new':
      return event.rating === null
        ? t('dashboard.event_log.company_review_new_unrated')
        : t('dashboard.event_log.company_review_new', { rating: event.rating });
    case 'interview_review_new':
      return t('dashboard.event_log.interview_review_new');
    case 'welfare_review_new':
      return event.rating === null
        ? t('dashboard.event_log.welfare_review_new_unrated')
        : t('dashboard.event_log.welfare_review_new', { rating: event.rating });
    case 'proposal_answered':
      return event.answer === 'accepted'
        ? t('dashboard.event_log.proposal_accepted')
        : event.answer === 'rejected'
          ? t('dashboard.event_log.proposal_rejected')
          : t('dashboard.event_log.proposal_answered');
    case 'saved_search_matches':
      return event.title && event.count !== null
        ? t('dashboard.event_log.saved_search_matches', { title: event.title, count: event.count })
        : t('dashboard.event_log.saved_search_matches_untitled');
  }
}

const EVENT_COLORS: Record<CompanyEvent['kind'], string> = {
  applicant_new: 'brand',
  company_review_new: 'grape',
  interview_review_new: 'indigo',
  welfare_review_new: 'teal',
  proposal_answered: 'orange',
  saved_search_matches: 'cyan',
};

export function EventLogSlot() {
  const t = useT();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const query = useEventLog(page);
  return (
    <SlotCard slot="event_log" title={t('dashboard.event_log.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.event_log.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.event_log.empty')}
        skeleton={<Stack gap="md">{bars(EVENT_LOG_PER, 20)}</Stack>}
      >
        {(data) => (
          <>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.contents.map((event) => (
                <li key={event.id}>
                  <UnstyledButton
                    component={Link}
                    to={event.link}
                    py={8}
                    w="100%"
                    style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                        <Badge variant="dot" color={EVENT_COLORS[event.kind]} size="sm" style={{ flexShrink: 0 }}>
                          {formatRelative(event.occurred_at, lang)}
                        </Badge>
                        <Text fz="sm" truncate>
                          {eventText(t, event)}
                        </Text>
                      </Group>
                      <IconChevronRight size={16} aria-hidden color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- job postings

const DDAY_COLORS = { urgent: 'red', normal: 'brand', always: 'gray', closed: 'dark' } as const;

export function JobPostingsSlot() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useDashboardJobPostings(page);
  // As the recruitment menu links them (spec §2): no applicants yet, its fit candidates when the talent pool is open.
  const fitEnable = canSeeTalentPool(useConsoleSession().user);
  return (
    <SlotCard
      slot="job_postings"
      title={t('dashboard.job_postings.title')}
      action={
        <Button component={Link} to={PAGES.newPosting.path} variant="light" size="xs">
          {t('dashboard.job_postings.new_posting')}
        </Button>
      }
    >
      <SlotState
        query={query}
        failed={t('dashboard.job_postings.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.job_postings.empty')}
        skeleton={<Stack gap="sm">{bars(JOB_POSTINGS_PER, 28)}</Stack>}
      >
        {(data) => (
          <>
            <Stack gap={0}>
              {data.contents.map((posting) => (
                <UnstyledButton
                  key={posting.id}
                  component={Link}
                  to={livePostingLink(posting, fitEnable)}
                  py={8}
                  style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge color={DDAY_COLORS[posting.color_class]} variant="light" style={{ flexShrink: 0 }} miw={56}>
                        {posting.d_day}
                      </Badge>
                      <Text fz="sm" truncate fw={500}>
                        {posting.title}
                      </Text>
                      {posting.badge === 'in_review' ? (
                        <Badge color="gray" variant="outline" size="xs" style={{ flexShrink: 0 }}>
                          {t('dashboard.job_postings.in_review')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Group gap="md" wrap="nowrap" style={{ flexShrink: 0 }}>
                      <Text fz="xs" c="dark.4">
                        {t('dashboard.job_postings.applicants')}{' '}
                        <Text span fw={700} c="dark.7">
                          {formatCount(posting.applicant_count)}
                        </Text>
                      </Text>
                      <Text fz="xs" c="dark.4">
                        {t('dashboard.job_postings.not_opened')}{' '}
                        <Text span fw={700} c={posting.not_opened > 0 ? 'red.8' : 'dark.7'}>
                          {formatCount(posting.not_opened)}
                        </Text>
                      </Text>
                    </Group>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}

// ---------------------------------------------------------------- sales histories

const STATUS_COLORS = { received: 'gray', in_progress: 'brand', completed: 'teal' } as const;

export function SalesHistoriesSlot() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useSalesHistories(page);
  return (
    <SlotCard slot="sales_histories" title={t('dashboard.sales_histories.title')}>
      <SlotState
        query={query}
        failed={t('dashboard.sales_histories.failed')}
        isEmpty={(data) => data.contents.length === 0}
        empty={t('dashboard.sales_histories.empty')}
        skeleton={<Stack gap="sm">{bars(SALES_HISTORIES_PER, 24)}</Stack>}
      >
        {(data) => (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" fz="sm" aria-label={t('dashboard.sales_histories.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.sales_histories.requested_at')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.topic')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.requester')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.status')}</Table.Th>
                    <Table.Th>{t('dashboard.sales_histories.note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.contents.map((request) => (
                    <Table.Tr key={request.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(request.created_at)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`dashboard.sales_histories.apply_on.${request.apply_on}`)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{request.customer_name}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[request.status]} variant="light">
                          {t(`dashboard.sales_histories.statuses.${request.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td c={request.status_note ? undefined : 'dark.3'}>{request.status_note ?? '–'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <SlotPager page={page} totalPages={data.page_info.total_pages} onChange={setPage} />
          </>
        )}
      </SlotState>
    </SlotCard>
  );
}
