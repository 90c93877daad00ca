// Styles of the Mantine components only this page uses (the shell loads the common ones).
import '@mantine/core/styles/Table.css';
import { useEffect } from 'react';
import { Badge, Button, Group, NativeSelect, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '@partners/contract';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useAuditEvents } from '../api/applicants';
import { PageHeader } from '../../../components/page-header';
import { StatePanel, TableSkeleton } from '../../../components/state-panel';

const ACTION_COLOR: Record<AuditAction, string> = {
  'applicant.resume_viewed': 'blue',
  'applicant.csv_exported': 'grape',
  'talent.profile_viewed': 'teal',
  'talent.contact_revealed': 'orange',
  'auth.signed_in': 'gray',
  'settings.password_changed': 'gray',
  'settings.sessions_signed_out': 'gray',
  'settings.marketing_consent_changed': 'gray',
  'step_up.verified': 'gray',
  'step_up.locked': 'red',
  'operator.invited': 'indigo',
  'operator.invitation_revoked': 'indigo',
  'operator.invitation_accepted': 'indigo',
  'operator.approved': 'indigo',
  'operator.role_changed': 'indigo',
  'operator.removed': 'red',
  'payment.paid': 'green',
  'payment.cancelled': 'green',
  'plan.change_requested': 'green',
};

function readAction(value: string | null): AuditAction | undefined {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '') ? (value as AuditAction) : undefined;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /partners/job_management/audit_log (decision 0017): who opened whose personal data; the company's admins read it. */
export function AuditLogPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const action = readAction(params.get('action'));
  const page = readPage(params.get('page'));
  const events = useAuditEvents({ page, action });
  const data = events.data;
  const forbidden = events.isError && isApiError(events.error) && events.error.status === 403;
  const title = t('applicants.audit.title');

  useEffect(() => {
    document.title = t('app.page_title', { page: title });
  }, [t, title]);

  const go = (changes: { action?: AuditAction | null; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.action !== undefined) {
        if (changes.action === null) next.delete('action');
        else next.set('action', changes.action);
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page <= 1) next.delete('page');
        else next.set('page', String(changes.page));
      }
      return next;
    });

  const totalPages = data?.page_info.total_pages ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('applicants.audit.intro')}
        actions={
          forbidden ? null : (
            <NativeSelect
              aria-label={t('applicants.audit.filter_label')}
              w={180}
              value={action ?? ''}
              onChange={(event) => go({ action: readAction(event.currentTarget.value) ?? null })}
              data={[
                { value: '', label: t('applicants.audit.all_actions') },
                ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`applicants.audit.actions.${value}`) })),
              ]}
            />
          )
        }
      />
      {forbidden ? (
        <StatePanel
          role="status"
          icon={<IconLock size={28} aria-hidden />}
          title={t('applicants.audit.forbidden_title')}
          description={t('applicants.audit.forbidden_hint')}
        />
      ) : events.isError && !data ? (
        <StatePanel
          role="alert"
          icon={<IconAlertTriangle size={28} aria-hidden />}
          title={t('applicants.audit.failed')}
          description={t('applicants.error.hint')}
          action={
            <Button variant="light" onClick={() => void events.refetch()}>
              {t('applicants.error.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <TableSkeleton columns={['18%', '25%', '15%', '20%']} label={t('app.loading')} />
      ) : data.events.length === 0 ? (
        <StatePanel
          icon={<IconHistory size={28} aria-hidden />}
          title={action ? t('applicants.audit.empty_filtered') : t('applicants.audit.empty_title')}
          description={t('applicants.audit.empty_hint')}
        />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto', opacity: events.isPlaceholderData ? 0.6 : 1 }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('applicants.audit.table_label')} miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={170}>{t('applicants.audit.when')}</Table.Th>
                <Table.Th>{t('applicants.audit.operator')}</Table.Th>
                <Table.Th w={170}>{t('applicants.audit.action')}</Table.Th>
                <Table.Th>{t('applicants.audit.subject')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>
                    <Text fz="sm" c="dark.5" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatDateTime(event.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {event.operator_name}
                    </Text>
                    <Text fz="xs" c="dark.3">
                      {event.operator_email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ACTION_COLOR[event.action]} tt="none" fw={600}>
                      {t(`applicants.audit.actions.${event.action}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{event.subject}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {totalPages > 1 && !forbidden ? (
        <Group justify="center" component="nav" aria-label={t('applicants.audit.pagination')}>
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={(next) => go({ page: next })} />
        </Group>
      ) : null}
    </Stack>
  );
}
