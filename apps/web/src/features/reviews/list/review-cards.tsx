import { Stack, Text } from '@mantine/core';
import { COMPANY_REVIEW_CATEGORIES, type CompanyReview, type InterviewReview, type WelfareReview } from '@partners/contract';
import { useT } from '../../../i18n';
import { StarRating } from '../components/star-rating';
import { monthParts } from '../summary/month';
import { FactBadge, ReviewCardFrame, ReviewSection } from './review-card-frame';
import classes from './review-cards.module.css';

const RESULT_COLOR = { passed: 'teal', failed: 'red', waiting: 'gray' } as const;
const EXPERIENCE_COLOR = { positive: 'teal', neutral: 'gray', negative: 'orange' } as const;

/** A company review: overall and the five category ratings, 한줄평, 장점, 단점, 경영진에게 바라는 점. */
export function CompanyReviewCard({ review }: { review: CompanyReview }) {
  const t = useT();
  return (
    <ReviewCardFrame
      review={{ kind: 'company_review', id: review.id }}
      lead={<StarRating value={review.ratings.overall} showValue />}
      badges={
        <FactBadge color={review.employment_status === 'current' ? 'brand' : 'gray'}>{t(`reviews.employment.${review.employment_status}`)}</FactBadge>
      }
      occupation={review.occupation?.name ?? null}
      writtenAt={review.written_at}
      title={review.title}
      reply={review.reply}
      reported={review.reported}
    >
      <div className={classes.categories}>
        {COMPANY_REVIEW_CATEGORIES.map((category) => (
          <div key={category} className={classes.category}>
            <span className={classes.categoryLabel}>{t(`reviews.category.${category}`)}</span>
            <StarRating value={review.ratings[category]} size={11} />
          </div>
        ))}
      </div>
      <ReviewSection label={t('reviews.card.pros')} text={review.pros} tone="pros" />
      <ReviewSection label={t('reviews.card.cons')} text={review.cons} tone="cons" />
      {review.wish ? <ReviewSection label={t('reviews.card.wish')} text={review.wish} /> : null}
    </ReviewCardFrame>
  );
}

/** An interview review: difficulty, result, experience, the month, the process and the questions. */
export function InterviewReviewCard({ review }: { review: InterviewReview }) {
  const t = useT();
  const month = monthParts(review.interviewed_on);
  return (
    <ReviewCardFrame
      review={{ kind: 'interview_review', id: review.id }}
      lead={
        <FactBadge color="violet">
          {t('reviews.card.difficulty')} {t(`reviews.difficulty.${review.difficulty}` as 'reviews.difficulty.1')}
        </FactBadge>
      }
      badges={
        <>
          <FactBadge color={RESULT_COLOR[review.result]}>{t(`reviews.result.${review.result}`)}</FactBadge>
          <FactBadge color={EXPERIENCE_COLOR[review.experience]}>
            {t('reviews.card.experience')} {t(`reviews.experience.${review.experience}`)}
          </FactBadge>
        </>
      }
      occupation={review.occupation?.name ?? null}
      writtenAt={review.written_at}
      title={review.title}
      reply={review.reply}
      reported={review.reported}
    >
      <Text fz="xs" c="dark.4">
        {t('reviews.card.interviewed_on')}{' '}
        {month ? t('reviews.card.interviewed_month', { year: month.year, month: month.month }) : review.interviewed_on}
      </Text>
      <ReviewSection label={t('reviews.card.process')} text={review.process} />
      <ReviewSection label={t('reviews.card.questions')} text={review.questions} />
    </ReviewCardFrame>
  );
}

/** A welfare review: the benefit, its rating and the text. */
export function WelfareReviewCard({ review }: { review: WelfareReview }) {
  const t = useT();
  return (
    <ReviewCardFrame
      review={{ kind: 'welfare_review', id: review.id }}
      lead={<StarRating value={review.rating} showValue />}
      badges={
        <>
          <FactBadge color="brand">{t(`reviews.benefit.${review.benefit_code}`)}</FactBadge>
          <FactBadge>{t(`reviews.employment.${review.employment_status}`)}</FactBadge>
        </>
      }
      occupation={review.occupation?.name ?? null}
      writtenAt={review.written_at}
      title={null}
      reply={review.reply}
      reported={review.reported}
    >
      <Stack gap={2}>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {review.content}
        </Text>
      </Stack>
    </ReviewCardFrame>
  );
}
