/**
 * Product copy of job postings: what the postings CSV says (its headers, the states in words, the
 * file's name). Kept apart from the service, which holds rules only; the Hangul lint rule allows `*.copy.ts`.
 */
import type { PostingStatus } from '@partners/contract';

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

export const POSTING_STATUS_LABELS: Record<PostingStatus, string> = {
  draft: '임시 저장',
  in_review: '검수 중',
  open: '게시 중',
  closed: '마감',
};

/** The deadline cell of a posting without one. */
export const ALWAYS_OPEN_LABEL = '상시';

/** `채용공고_20261102.csv`: the Korean day of the download. */
export function postingCsvFilename(koreanDay: string): string {
  return `채용공고_${koreanDay.replaceAll('-', '')}.csv`;
}
