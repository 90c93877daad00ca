import { Badge, Group, Text } from '@mantine/core';
import type { ReputationRating } from '@partners/contract';
import { useT } from '../../i18n';

const COLORS: Record<Exclude<ReputationRating, 'MID'>, string> = { GOOD: 'teal', LOW_MID: 'orange', BAD: 'red' };

/** A spec §1 reputation rating with its label (GOOD 완벽, LOW_MID 점검 요청, BAD 관리 필요); MID has none (blank). */
export function RatingBadge({ label, rating }: { label: string; rating: ReputationRating }) {
  const t = useT();
  return (
    <Group gap={8} wrap="nowrap">
      <Text fz="sm" c="dark.5">
        {label}
      </Text>
      {rating === 'MID' ? (
        <Text fz="sm" c="dark.3" aria-label={t('data.rating_none')}>
          –
        </Text>
      ) : (
        <Badge color={COLORS[rating]} variant="light" size="lg" radius="sm" data-rating={rating}>
          {t(`data.ratings.${rating}`)}
        </Badge>
      )}
    </Group>
  );
}
