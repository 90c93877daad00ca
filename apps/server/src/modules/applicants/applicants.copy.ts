/**
 * The Korean text of the applicants CSV: its headers and the words its cells use (the stages, genders,
 * education levels and the experience scale are the contract's labels, as the web shows them). Kept apart
 * from the service, which holds rules only.
 */
import { EXPERIENCE_LABELS, EXPERIENCE_RANGE } from '@partners/contract';

export const APPLICANT_CSV_HEADERS = {
  id: '지원 번호',
  name: '이름',
  birthYear: '출생연도',
  gender: '성별',
  experience: '경력',
  occupation: '직무',
  education: '최종 학력',
  stage: '전형 단계',
  opened: '열람 여부',
  appliedAt: '지원일시',
  phone: '휴대폰',
  email: '이메일',
} as const;

/** The talent pool's scale: 0 신입, 11 10년 이상, else N년. */
export function experienceLabel(years: number): string {
  if (years <= EXPERIENCE_RANGE.min) return EXPERIENCE_LABELS.newcomer;
  if (years >= EXPERIENCE_RANGE.max) return EXPERIENCE_LABELS.max;
  return `${years}년`;
}

/** `지원자_<posting title>_YYYYMMDD.csv` (the title cut short, without characters a file name cannot hold). */
export function applicantCsvFilename(postingTitle: string, day: string): string {
  const title = [...postingTitle.replace(/[\\/:*?"<>|\r\n\t]+/g, '_').trim()].slice(0, 30).join('');
  return `지원자_${title}_${day}.csv`;
}
