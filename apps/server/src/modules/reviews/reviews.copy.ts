/**
 * Product copy of review management: the bell's new-review alert. Kept apart from the services, which
 * hold rules only; the Hangul lint rule allows `*.copy.ts`.
 */
import { REVIEWABLE_TYPE_LABELS as KIND, type ReviewableType } from '@partners/contract';

/** `새 기업 리뷰가 등록되었습니다`, `새 면접 리뷰 3건이 등록되었습니다`. */
export function newReviewsMessage(type: ReviewableType, count: number): string {
  return count > 1 ? `새 ${KIND[type]} ${count.toLocaleString('en-US')}건이 등록되었습니다` : `새 ${KIND[type]}가 등록되었습니다`;
}

/** The e-mail of new reviews, for the operators whose preferences ask for it: its title and lines. */
export function newReviewsMail(type: ReviewableType, count: number, link: string) {
  return {
    title: newReviewsMessage(type, count),
    lines: [`${newReviewsMessage(type, count)}.`, '리뷰를 확인하고 기업의 공식 답변을 남겨 보세요.', link],
  };
}
