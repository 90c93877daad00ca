import { useRef, useState } from 'react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PostingListQuery } from '@partners/contract';
import { useT } from '../../../i18n';
import { download, handleApiError, saveFile, type DownloadProgress } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { csvQuery } from '../api/postings';

/** The CSV of every posting matching the list's filters, with its progress (rows of total) and a cancel. */
export function CsvDownload({ query, disabled }: { query: PostingListQuery; disabled: boolean }) {
  const t = useT();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: null });
    try {
      const { blob, filename } = await download('jobPostings.csv', { query: csvQuery(query), signal: abort.signal, onProgress: setProgress });
      if (!abort.signal.aborted) saveFile(blob, filename);
    } catch (error) {
      if (!abort.signal.aborted) handleApiError(error, { kind: 'mutation' });
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  };
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
  };

  const percent = progress?.total ? Math.min(100, Math.round((progress.rows / progress.total) * 100)) : 0;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => void start()}
        disabled={disabled}
        loading={progress !== null}
      >
        {t('recruitment.csv.button')}
      </Button>
      <Modal opened={progress !== null} onClose={cancel} title={t('recruitment.csv.title')} centered size="sm" closeOnClickOutside={false}>
        {progress ? (
          <Stack gap="sm">
            <Progress value={progress.total ? percent : 100} animated={!progress.total} aria-label={t('recruitment.csv.title')} />
            <Text fz="sm" c="dark.5" aria-live="polite">
              {progress.total === null
                ? t('recruitment.csv.rows', { rows: formatNumber(progress.rows) })
                : t('recruitment.csv.progress', { rows: formatNumber(progress.rows), total: formatNumber(progress.total) })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel} data-autofocus>
                {t('recruitment.csv.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
