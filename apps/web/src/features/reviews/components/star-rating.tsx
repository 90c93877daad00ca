import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { RATING_MAX } from '@partners/contract';
import { useT } from '../../../i18n';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** A rating of 1–5 as stars, read as "5점 만점에 4점"; with `showValue` the number beside them. */
export function StarRating({ value, size = 14, showValue = false }: { value: number; size?: number; showValue?: boolean }) {
  const t = useT();
  const rounded = Math.round(value);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('reviews.card.rating_aria', { rating: value })}>
      {STARS.map((star) =>
        star <= rounded ? (
          <IconStarFilled key={star} size={size} color="var(--mantine-color-yellow-5)" aria-hidden="true" />
        ) : (
          <IconStar key={star} size={size} color="var(--mantine-color-gray-4)" aria-hidden="true" />
        ),
      )}
      {showValue ? (
        <Text component="span" fz="sm" fw={700} ml={4} aria-hidden="true">
          {value.toFixed(1)}
        </Text>
      ) : null}
    </Group>
  );
}
