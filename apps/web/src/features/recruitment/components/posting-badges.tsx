import { Badge } from '@mantine/core';
import type { PostingRow, PostingStatus } from '@partners/contract';
import { useT } from '../../../i18n';

const DDAY_COLOR: Record<PostingRow['color_class'], string> = { urgent: 'red', normal: 'brand', always: 'indigo', closed: 'gray' };

/** D-7, D-day, 상시 채용, 마감: red when three days or fewer are left (the server's `urgent`). */
export function DdayBadge({ label, colorClass, size = 'sm' }: { label: string; colorClass: PostingRow['color_class']; size?: 'xs' | 'sm' }) {
  const t = useT();
  const text = colorClass === 'always' ? t('recruitment.dday.always') : colorClass === 'closed' ? t('recruitment.dday.closed') : label;
  return (
    <Badge size={size} radius="sm" variant={colorClass === 'urgent' ? 'filled' : 'light'} color={DDAY_COLOR[colorClass]} style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}

const STATUS_COLOR: Record<PostingStatus, string> = { draft: 'gray', in_review: 'yellow', open: 'brand', closed: 'dark' };

export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  const t = useT();
  return (
    <Badge
      size="sm"
      radius="sm"
      variant={status === 'open' ? 'filled' : 'light'}
      color={STATUS_COLOR[status]}
      c={status === 'in_review' ? 'yellow.9' : undefined}
    >
      {t(`recruitment.status.${status}`)}
    </Badge>
  );
}
