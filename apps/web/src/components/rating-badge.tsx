import { Badge, Text } from '@mantine/core';
import type { ReputationRating } from '@partners/contract';
import { useT } from '../i18n';

const COLORS: Record<Exclude<ReputationRating, 'MID'>, string> = { GOOD: 'teal', LOW_MID: 'orange', BAD: 'red' };

/**
 * A spec §1 reputation rating: GOOD 완벽, LOW_MID 점검 요청, BAD 관리 필요 (docs/korean-ui.md). MID has no
 * label (spec §1 "blank"): a dash for the eye, a name for the ear.
 */
export function RatingBadge({ rating }: { rating: ReputationRating }) {
  const t = useT();
  if (rating === 'MID') {
    return (
      <Text fw={700} c="dark.3" aria-label={t('reputation_ratings.MID')} data-rating="MID">
        –
      </Text>
    );
  }
  return (
    <Badge color={COLORS[rating]} variant="light" size="lg" radius="sm" data-rating={rating}>
      {t(`reputation_ratings.${rating}`)}
    </Badge>
  );
}
