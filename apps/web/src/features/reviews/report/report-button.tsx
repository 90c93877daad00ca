import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconAlertOctagon, IconCheck } from '@tabler/icons-react';
import { useT } from '../../../i18n';
import type { ReviewRef } from '../api/reviews';
import { ReportModal } from './report-modal';

/**
 * 신고 on every review card; 신고 완료 (disabled) once this company has reported it. The modal stays
 * mounted while open, so its completion stage outlives the list's refetch that marks the card reported.
 */
export function ReportButton({ review, reported }: { review: ReviewRef; reported: boolean }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [reportedHere, setReportedHere] = useState(false);
  const isReported = reported || reportedHere;
  return (
    <>
      {isReported ? (
        <Button variant="subtle" color="gray" size="compact-sm" disabled leftSection={<IconCheck size={12} aria-hidden="true" />}>
          {t('reviews.report.reported')}
        </Button>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconAlertOctagon size={12} aria-hidden="true" />}
          onClick={() => setOpened(true)}
        >
          {t('reviews.report.button')}
        </Button>
      )}
      <ReportModal review={review} opened={opened} onClose={() => setOpened(false)} onReported={() => setReportedHere(true)} />
    </>
  );
}
