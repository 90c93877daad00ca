/**
 * Product copy of job postings: what the postings CSV says (its headers and the file's name; the states are
 * the contract's POSTING_STATUS_LABELS). Kept apart from the service, which holds rules only; the Hangul lint rule allows `*.copy.ts`.
 */
export const POSTING_CSV_HEADERS = {
  id: '공고 번호',
  title: '공고명',
  status: '상태',
  occupations: '직무',
  closesOn: '마감일',
  applicants: '지원자 수',
  notOpened: '미열람 지원자',
  views: '조회수',
  createdOn: '등록일',
} as const;

/** `채용공고_20261102.csv`: the Korean day of the download. */
export function postingCsvFilename(koreanDay: string): string {
  return `채용공고_${koreanDay.replaceAll('-', '')}.csv`;
}
