/**
 * The Korean text of the audit log's CSV: its headers, the actions and groups as the page names them
 * (the web's `audit` message section says the same), and what changed, worded. Kept apart from the
 * service, which holds rules only.
 */
import { PLAN_TIER_NAMES, type AuditAction, type AuditActionGroup, type AuditDetail, type BusinessRole } from '@partners/contract';

export const AUDIT_CSV_HEADERS = {
  at: '일시',
  operator: '운영자',
  operatorEmail: '운영자 이메일',
  group: '분류',
  action: '행동',
  subject: '대상',
  detail: '상세',
} as const;

export const AUDIT_GROUP_LABELS: Record<AuditActionGroup, string> = {
  privacy: '개인정보 열람',
  operators: '운영자',
  payment: '결제',
  account: '로그인·계정',
};

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'applicant.resume_viewed': '지원서 열람',
  'applicant.csv_exported': '지원자 다운로드',
  'talent.profile_viewed': '인재 프로필 열람',
  'talent.contact_revealed': '연락처 확인',
  'audit.csv_exported': '감사 로그 다운로드',
  'auth.signed_in': '로그인',
  'settings.password_changed': '비밀번호 변경',
  'settings.sessions_signed_out': '다른 기기 로그아웃',
  'settings.marketing_consent_changed': '마케팅 수신 동의 변경',
  'step_up.verified': '본인 인증',
  'step_up.locked': '본인 인증 잠김',
  'operator.invited': '운영자 초대',
  'operator.invitation_revoked': '초대 취소',
  'operator.invitation_accepted': '초대 수락',
  'operator.approved': '운영자 승인',
  'operator.role_changed': '역할 변경',
  'operator.removed': '운영자 삭제',
  'payment.paid': '결제 완료',
  'payment.cancelled': '결제 취소',
  'plan.change_requested': '상품 변경 요청',
};

const ROLE_LABELS: Record<BusinessRole, string> = { admin: '최고 운영자', manager: '매니저' };
const roleLabel = (role: BusinessRole | null) => (role === null ? '없음' : ROLE_LABELS[role]);

/** Plan tiers by the contract's names (spec §4 privilege codes); an unknown code is shown as it is. */
const planLabel = (code: string) => (PLAN_TIER_NAMES as Record<string, string>)[code] ?? code;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const dotted = (day: string) => day.replaceAll('-', '.');

/** What changed, in Korean, parts joined by ` · ` (empty when the event has no detail). */
export function auditDetailText(detail: AuditDetail | null): string {
  if (!detail) return '';
  const parts: string[] = [];
  if (detail.role) {
    parts.push(
      detail.role.from === undefined ? `역할: ${roleLabel(detail.role.to)}` : `역할: ${roleLabel(detail.role.from)} → ${roleLabel(detail.role.to)}`,
    );
  }
  if (detail.email !== undefined) parts.push(`이메일: ${detail.email}`);
  if (detail.product !== undefined) parts.push(`상품: ${detail.product}`);
  if (detail.amount !== undefined) parts.push(`금액: ${won(detail.amount)}`);
  if (detail.plan) parts.push(`상품: ${planLabel(detail.plan.from)} → ${planLabel(detail.plan.to)}`);
  if (detail.consent !== undefined) parts.push(detail.consent ? '수신 동의' : '수신 거부');
  if (detail.sessions !== undefined) parts.push(`로그아웃한 기기: ${detail.sessions.toLocaleString('ko-KR')}대`);
  if (detail.channel !== undefined) parts.push(detail.channel === 'sms' ? '문자(SMS)로 인증' : '이메일로 인증');
  if (detail.period)
    parts.push(`기간: ${detail.period.from ? dotted(detail.period.from) : '처음'} ~ ${detail.period.to ? dotted(detail.period.to) : '오늘'}`);
  if (detail.rows !== undefined) parts.push(`${detail.rows.toLocaleString('ko-KR')}건`);
  if (detail.ip !== undefined) parts.push(`IP ${detail.ip}`);
  if (detail.user_agent !== undefined) parts.push(detail.user_agent);
  return parts.join(' · ');
}

/** `감사로그_<from>-<to>_YYYYMMDD.csv`: the period asked for (when there is one) and the day of the download. */
export function auditCsvFilename(period: { from?: string | undefined; to?: string | undefined }, day: string): string {
  const compact = (d: string | undefined) => (d ?? '').replaceAll('-', '');
  const span = period.from || period.to ? `_${compact(period.from)}-${compact(period.to)}` : '';
  return `감사로그${span}_${day}.csv`;
}
