/**
 * The Korean text of the applicants CSV: its headers and the words its cells use (decision 0017's stage
 * names, the talent pool's experience scale). Kept apart from the service, which holds rules only.
 */
import { EXPERIENCE_RANGE, type ApplicantStage, type EducationLevel, type Gender } from '@partners/contract';

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

export const APPLICANT_STAGE_LABELS: Record<ApplicantStage, string> = {
  applied: '서류 접수',
  reviewing: '서류 검토',
  interview: '면접',
  passed: '최종 합격',
  rejected: '불합격',
};

export const GENDER_LABELS: Record<Gender, string> = { male: '남성', female: '여성' };

export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  high_school: '고등학교',
  associate: '전문학사',
  bachelor: '학사',
  master: '석사',
  doctor: '박사',
};

export const OPENED_LABELS = { opened: '열람', notOpened: '미열람' } as const;

/** The talent pool's scale: 0 신입, 11 10년 이상, else N년. */
export function experienceLabel(years: number): string {
  if (years <= EXPERIENCE_RANGE.min) return '신입';
  if (years >= EXPERIENCE_RANGE.max) return '10년 이상';
  return `${years}년`;
}

/** `지원자_<posting title>_YYYYMMDD.csv` (the title cut short, without characters a file name cannot hold). */
export function applicantCsvFilename(postingTitle: string, day: string): string {
  const title = [...postingTitle.replace(/[\\/:*?"<>|\r\n\t]+/g, '_').trim()].slice(0, 30).join('');
  return `지원자_${title}_${day}.csv`;
}
