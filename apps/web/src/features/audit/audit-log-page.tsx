// Styles of the Mantine components only this page uses (the shell loads the common ones).
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconHistory, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PAGES, auditActionGroup, type AuditAction, type AuditActionGroup, type AuditEvent } from '@partners/contract';
import { useLang, useT } from '../../i18n';
import { isApiError } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { PageHeader } from '../../components/page-header';
import { ListScaffold } from '../../components/list-scaffold';
import { StatePanel } from '../../components/state-panel';
import { usePageTitle } from '../../components/use-page-title';
import { useAuditEvents, useAuditOperators } from './api';
import { AuditCsvButton } from './audit-csv-button';
import { AuditFiltersBar } from './audit-filters';
import { describeDetail } from './detail';
import { isFiltered, useAuditFilters } from './url-state';

const GROUP_COLOR: Record<AuditActionGroup, string> = { privacy: 'blue', operators: 'indigo', payment: 'teal', account: 'gray' };
/** Actions a reader should not miss, whatever their group. */
const ALARMING: readonly AuditAction[] = ['step_up.locked', 'operator.removed', 'payment.cancelled'];

function ActionBadge({ action }: { action: AuditAction }) {
  const t = useT();
  return (
    <Badge variant="light" color={ALARMING.includes(action) ? 'red' : GROUP_COLOR[auditActionGroup(action)]} tt="none" fw={600}>
      {t(`audit.actions.${action}`)}
    </Badge>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  const t = useT();
  const lang = useLang();
  const detail = describeDetail(t, lang, event.detail);
  return (
    <Table.Tr>
      <Table.Td>
        <Text component="time" dateTime={event.created_at} fz="sm" c="dark.5" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(event.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {event.operator_id === null ? (
          <Text fz="sm" c="dark.3">
            {t('audit.operator_gone')}
          </Text>
        ) : (
          <>
            <Text fz="sm" fw={600}>
              {event.operator_name}
            </Text>
            <Text fz="xs" c="dark.3">
              {event.operator_email}
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td>
        <ActionBadge action={event.action} />
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{event.subject}</Text>
        <Text fz="xs" c="dark.3">
          {t(`audit.subject_types.${event.subject_type}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dark.5" title={event.detail?.user_agent}>
          {detail}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function EventsTable({ events, stale }: { events: AuditEvent[]; stale: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto', opacity: stale ? 0.6 : 1 }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('audit.table.label')} miw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t('audit.table.when')}</Table.Th>
            <Table.Th w={200}>{t('audit.table.operator')}</Table.Th>
            <Table.Th w={160}>{t('audit.table.action')}</Table.Th>
            <Table.Th w={180}>{t('audit.table.subject')}</Table.Th>
            <Table.Th>{t('audit.table.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * /partners/operator_managements/audit_log (decision 0023): who did what and when, filtered by operator,
 * action and period, with its CSV. The company's admins read it; a manager is told so in the page.
 */
export function AuditLogPage() {
  const t = useT();
  usePageTitle('audit_log');
  const { filters, change, clear } = useAuditFilters();
  const events = useAuditEvents(filters);
  const forbidden = events.isError && isApiError(events.error) && events.error.status === 403;
  const operators = useAuditOperators();
  const data = events.data;
  const title = t('audit.title');
  const { page, ...csvFilters } = filters;

  const totalPages = data?.page_info.total_pages ?? 0;
  const filtered = isFiltered(filters);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={PAGES.operatorManagement.path} fz="sm" c="dark.4" w="fit-content">
          <Group gap={4} component="span">
            <IconChevronLeft size={14} aria-hidden="true" />
            {t('audit.back_to_operators')}
          </Group>
        </Anchor>
        <PageHeader
          title={title}
          description={t('audit.intro')}
          actions={forbidden ? null : <AuditCsvButton filters={csvFilters} total={data?.page_info.total} />}
        />
        {forbidden ? null : (
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <AuditFiltersBar filters={filters} operators={operators.data} onChange={change} onClear={clear} />
            {data ? (
              <Text fz="sm" c="dark.4" aria-live="polite">
                {t('audit.total', { count: formatNumber(data.page_info.total) })}
              </Text>
            ) : null}
          </Group>
        )}
        {forbidden ? (
          <StatePanel
            role="status"
            icon={<IconLock size={28} aria-hidden />}
            title={t('audit.forbidden_title')}
            description={t('audit.forbidden_hint')}
          />
        ) : (
          <ListScaffold
            query={events}
            isEmpty={(list) => list.events.length === 0}
            loadingLabel={t('app.loading')}
            skeletonColumns={['14%', '18%', '14%', '18%', '24%']}
            failed={{ title: t('audit.failed'), description: t('audit.failed_hint') }}
            empty={() => (
              <StatePanel
                icon={<IconHistory size={28} aria-hidden />}
                title={filtered ? t('audit.empty_filtered') : t('audit.empty_title')}
                description={filtered ? t('audit.empty_filtered_hint') : t('audit.empty_hint')}
                action={
                  filtered ? (
                    <Button variant="light" onClick={clear}>
                      {t('audit.filters.clear')}
                    </Button>
                  ) : undefined
                }
              />
            )}
            paging={{ totalPages, page, onChange: (next) => change({ page: next }), label: t('audit.pagination') }}
          >
            {(list, stale) => <EventsTable events={list.events} stale={stale} />}
          </ListScaffold>
        )}
      </Stack>
    </Container>
  );
}
