import type { CSSProperties } from 'react';
import { useT } from '../../../i18n';
import classes from './star-rating.module.css';

/**
 * A rating of 1–5 as stars, read as "5점 만점에 4점"; with `showValue` the number beside them. The stars are one
 * masked box (star-rating.module.css): a page of reviews shows six ratings a review, and five icon components
 * each were 600 SVG components to render on a phone.
 */
export function StarRating({ value, size = 14, showValue = false }: { value: number; size?: number; showValue?: boolean }) {
  const t = useT();
  const style = { '--star-size': `${size}px`, '--stars-filled': Math.round(value) } as CSSProperties;
  return (
    <span className={classes.rating} role="img" aria-label={t('reviews.card.rating_aria', { rating: value })}>
      <span className={classes.stars} style={style} aria-hidden="true" />
      {showValue ? (
        <span className={classes.value} aria-hidden="true">
          {value.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
