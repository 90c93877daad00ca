import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Pagination } from '../../components/pagination';
import { IconExternalLink, IconFileAnalytics } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SALARY_ANALYSIS_FILTERS, SALARY_ANALYSIS_STATUS, type SalaryAnalysis, type SalaryAnalysisFilter } from '@partners/contract';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { FailedPanel, StatePanel, TableSkeleton } from '../../components/state-panel';
import { StatusTabs } from '../../components/status-tabs';
import { useT } from '../../i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { isRunning, useCancelSalaryAnalysis, useSalaryAnalyses } from './api';
import { SALARY_ANALYSIS_CREATE_PATH, salaryReportPath } from './paths';
import { SalaryStatusBadge } from './status-badge';

export type AnalysisListProps = {
  status: SalaryAnalysisFilter;
  page: number;
  onStatus: (status: SalaryAnalysisFilter) => void;
  onPage: (page: number) => void;
};

function AnalysisRow({ analysis, onCancel }: { analysis: SalaryAnalysis; onCancel: (analysis: SalaryAnalysis) => void }) {
  const t = useT();
  const completed = analysis.status === SALARY_ANALYSIS_STATUS.completed;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {t(`salaryAnalysis.report_types.${analysis.report_type}`)}
        </Text>
        <Text fz="xs" c="dark.4">
          {analysis.title}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <SalaryStatusBadge status={analysis.status} />
          {analysis.status === SALARY_ANALYSIS_STATUS.cancelled && analysis.cancelled_at ? (
            <Text fz="xs" c="dark.3">
              {formatDate(analysis.cancelled_at)}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={analysis.created_at}>{formatDate(analysis.created_at)}</time>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {analysis.analysed_at ? <time dateTime={analysis.analysed_at}>{formatDate(analysis.analysed_at)}</time> : '-'}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {completed ? (
            <Button
              component="a"
              href={salaryReportPath(analysis.id)}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="light"
              rightSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={`${t('salaryAnalysis.list.open')} (${t('common.new_tab')}): ${analysis.title}`}
            >
              {t('salaryAnalysis.list.open')}
            </Button>
          ) : null}
          {analysis.can_cancel ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onCancel(analysis)}
              aria-label={`${t('salaryAnalysis.list.cancel')}: ${analysis.title}`}
            >
              {t('salaryAnalysis.list.cancel')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec §3 report list with the §4 status filter and its counts: page and filter in the URL, cancel (asks
 * first, says the ticket comes back) where the server allows it, and followed while an analysis runs.
 */
export function AnalysisList({ status, page, onStatus, onPage }: AnalysisListProps) {
  const t = useT();
  const list = useSalaryAnalyses(status, page);
  const cancel = useCancelSalaryAnalysis();
  const [cancelling, setCancelling] = useState<SalaryAnalysis | null>(null);
  const [cancelled, setCancelled] = useState<{ refunded: boolean } | null>(null);
  const data = list.data;
  const running = data?.analyses.some((a) => isRunning(a.status)) ?? false;

  const handleConfirmCancel = () => {
    if (!cancelling) return;
    const refunded = cancelling.ticket_used;
    cancel.mutate(cancelling.id, {
      onSuccess: () => setCancelled({ refunded }),
      onSettled: () => setCancelling(null),
    });
  };

  let body;
  if (list.isError && !data) {
    body = (
      <FailedPanel
        title={t('salaryAnalysis.list.failed_title')}
        description={t('salaryAnalysis.load_failed_body')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!data) {
    body = <TableSkeleton columns={['22%', '12%', '14%', '14%', '18%']} label={t('salaryAnalysis.loading')} />;
  } else if (data.analyses.length === 0) {
    body = (
      <StatePanel
        icon={<IconFileAnalytics size={28} aria-hidden />}
        title={status === 'all' ? t('salaryAnalysis.list.empty_title') : t('salaryAnalysis.list.empty_filtered_title')}
        description={t('salaryAnalysis.list.empty_body')}
        action={
          <Button component={Link} to={SALARY_ANALYSIS_CREATE_PATH}>
            {t('salaryAnalysis.list.new_request')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={720}>
          <Table
            verticalSpacing="sm"
            highlightOnHover
            aria-label={t('salaryAnalysis.list.table_label')}
            aria-busy={list.isFetching && list.isPlaceholderData}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('salaryAnalysis.list.report_type')}</Table.Th>
                <Table.Th scope="col">{t('salaryAnalysis.list.status')}</Table.Th>
                <Table.Th scope="col">{t('salaryAnalysis.list.created_at')}</Table.Th>
                <Table.Th scope="col">{t('salaryAnalysis.list.analysed_at')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('salaryAnalysis.list.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.analyses.map((analysis) => (
                <AnalysisRow key={analysis.id} analysis={analysis} onCancel={setCancelling} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.page_info.total_pages > 1 ? (
          <Group justify="center" component="nav" aria-label={t('salaryAnalysis.list.pages_label')}>
            <Pagination total={data.page_info.total_pages} value={data.page_info.page} onChange={onPage} />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <StatusTabs
        statuses={SALARY_ANALYSIS_FILTERS}
        value={status}
        counts={data?.counts}
        label={t('salaryAnalysis.list.tabs_label')}
        tabLabel={(filter) => t(`salaryAnalysis.filters.${filter}`)}
        onChange={(next) => {
          if (next) onStatus(next);
        }}
      />
      <Group justify="space-between" gap="sm" mih={24}>
        {data ? (
          <Text fz="sm" c="dark.4">
            {t('salaryAnalysis.list.total', { count: formatNumber(data.page_info.total) })}
          </Text>
        ) : (
          <span />
        )}
        {running ? (
          <Text fz="xs" c="dark.4" role="status">
            {t('salaryAnalysis.list.watching')}
          </Text>
        ) : null}
      </Group>
      {cancelled ? (
        <Alert
          variant="light"
          color="teal"
          role="status"
          withCloseButton
          closeButtonLabel={t('salaryAnalysis.notice.close')}
          onClose={() => setCancelled(null)}
        >
          {cancelled.refunded ? t('salaryAnalysis.list.cancelled_refunded') : t('salaryAnalysis.list.cancelled')}
        </Alert>
      ) : null}
      {body}
      <ConfirmDeleteModal
        opened={cancelling !== null}
        title={t('salaryAnalysis.list.cancel_title')}
        confirm={t('salaryAnalysis.list.cancel_body', { title: cancelling?.title ?? '' })}
        detail={cancelling?.ticket_used ? t('salaryAnalysis.list.cancel_refund') : t('salaryAnalysis.list.cancel_no_ticket')}
        submitLabel={t('salaryAnalysis.list.cancel_confirm')}
        cancelLabel={t('salaryAnalysis.list.cancel_keep')}
        pending={cancel.isPending}
        onConfirm={handleConfirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
