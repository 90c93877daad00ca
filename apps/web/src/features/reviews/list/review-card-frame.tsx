import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { ReviewReply } from '@partners/contract';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import offscreen from '../../../components/offscreen-item.module.css';
import type { ReviewRef } from '../api/reviews';
import { OfficialReply } from '../reply/official-reply';
import { ReportButton } from '../report/report-button';
import classes from './review-cards.module.css';

export type ReviewCardFrameProps = {
  review: ReviewRef;
  /** The rating the card leads with (overall, difficulty, the benefit's rating). */
  lead: ReactNode;
  /** 현직원/전직원, 합격, the benefit: short facts beside the occupation. */
  badges?: ReactNode;
  occupation: string | null;
  writtenAt: string;
  title: string | null;
  reply: ReviewReply | null;
  reported: boolean;
  children: ReactNode;
};

/**
 * What every review card shows: its facts and 신고 on top, the review, then the official reply. The frame and
 * its text are plain elements styled by review-cards.module.css, not Mantine's Paper, Stack, Group and Text:
 * twenty cards of them were most of the reviews page's first render on a phone (issue 31).
 */
export function ReviewCardFrame({ review, lead, badges, occupation, writtenAt, title, reply, reported, children }: ReviewCardFrameProps) {
  const t = useT();
  const titleId = `review-${review.kind}-${review.id}`;
  return (
    <article className={`${classes.card} ${offscreen.item}`} aria-labelledby={title ? titleId : undefined}>
      <div className={classes.top}>
        <div className={classes.facts}>
          {lead}
          {badges}
          <span className={classes.occupation}>{occupation ?? t('reviews.card.occupation_none')}</span>
          <span className={classes.writtenOn}>{t('reviews.card.written_on', { date: formatDate(writtenAt) })}</span>
        </div>
        <ReportButton review={review} reported={reported} />
      </div>
      {title ? (
        <h3 className={classes.title} id={titleId}>
          {title}
        </h3>
      ) : null}
      {children}
      <hr className={classes.divider} />
      <OfficialReply review={review} reply={reply} />
    </article>
  );
}

/** A labelled block of review text (장점, 단점, 면접 질문); line breaks kept. */
export function ReviewSection({ label, text, tone }: { label: string; text: string; tone?: 'pros' | 'cons' }) {
  return (
    <div className={classes.section}>
      <p className={classes.sectionLabel} data-tone={tone}>
        {label}
      </p>
      <p className={classes.sectionText}>{text}</p>
    </div>
  );
}

export function FactBadge({ children, color = 'gray' }: { children: ReactNode; color?: string }) {
  return (
    <Badge size="sm" radius="sm" variant="light" color={color}>
      {children}
    </Badge>
  );
}
