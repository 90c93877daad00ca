/**
 * Product copy of saved searches: the bell's alert of the daily match job. Kept apart from the services,
 * which hold rules only; the Hangul lint rule allows `*.copy.ts`.
 */

/** `저장한 검색 '자바 백엔드'에 새로 맞는 인재가 3명 있습니다`. */
export function newMatchesMessage(title: string, count: number): string {
  return `저장한 검색 '${title}'에 새로 맞는 인재가 ${count.toLocaleString('en-US')}명 있습니다`;
}
