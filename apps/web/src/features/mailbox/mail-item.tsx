import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import type { MailboxMessage } from '@partners/contract';
import { useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { LinkifiedText } from './linkified-text';
import classes from './mailbox.module.css';

/**
 * One recorded mail or text: subject, recipient, time and the plain text with its links. A mail's HTML is
 * shown on request in a sandboxed frame (no scripts, no same origin): never injected into the page.
 */
export function MailItem({ message }: { message: MailboxMessage }) {
  const t = useT();
  const [showHtml, setShowHtml] = useState(false);
  const isMail = message.kind === 'mail';
  const subject = message.subject ?? t('mailbox.sms_subject');
  const recipient =
    !isMail && message.operator_email
      ? t('mailbox.to_operator', { to: message.to, email: message.operator_email })
      : t('mailbox.to', { to: message.to });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={subject} data-testid={`mailbox-${message.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Badge
              color={isMail ? 'brand' : 'gray'}
              variant="light"
              tt="none"
              leftSection={isMail ? <IconMail size={12} aria-hidden="true" /> : <IconMessage size={12} aria-hidden="true" />}
            >
              {t(`mailbox.kinds.${message.kind}`)}
            </Badge>
            <Text fw={700} fz="md" lineClamp={2}>
              {subject}
            </Text>
          </Group>
          <Text fz="xs" c="dark.4" style={{ whiteSpace: 'nowrap' }}>
            {t('mailbox.sent_at', { date: formatDateTime(message.sent_at) })}
          </Text>
        </Group>
        <Text fz="sm" c="dark.5">
          {recipient}
        </Text>
        <Text fz="sm" c="dark.7" className={classes.text} component="div">
          <LinkifiedText text={message.text} />
        </Text>
        {message.html ? (
          <Stack gap="xs">
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={() => setShowHtml((shown) => !shown)} aria-expanded={showHtml}>
                {showHtml ? t('mailbox.hide_html') : t('mailbox.show_html')}
              </Button>
            </Group>
            {showHtml ? <iframe className={classes.frame} sandbox="" srcDoc={message.html} title={t('mailbox.html_frame', { subject })} /> : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
