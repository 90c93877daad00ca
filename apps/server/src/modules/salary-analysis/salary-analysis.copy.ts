/**
 * Product copy of salary analysis: the list's title of a request and the e-mail that tells the requester a
 * reserved request has been analysed. Kept apart from the service, which holds rules only; the Hangul lint
 * rule allows `*.copy.ts`.
 */

/** The list's title: the position in a few words, `백엔드 개발 · 5년차`, `개발 · 신입`. */
export function analysisTitle(occupationName: string, experienceYears: number): string {
  return `${occupationName} · ${experienceYears === 0 ? '신입' : `${experienceYears}년차`}`;
}

/** The e-mail's title and lines (the settings frame adds the greeting and why it came). */
export function analysisReadyMail(title: string, link: string): { title: string; lines: string[] } {
  return {
    title: '예약하신 연봉 분석 리포트가 준비되었습니다',
    lines: [
      `데이터가 모자라 예약해 두셨던 연봉 분석(${title})을 새로 모인 연봉 정보로 분석했습니다.`,
      '이 분석에는 연봉 분석 이용권 1회가 사용되었습니다.',
      '아래 링크에서 리포트를 확인하고 PDF로 저장할 수 있습니다.',
      link,
    ],
  };
}
