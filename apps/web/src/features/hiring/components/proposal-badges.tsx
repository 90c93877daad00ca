import { Badge } from '@mantine/core';
import type { JobPostingSummary, ProposalStatus } from '@partners/contract';
import { useT } from '../../../i18n';

const STATUS_COLOR: Record<ProposalStatus, string> = {
  sent: 'gray',
  delivered: 'blue',
  viewed: 'indigo',
  accepted: 'teal',
  rejected: 'red',
  expired: 'gray',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useT();
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} tt="none">
      {t(`hiring.proposal_statuses.${status}`)}
    </Badge>
  );
}

const DDAY_COLOR: Record<JobPostingSummary['color_class'], string> = {
  urgent: 'red',
  normal: 'brand',
  always: 'teal',
  closed: 'gray',
};

/** The posting's D-day badge (D-3, D-day, 상시, 마감) in its colour class. */
export function DdayBadge({ posting }: { posting: JobPostingSummary }) {
  return (
    <Badge variant="light" color={DDAY_COLOR[posting.color_class]} tt="none" style={{ flexShrink: 0 }}>
      {posting.dday}
    </Badge>
  );
}
