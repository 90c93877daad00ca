import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { IconFlask, IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { MAILBOX_KINDS, emailSchema, mailboxQuery } from '@partners/contract';
import { StatePanel } from '../../components/state-panel';
import { StatusTabs } from '../../components/status-tabs';
import { usePageTitle } from '../../components/use-page-title';
import { useT } from '../../i18n';
import { isApiError } from '../../lib/api';
import { useUrlState } from '../../lib/url-state';
import { useMailbox } from './api';
import { MailItem } from './mail-item';
import classes from './mailbox.module.css';
import { PageHeader } from '../../components/page-header';

/**
 * /partners/demo/mailbox (demo mode only): the mails and text messages the demo server recorded instead of
 * sending them (invitations, one-time passwords), newest first; kind, recipient and page in the URL.
 */
export function MailboxPage() {
  const t = useT();
  usePageTitle('demo_mailbox');
  const { state, update } = useUrlState(mailboxQuery);
  const { page, kind, to } = state;
  const mailbox = useMailbox({ page, kind, to });
  const [draft, setDraft] = useState(to ?? '');
  const draftInvalid = draft.trim() !== '' && !emailSchema.safeParse(draft).success;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeader
          title={t('mailbox.title')}
          badge={
            <Badge color="orange" variant="filled" tt="none">
              {t('mailbox.badge')}
            </Badge>
          }
          actions={
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => void mailbox.refetch()}
              loading={mailbox.isFetching && !mailbox.isPending}
            >
              {t('mailbox.refresh')}
            </Button>
          }
        />
        <Alert color="orange" variant="light" role="note" icon={<IconFlask size={18} aria-hidden="true" />} title={t('mailbox.banner_title')}>
          {t('mailbox.banner_body')}
        </Alert>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!draftInvalid) update({ to: draft.trim() });
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('mailbox.to_label')}
              placeholder={t('mailbox.to_placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={draftInvalid ? t('mailbox.to_invalid') : undefined}
              type="email"
              w={320}
            />
            <Group gap="xs" mt={25}>
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
                {t('mailbox.apply')}
              </Button>
              {to ? (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setDraft('');
                    update({ to: undefined });
                  }}
                >
                  {t('mailbox.clear')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </form>
        <StatusTabs
          statuses={MAILBOX_KINDS}
          value={kind}
          counts={null}
          label={t('mailbox.kinds_label')}
          tabLabel={(k) => t(`mailbox.kinds.${k}`)}
          onChange={(next) => update({ kind: next ?? 'all' })}
        />
        <MailboxBody mailbox={mailbox} filtered={Boolean(to) || kind !== 'all'} page={page} onPage={(next) => update({ page: next })} />
      </Stack>
    </Container>
  );
}

type MailboxBodyProps = { mailbox: ReturnType<typeof useMailbox>; filtered: boolean; page: number; onPage: (page: number) => void };

function MailboxBody({ mailbox, filtered, page, onPage }: MailboxBodyProps) {
  const t = useT();
  if (mailbox.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')} role="status">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={150} radius="md" />
        ))}
      </Stack>
    );
  }
  if (mailbox.isError && !mailbox.data) {
    const missing = isApiError(mailbox.error) && mailbox.error.status === 404;
    return (
      <StatePanel
        icon={<IconMailOff size={28} aria-hidden />}
        title={missing ? t('mailbox.unavailable') : t('mailbox.load_failed')}
        description={missing ? t('mailbox.unavailable_hint') : ''}
        role={missing ? 'status' : 'alert'}
        action={missing ? undefined : <Button onClick={() => void mailbox.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const { results, page_info: pageInfo } = mailbox.data;
  if (results.length === 0) {
    return (
      <StatePanel
        icon={<IconMailOff size={28} aria-hidden />}
        title={filtered ? t('mailbox.empty_filtered') : t('mailbox.empty')}
        description={filtered ? t('mailbox.empty_filtered_hint') : t('mailbox.empty_hint')}
        role="status"
      />
    );
  }
  return (
    <Stack gap="md">
      <ul className={classes.list} aria-label={t('mailbox.list_label')}>
        {results.map((message) => (
          <li key={message.id}>
            <MailItem message={message} />
          </li>
        ))}
      </ul>
      {pageInfo.total_pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('mailbox.pagination')}>
          <Pagination total={pageInfo.total_pages} value={page} onChange={onPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
