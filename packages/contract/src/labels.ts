/**
 * The Korean labels of the console's statuses, stages and roles (decision 0034): one table that the web's
 * Korean catalogue (`apps/web/src/i18n/ko*.ts`) and the server's product copy (`*.copy.ts`: CSV cells, mail
 * text) both read, so that a label changes in one place. Words follow docs/korean-ui.md. The English
 * catalogue keeps its own words, keyed the same way. The roles' labels are in constants.ts beside the roles:
 * the shell's account menu shows them, and this table stays out of the web's first load.
 */
import type { AuditAction, AuditActionGroup } from './audit.js';
import type { CandidateStatus, ProposalStatus } from './hiring.js';
import type { OperatorStatus } from './operators.js';
import type { PaymentStatus } from './payment.js';
import type { ApplicantStage, PostingStatus } from './recruitment.js';
import type { ReviewableType } from './reviews.js';
import type { SalaryAnalysisStatusName } from './salary-analysis.js';
import type { EducationLevel, Gender } from './talent.js';

/** Where an operator of the company stands (operator management). */
export const OPERATOR_STATUS_LABELS = {
  active: '활성',
  awaiting_approval: '승인 대기',
  invited: '초대 중',
} as const satisfies Record<OperatorStatus, string>;

/** A posting's life (decision 0017). */
export const POSTING_STATUS_LABELS = {
  draft: '임시 저장',
  in_review: '검수 중',
  open: '게시 중',
  closed: '마감',
} as const satisfies Record<PostingStatus, string>;

/** An applicant's stage (decision 0017). */
export const APPLICANT_STAGE_LABELS = {
  applied: '서류 접수',
  reviewing: '서류 검토',
  interview: '면접',
  passed: '최종 합격',
  rejected: '불합격',
} as const satisfies Record<ApplicantStage, string>;

/** Whether an operator has opened an application yet. */
export const APPLICANT_OPENED_LABELS = { opened: '열람', not_opened: '미열람' } as const;

/** The ends of the experience scale (EXPERIENCE_RANGE): 0 is a newcomer, the top is ten years or more. */
export const EXPERIENCE_LABELS = { newcomer: '신입', max: '10년 이상' } as const;

export const GENDER_LABELS = { male: '남성', female: '여성' } as const satisfies Record<Gender, string>;

export const EDUCATION_LEVEL_LABELS = {
  high_school: '고등학교',
  associate: '전문학사',
  bachelor: '학사',
  master: '석사',
  doctor: '박사',
} as const satisfies Record<EducationLevel, string>;

/** A project's candidate lists (spec §4). */
export const CANDIDATE_STATUS_LABELS = {
  intact: '미제안',
  contacted: '제안함',
  replied: '응답함',
  completed: '채용 완료',
} as const satisfies Record<CandidateStatus, string>;

/** Where a position proposal is. */
export const PROPOSAL_STATUS_LABELS = {
  sent: '발송 중',
  delivered: '전달 완료',
  viewed: '열람',
  accepted: '수락',
  rejected: '거절',
  expired: '기간 만료',
} as const satisfies Record<ProposalStatus, string>;

/** What a report or a reply is about. */
export const REVIEWABLE_TYPE_LABELS = {
  company_review: '기업 리뷰',
  interview_review: '면접 리뷰',
  welfare_review: '복지 리뷰',
} as const satisfies Record<ReviewableType, string>;

export const PAYMENT_STATUS_LABELS = {
  pending: '결제 대기',
  paid: '결제 완료',
  cancelled: '결제 취소',
  failed: '결제 실패',
} as const satisfies Record<PaymentStatus, string>;

/** A salary-analysis request's status (spec §4 codes by name; decision 0024). */
export const SALARY_ANALYSIS_STATUS_LABELS = {
  requested: '분석 대기',
  completed: '분석 완료',
  analysing: '분석 중',
  cancelled: '취소',
  reserved: '예약',
} as const satisfies Record<SalaryAnalysisStatusName, string>;

/** The audit log's filter groups. */
export const AUDIT_GROUP_LABELS = {
  privacy: '개인정보 열람',
  operators: '운영자',
  payment: '결제',
  account: '로그인·계정',
} as const satisfies Record<AuditActionGroup, string>;

/** `a.b` actions as `{ a: { b: label } }`: the shape the web's catalogue keys them by (`audit.actions.a.b`). */
type ByPrefix<A extends string> = {
  [P in A extends `${infer Prefix}.${string}` ? Prefix : never]: { [N in A extends `${P}.${infer Name}` ? Name : never]: string };
};

/** Every audit action, as the log and its CSV name it. */
export const AUDIT_ACTION_LABELS = {
  applicant: { resume_viewed: '지원서 열람', csv_exported: '지원자 다운로드' },
  talent: { profile_viewed: '인재 프로필 열람', contact_revealed: '연락처 확인' },
  audit: { csv_exported: '감사 로그 다운로드' },
  auth: { signed_in: '로그인' },
  settings: {
    password_changed: '비밀번호 변경',
    sessions_signed_out: '다른 기기 로그아웃',
    marketing_consent_changed: '마케팅 수신 동의 변경',
  },
  step_up: { verified: '본인 인증', locked: '본인 인증 잠김' },
  operator: {
    invited: '운영자 초대',
    invitation_revoked: '초대 취소',
    invitation_accepted: '초대 수락',
    approved: '운영자 승인',
    role_changed: '역할 변경',
    removed: '운영자 삭제',
  },
  payment: { paid: PAYMENT_STATUS_LABELS.paid, cancelled: PAYMENT_STATUS_LABELS.cancelled },
  plan: { change_requested: '상품 변경 요청' },
} as const satisfies ByPrefix<AuditAction>;

/**
 * What changed in an audit event, worded: `{name}` is a value filled in (`fillLabel` on the server, the
 * catalogue's own interpolation on the web).
 */
export const AUDIT_DETAIL_LABELS = {
  role_given: '역할: {role}',
  role_changed: '역할: {from} → {to}',
  email: '이메일: {email}',
  product: '상품: {product}',
  amount: '금액: {amount}',
  plan: '상품: {from} → {to}',
  consent_given: '수신 동의',
  consent_withdrawn: '수신 거부',
  sessions: '로그아웃한 기기: {count}대',
  channel: { sms: '문자(SMS)로 인증', email: '이메일로 인증' },
  period: '기간: {from} ~ {to}',
  period_start: '처음',
  period_end: '오늘',
  rows: '{count}건',
  ip: 'IP {ip}',
} as const;

/** The deadline of a posting that is always open (the postings list and its CSV). */
export const ALWAYS_OPEN_LABEL = '상시';

/** A label with its `{name}` placeholders filled in; a placeholder without a value stays as it is. */
export function fillLabel(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

export function auditActionLabel(action: AuditAction): string {
  const [prefix, name] = action.split('.') as [keyof typeof AUDIT_ACTION_LABELS, string];
  return (AUDIT_ACTION_LABELS[prefix] as Record<string, string>)[name] ?? action;
}
