import { useState } from 'react';
import { Alert, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { Modal } from '../../../components/modal';
import { useT } from '../../../i18n';
import { apiErrorMessage, isApiError } from '../../../lib/api';
import { inPageRefusal, useReportReasons, useReportReview, type ReviewRef } from '../api/reviews';
import { reportFormUrl } from './report-url';

export type ReportModalProps = {
  review: ReviewRef;
  opened: boolean;
  onClose: () => void;
  /** The review is now reported by this company (filed, or the server says it already was). */
  onReported: () => void;
};

function ReasonsSkeleton() {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('reviews.report.reasons_loading')}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} h={18} w={`${60 + row * 8}%`} />
      ))}
    </Stack>
  );
}

/**
 * Spec §4 review report modal. Stage one: the active reasons by `order`; none chosen is the error state; a
 * `form_required` reason shows a notice and 추가 정보 입력 (the /reports/new page in a new tab) instead of
 * submit. Stage two: the §8 completion message.
 */
function ReportStages({ review, onClose, onReported }: Omit<ReportModalProps, 'opened'>) {
  const t = useT();
  const reasons = useReportReasons();
  const report = useReportReview();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const reason = reasons.data?.find((r) => String(r.id) === chosen);
  const refusal = report.isPending ? null : inPageRefusal(report.error);

  if (report.isSuccess) {
    return (
      <Stack gap="md" align="center" ta="center" py="sm">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden="true" />
        <Text fw={600} role="status">
          {t('reviews.report.complete')}
        </Text>
        <Button onClick={onClose} data-autofocus>
          {t('reviews.common.confirm')}
        </Button>
      </Stack>
    );
  }

  if (refusal?.code === 'review.already_reported') {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="alert">
          {apiErrorMessage(refusal)}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('reviews.common.confirm')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate(
      { review, reasonId: reason.id },
      {
        onSuccess: onReported,
        onError: (error) => {
          if (isApiError(error) && error.code === 'review.already_reported') onReported();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {reasons.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('reviews.report.reasons_failed')}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void reasons.refetch()}>
            {t('reviews.common.retry')}
          </Button>
        </Alert>
      ) : !reasons.data ? (
        <ReasonsSkeleton />
      ) : (
        <Radio.Group
          label={t('reviews.report.reasons')}
          description={t('reviews.report.reasons_hint')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setMissing(false);
            report.reset();
          }}
          error={missing ? t('reviews.report.required') : null}
        >
          <Stack gap="sm" mt="sm">
            {reasons.data.map((r) => (
              <Radio key={r.id} value={String(r.id)} label={r.name} />
            ))}
          </Stack>
        </Radio.Group>
      )}

      {reason?.form_required ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {t('reviews.report.form_notice')}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert color="red" variant="light" role="alert" title={t('reviews.report.failed')}>
          {apiErrorMessage(refusal)}
        </Alert>
      ) : null}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('reviews.common.cancel')}
        </Button>
        {reason?.form_required ? (
          <Button
            component="a"
            href={reportFormUrl(review.kind, review.id, reason.id)}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={14} aria-hidden="true" />}
            onClick={onClose}
          >
            {t('reviews.report.more_info')}
          </Button>
        ) : (
          <Button color="red" loading={report.isPending} disabled={!reasons.data} onClick={submit}>
            {t('reviews.report.submit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function ReportModal({ review, opened, onClose, onReported }: ReportModalProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} centered size="md" title={t('reviews.report.title')}>
      {opened ? <ReportStages review={review} onClose={onClose} onReported={onReported} /> : null}
    </Modal>
  );
}
