/**
 * The Korean text of the audit log's CSV: its headers and what changed, worded; the actions, groups and roles
 * are the contract's labels, which the web's `audit` message section reads too. Kept apart from the
 * service, which holds rules only.
 */
import { AUDIT_DETAIL_LABELS, BUSINESS_ROLE_LABELS, PLAN_TIER_NAMES, fillLabel, type AuditDetail, type BusinessRole } from '@partners/contract';

export const AUDIT_CSV_HEADERS = {
  at: '일시',
  operator: '운영자',
  operatorEmail: '운영자 이메일',
  group: '분류',
  action: '행동',
  subject: '대상',
  detail: '상세',
} as const;

const roleLabel = (role: BusinessRole | null) => (role === null ? '없음' : BUSINESS_ROLE_LABELS[role]);

/** Plan tiers by the contract's names (spec §4 privilege codes); an unknown code is shown as it is. */
const planLabel = (code: string) => (PLAN_TIER_NAMES as Record<string, string>)[code] ?? code;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const dotted = (day: string) => day.replaceAll('-', '.');

/** What changed, in Korean (the contract's AUDIT_DETAIL_LABELS), parts joined by ` · ` (empty when the event has no detail). */
export function auditDetailText(detail: AuditDetail | null): string {
  if (!detail) return '';
  const D = AUDIT_DETAIL_LABELS;
  const parts: string[] = [];
  if (detail.role) {
    const to = roleLabel(detail.role.to);
    parts.push(
      detail.role.from === undefined ? fillLabel(D.role_given, { role: to }) : fillLabel(D.role_changed, { from: roleLabel(detail.role.from), to }),
    );
  }
  if (detail.email !== undefined) parts.push(fillLabel(D.email, { email: detail.email }));
  if (detail.product !== undefined) parts.push(fillLabel(D.product, { product: detail.product }));
  if (detail.amount !== undefined) parts.push(fillLabel(D.amount, { amount: won(detail.amount) }));
  if (detail.plan) parts.push(fillLabel(D.plan, { from: planLabel(detail.plan.from), to: planLabel(detail.plan.to) }));
  if (detail.consent !== undefined) parts.push(detail.consent ? D.consent_given : D.consent_withdrawn);
  if (detail.sessions !== undefined) parts.push(fillLabel(D.sessions, { count: detail.sessions.toLocaleString('ko-KR') }));
  if (detail.channel !== undefined) parts.push(D.channel[detail.channel]);
  if (detail.period) {
    const { from, to } = detail.period;
    parts.push(fillLabel(D.period, { from: from ? dotted(from) : D.period_start, to: to ? dotted(to) : D.period_end }));
  }
  if (detail.rows !== undefined) parts.push(fillLabel(D.rows, { count: detail.rows.toLocaleString('ko-KR') }));
  if (detail.ip !== undefined) parts.push(fillLabel(D.ip, { ip: detail.ip }));
  if (detail.user_agent !== undefined) parts.push(detail.user_agent);
  return parts.join(' · ');
}

/** `감사로그_<from>-<to>_YYYYMMDD.csv`: the period asked for (when there is one) and the day of the download. */
export function auditCsvFilename(period: { from?: string | undefined; to?: string | undefined }, day: string): string {
  const compact = (d: string | undefined) => (d ?? '').replaceAll('-', '');
  const span = period.from || period.to ? `_${compact(period.from)}-${compact(period.to)}` : '';
  return `감사로그${span}_${day}.csv`;
}
