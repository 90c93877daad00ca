import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { AUDIT_CSV_MAX_ROWS, type AuditFilters } from '@partners/contract';
import { useT } from '../../i18n';
import { apiErrorMessage, download, saveFile, type DownloadProgress } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { auditKeys } from './api';

type CsvState = { phase: 'idle' | 'done' } | { phase: 'running'; progress: DownloadProgress | null } | { phase: 'failed'; message: string };

/**
 * CSV 다운로드: the log with the page's filters (the server records the download). Above the server's
 * limit the button is off and says why, before anyone waits for a refusal.
 */
export function AuditCsvButton({ filters, total }: { filters: AuditFilters; total: number | undefined }) {
  const t = useT();
  const [state, setState] = useState<CsvState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const tooMany = total !== undefined && total > AUDIT_CSV_MAX_ROWS;

  // Leaving the page stops a download in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', progress: null });
    try {
      const { blob, filename } = await download('audit.csv', {
        query: filters,
        signal: abort.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      if (abort.signal.aborted) return;
      saveFile(blob, filename);
      setState({ phase: 'done' });
      // The download is in the log now: show it.
      void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ phase: 'failed', message: apiErrorMessage(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const progress = state.phase === 'running' ? state.progress : null;
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
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => void start()}
        loading={state.phase === 'running'}
        disabled={tooMany || total === 0}
        aria-describedby={tooMany ? 'audit-csv-limit' : undefined}
      >
        {t('audit.csv.button')}
      </Button>
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
          onClose={() => setState({ phase: 'idle' })}
          maw={360}
        >
          {state.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
