import '@mantine/core/styles/Menu.css';
import { useRef, useState } from 'react';
import { Alert, Button, Group, Menu, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconDownload, IconShieldLock } from '@tabler/icons-react';
import type { ApplicantStageFilter } from '@partners/contract';
import { useT } from '../../../i18n';
import { apiErrorMessage, download, handleApiError, isApiError, saveFile, type DownloadProgress } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';

export type ApplicantsCsvButtonProps = {
  postingId: number;
  stage: ApplicantStageFilter;
  keyword: string;
};

type CsvState = { phase: 'idle' } | { phase: 'running'; progress: DownloadProgress | null } | { phase: 'failed'; message: string };

/**
 * 지원자 다운로드: the posting's applicants with the list's stage and keyword filters, with progress and
 * cancel; without contacts, or with them (phone and e-mail), which needs a one-time-password step-up: the
 * server's `step_up_required` sends the operator to the step-up page and back (decision 0020).
 */
export function ApplicantsCsvButton({ postingId, stage, keyword }: ApplicantsCsvButtonProps) {
  const t = useT();
  const [state, setState] = useState<CsvState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async (contacts: boolean) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', progress: null });
    try {
      const { blob, filename } = await download('applicants.csv', {
        params: { id: postingId },
        query: { stage, keyword: keyword === '' ? undefined : keyword, ...(contacts ? { contacts: 'true' as const } : {}) },
        signal: abort.signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      if (abort.signal.aborted) return;
      saveFile(blob, filename);
      setState({ phase: 'idle' });
      notifySuccess(t('applicants.csv.done'));
    } catch (error) {
      if (abort.signal.aborted) return;
      if (isApiError(error) && error.code === 'step_up_required') {
        setState({ phase: 'idle' });
        handleApiError(error, { kind: 'mutation' });
        return;
      }
      setState({ phase: 'failed', message: apiErrorMessage(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
    notifySuccess(t('applicants.csv.cancelled'));
  };

  const progress = state.phase === 'running' ? state.progress : null;
  const total = progress?.total ?? null;
  const percent = progress && total ? Math.min(100, Math.round((progress.rows / Math.max(total, 1)) * 100)) : null;

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            disabled={state.phase === 'running'}
          >
            {t('applicants.csv.button')}
          </Button>
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
        opened={state.phase !== 'idle'}
        onClose={state.phase === 'running' ? cancel : () => setState({ phase: 'idle' })}
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
              <Button variant="default" onClick={() => setState({ phase: 'idle' })}>
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
