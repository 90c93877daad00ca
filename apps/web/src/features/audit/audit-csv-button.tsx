import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUDIT_CSV_MAX_ROWS, type AuditFilters } from '@partners/contract';
import { useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { useCsvDownload } from '../../lib/use-csv-download';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { auditKeys } from './api';

/**
 * CSV 다운로드: the log with the page's filters (the server records the download). Above the server's
 * limit the button is off and says why, before anyone waits for a refusal; a refusal shows beside it.
 */
export function AuditCsvButton({ filters, total }: { filters: AuditFilters; total: number | undefined }) {
  const t = useT();
  const csv = useCsvDownload('audit.csv', { failure: 'in-page' });
  const { state, progress } = csv;
  const queryClient = useQueryClient();
  const tooMany = total !== undefined && total > AUDIT_CSV_MAX_ROWS;

  const start = async () => {
    // The download is in the log now: show it.
    if (await csv.start({ query: filters })) void queryClient.invalidateQueries({ queryKey: auditKeys.all });
  };

  const status =
    state.phase === 'running'
      ? progress?.total
        ? t('audit.csv.progress', { rows: formatNumber(Math.min(progress.rows, progress.total)), total: formatNumber(progress.total) })
        : t('audit.csv.preparing')
      : state.phase === 'done'
        ? t('audit.csv.done')
        : '';

  return (
    <Stack gap={6} align="flex-end">
      <CsvDownloadButton
        running={csv.isRunning}
        onClick={() => void start()}
        disabled={tooMany || total === 0}
        aria-describedby={tooMany ? 'audit-csv-limit' : undefined}
      >
        {t('audit.csv.button')}
      </CsvDownloadButton>
      {tooMany ? (
        <Text id="audit-csv-limit" fz="xs" c="dark.4" maw={320} ta="right">
          {t('audit.csv.too_many', { max: formatNumber(AUDIT_CSV_MAX_ROWS) })}
        </Text>
      ) : null}
      <Text fz="xs" c="dark.4" aria-live="polite" role="status">
        {status}
      </Text>
      {state.phase === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          title={t('audit.csv.failed')}
          withCloseButton
          closeButtonLabel={t('audit.csv.close')}
          onClose={csv.reset}
          maw={360}
        >
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
