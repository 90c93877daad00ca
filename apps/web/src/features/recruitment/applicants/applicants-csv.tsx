import '@mantine/core/styles/Menu.css';
import { Alert, Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconDownload, IconShieldLock } from '@tabler/icons-react';
import type { ApplicantStageFilter } from '@partners/contract';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { downloadPercent, useCsvDownload } from '../../../lib/use-csv-download';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { notifySuccess } from '../../../lib/notify';

export type ApplicantsCsvButtonProps = {
  postingId: number;
  stage: ApplicantStageFilter;
  keyword: string | undefined;
};

/**
 * 지원자 다운로드: the posting's applicants with the list's stage and keyword filters, with progress and
 * cancel; without contacts, or with them (phone and e-mail), which needs a one-time-password step-up: the
 * server's `step_up_required` sends the operator to the step-up page and back (decision 0020).
 */
export function ApplicantsCsvButton({ postingId, stage, keyword }: ApplicantsCsvButtonProps) {
  const t = useT();
  const csv = useCsvDownload('applicants.csv', { failure: 'in-page' });
  const { state, progress } = csv;

  const start = async (contacts: boolean) => {
    const saved = await csv.start({
      params: { id: postingId },
      query: { stage, keyword, ...(contacts ? { contacts: 'true' as const } : {}) },
    });
    if (saved) {
      csv.reset();
      notifySuccess(t('applicants.csv.done'));
    }
  };

  const cancel = () => {
    csv.cancel();
    notifySuccess(t('applicants.csv.cancelled'));
  };

  const total = progress?.total ?? null;
  const percent = downloadPercent(progress);

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <CsvDownloadButton running={csv.isRunning} rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
            {t('applicants.csv.button')}
          </CsvDownloadButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void start(false)}>
            {t('applicants.csv.without_contacts')}
          </Menu.Item>
          <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden="true" />} onClick={() => void start(true)}>
            {t('applicants.csv.with_contacts')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={state.phase === 'running' || state.phase === 'failed'}
        onClose={state.phase === 'running' ? cancel : csv.reset}
        title={t('applicants.csv.title')}
        centered
        closeOnClickOutside={false}
      >
        {state.phase === 'failed' ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} title={t('applicants.csv.failed')}>
              {state.message}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={csv.reset}>
                {t('applicants.csv.close')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text fz="sm" c="dark.5">
              {t('applicants.csv.preparing')}
            </Text>
            <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-label={t('applicants.csv.title')} />
            <Text fz="sm" fw={600} aria-live="polite">
              {progress
                ? total !== null
                  ? t('applicants.csv.progress', { rows: formatNumber(progress.rows), total: formatNumber(total) })
                  : t('applicants.csv.progress_unknown', { rows: formatNumber(progress.rows) })
                : '\u00a0'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {t('applicants.csv.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
