import '@mantine/core/styles/EmptyState.css';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert, Anchor, Badge, Container, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { IconDeviceMobileMessage, IconFlask, IconMessageOff } from '@tabler/icons-react';
import type { z } from 'zod';
import type { candidateInboxResponse } from '@partners/contract';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useCandidateInbox, useSeekerPhone } from './api';
import classes from './candidate-side.module.css';

type InboxMessage = z.output<typeof candidateInboxResponse>['data']['results'][number];

const PROPOSAL_STATUS_COLOR: Record<InboxMessage['status'], string> = {
  sent: 'gray',
  delivered: 'blue',
  viewed: 'indigo',
  accepted: 'teal',
  rejected: 'red',
  expired: 'gray',
};

/**
 * /partners/demo/candidate_inbox (demo mode only): what the company's proposals delivered, without the
 * response links (answering is the seeker's act, decision 0028); the banner says where to play the seeker.
 */
export function CandidateInboxPage() {
  const t = useT();
  usePageTitle('candidate_inbox');
  const [page, setPage] = useState(1);
  const inbox = useCandidateInbox(page);
  return (
    <DemoInbox
      title={t('candidate_side.inbox.title')}
      bannerTitle={t('candidate_side.inbox.banner_title')}
      bannerBody={t('candidate_side.inbox.banner_body')}
    >
      <InboxBody inbox={inbox} page={page} onPageChange={setPage} />
    </DemoInbox>
  );
}

/**
 * /demo/seeker_phone/:key (demo mode only, no console shell): the job seekers' phones with each message's
 * signed link, at the key the server printed, for whoever runs the demo to play the seekers.
 */
export function SeekerPhonePage() {
  const t = useT();
  usePageTitle('seeker_phone');
  const { key = '' } = useParams();
  const [page, setPage] = useState(1);
  const phone = useSeekerPhone(key, page);
  return (
    <DemoInbox
      title={t('candidate_side.phone.title')}
      bannerTitle={t('candidate_side.phone.banner_title')}
      bannerBody={t('candidate_side.phone.banner_body')}
    >
      <InboxBody inbox={phone} page={page} onPageChange={setPage} unavailable="phone" />
    </DemoInbox>
  );
}

type DemoInboxProps = { title: string; bannerTitle: string; bannerBody: string; children: ReactNode };

function DemoInbox({ title, bannerTitle, bannerBody, children }: DemoInboxProps) {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Group gap="xs">
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Badge color="orange" variant="filled" tt="none">
            {t('candidate_side.inbox.badge')}
          </Badge>
        </Group>
        <Alert
          color="orange"
          variant="light"
          role="note"
          icon={<IconFlask size={18} aria-hidden="true" />}
          title={bannerTitle}
          data-testid="demo-banner"
        >
          {bannerBody}
        </Alert>
        {children}
      </Stack>
    </Container>
  );
}

type InboxBodyProps = {
  inbox: ReturnType<typeof useCandidateInbox>;
  page: number;
  onPageChange: (page: number) => void;
  /** Which explanation a 404 gets: the company's inbox (not in demo mode) or the phone (a wrong key too). */
  unavailable?: 'inbox' | 'phone';
};

function InboxBody({ inbox, page, onPageChange, unavailable = 'inbox' }: InboxBodyProps) {
  const t = useT();
  if (inbox.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={140} radius="md" />
        ))}
      </Stack>
    );
  }
  if (inbox.isError && !inbox.data) {
    const isMissing = isApiError(inbox.error) && (inbox.error.status === 404 || inbox.error.status === 403);
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconMessageOff size={28} aria-hidden />}
          withIndicatorBackground
          title={isMissing ? t(`candidate_side.${unavailable}.unavailable`) : t('candidate_side.inbox.load_failed')}
          description={isMissing ? t(`candidate_side.${unavailable}.unavailable_hint`) : undefined}
        />
      </Paper>
    );
  }
  const { results, page_info: pageInfo } = inbox.data;
  if (results.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState
          icon={<IconDeviceMobileMessage size={28} aria-hidden />}
          withIndicatorBackground
          title={t('candidate_side.inbox.empty')}
          description={t('candidate_side.inbox.empty_hint')}
        />
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <ul className={classes.list} aria-label={t('candidate_side.inbox.list_label')}>
        {results.map((message) => (
          <li key={message.id}>
            <InboxItem message={message} />
          </li>
        ))}
      </ul>
      {pageInfo.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('candidate_side.inbox.pagination')}>
          <Pagination total={pageInfo.total_pages} value={page} onChange={onPageChange} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

function InboxItem({ message }: { message: InboxMessage }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`inbox-message-${message.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge
              color={message.channel === 'messenger' ? 'yellow' : 'gray'}
              c={message.channel === 'messenger' ? 'dark.8' : undefined}
              variant="filled"
              tt="none"
            >
              {t(`hiring.channels.${message.channel}`)}
            </Badge>
            <Text fz="sm" fw={600}>
              {t('candidate_side.inbox.recipient', { recipient: message.recipient })}
            </Text>
          </Group>
          <Badge variant="light" color={PROPOSAL_STATUS_COLOR[message.status]} tt="none">
            {t(`hiring.proposal_statuses.${message.status}`)}
          </Badge>
        </Group>
        <div className={classes.bubble} data-channel={message.channel}>
          <Text fz="sm" c="dark.7" className={classes.prose}>
            {message.body}
          </Text>
        </div>
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dark.4">
            {t('candidate_side.inbox.sent_at', { date: formatDateTime(message.sent_at) })}
          </Text>
          {message.link ? (
            <Anchor href={message.link} fz="sm" fw={600}>
              {t('candidate_side.inbox.open_response')}
            </Anchor>
          ) : (
            <Text fz="xs" c="dark.4">
              {t('candidate_side.inbox.link_withheld')}
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
