import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { PostingListQuery } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { downloadPercent, useCsvDownload } from '../../../lib/use-csv-download';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { csvQuery } from '../api/postings';

/** The CSV of every posting matching the list's filters, with its progress (rows of total) and a cancel. */
export function CsvDownload({ query, disabled }: { query: PostingListQuery; disabled: boolean }) {
  const t = useT();
  const csv = useCsvDownload('jobPostings.csv');
  const { progress } = csv;
  const percent = downloadPercent(progress);
  return (
    <>
      <CsvDownloadButton running={csv.isRunning} onClick={() => void csv.start({ query: csvQuery(query) })} disabled={disabled}>
        {t('recruitment.csv.button')}
      </CsvDownloadButton>
      <Modal opened={csv.isRunning} onClose={csv.cancel} title={t('recruitment.csv.title')} centered size="sm" closeOnClickOutside={false}>
        <Stack gap="sm">
          <Progress value={percent ?? 100} animated={percent === null} aria-label={t('recruitment.csv.title')} />
          <Text fz="sm" c="dark.5" aria-live="polite">
            {progress?.total
              ? t('recruitment.csv.progress', { rows: formatNumber(progress.rows), total: formatNumber(progress.total) })
              : t('recruitment.csv.rows', { rows: formatNumber(progress?.rows ?? 0) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={csv.cancel} data-autofocus>
              {t('recruitment.csv.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
