import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Button, Container, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockX, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PAGES, type ErrorCode, type InvitationView } from '@partners/contract';
import { Logo } from '../../components/logo';
import { usePageTitle } from '../../components/use-page-title';
import { useT, type MessageKey } from '../../i18n';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { AcceptForm } from './accept-forms';
import { useInvitation } from './api';
import { useRoleLabel } from './operator-parts';

/**
 * /invitations/accept/:token: the page an invitation mail links to. Public, without the console shell:
 * what the invitation is for, then the way to accept it (a new account, the existing account's password,
 * or one click when already signed in as it). A link that no longer works says why.
 */
export function InvitationAcceptPage() {
  usePageTitle('invitation_accept');
  const { token = '' } = useParams();
  return (
    <Container size={480} py={48} px="md" component="main" id="main">
      <Stack gap="lg">
        <Logo asLink={false} />
        <Invitation token={token} />
      </Stack>
    </Container>
  );
}

const LINK_STATES: Partial<Record<ErrorCode, { icon: ReactNode; title: MessageKey; body: MessageKey; signIn?: boolean }>> = {
  'invitation.expired': { icon: <IconClockX size={32} />, title: 'operators.accept.expired_title', body: 'operators.accept.expired_body' },
  'invitation.used': { icon: <IconCircleCheck size={32} />, title: 'operators.accept.used_title', body: 'operators.accept.used_body', signIn: true },
  'invitation.revoked': { icon: <IconMailOff size={32} />, title: 'operators.accept.revoked_title', body: 'operators.accept.revoked_body' },
};

function Invitation({ token }: { token: string }) {
  const t = useT();
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('operators.accept.loading')} role="status">
        <Skeleton h={28} w="80%" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={44} radius="md" />
      </Stack>
    );
  }
  if (invitation.isError) {
    const error = invitation.error;
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const state = (error.code && LINK_STATES[error.code]) || {
        icon: <IconLinkOff size={32} />,
        title: 'operators.accept.invalid_title' as const,
        body: 'operators.accept.invalid_body' as const,
      };
      return (
        <LinkState icon={state.icon} title={t(state.title)} body={t(state.body)}>
          {'signIn' in state && state.signIn ? (
            <Button component={Link} to={PAGES.signIn.path} variant="light">
              {t('operators.accept.to_sign_in')}
            </Button>
          ) : null}
        </LinkState>
      );
    }
    return (
      <LinkState icon={<IconAlertTriangle size={32} />} title={t('operators.accept.load_failed_title')} body={t('operators.accept.load_failed_body')}>
        <Button variant="light" onClick={() => void invitation.refetch()}>
          {t('common.retry')}
        </Button>
      </LinkState>
    );
  }
  return <InvitationDetail token={token} invitation={invitation.data} />;
}

function LinkState({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <Text c="dark.5" fz="sm">
          {body}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

function InvitationDetail({ token, invitation }: { token: string; invitation: InvitationView }) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const company = invitation.company_name;
  const rows: [string, string][] = [
    [t('operators.accept.role'), roleLabel(invitation.business_role)],
    [t('operators.accept.email'), invitation.email_masked],
    [t('operators.accept.until'), t('operators.accept.until_value', { date: formatDateTime(invitation.expires_at) })],
  ];
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Stack gap="lg">
        <Title order={1} fz={22}>
          {t('operators.accept.title', { company })}
        </Title>
        <Table variant="vertical" withTableBorder={false} layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={110} bg="transparent" c="dark.4" fw={500}>
                  {label}
                </Table.Th>
                <Table.Td fw={600}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <AcceptForm token={token} invitation={invitation} />
      </Stack>
    </Paper>
  );
}
