/**
 * What an event changed, worded in the reader's language (decision 0023: the server stores structured
 * detail, the web words it). Parts in a fixed order, joined by ` · `.
 */
import { PLAN_TIER_NAMES, type AuditDetail, type BusinessRole } from '@partners/contract';
import { koreanDayStart } from '@partners/contract/korea-time';
import type { Lang, TFunction } from '../../i18n';
import { formatDate, formatNumber, formatWon } from '../../lib/format';

function roleLabel(t: TFunction, role: BusinessRole | null): string {
  return t(`audit.roles.${role ?? 'none'}`);
}

/** Plan tiers are product names: the contract's, in every language; an unknown code as it is. */
function planLabel(code: string): string {
  return (PLAN_TIER_NAMES as Record<string, string>)[code] ?? code;
}

/** A browser and system people recognise ("Chrome · Windows"), from a user agent; the raw string when neither is known. */
export function describeUserAgent(userAgent: string): string {
  const browser = [
    [/Whale\//, 'Whale'],
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/(OPR|Opera)\//, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const system = [
    [/Windows/, 'Windows'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const known = [browser, system].filter((part): part is string => part !== undefined);
  return known.length > 0 ? known.join(' · ') : userAgent;
}

export function describeDetail(t: TFunction, lang: Lang, detail: AuditDetail | null): string {
  if (!detail) return '';
  const parts: string[] = [];
  if (detail.role) {
    parts.push(
      detail.role.from === undefined
        ? t('audit.detail.role_given', { role: roleLabel(t, detail.role.to) })
        : t('audit.detail.role_changed', { from: roleLabel(t, detail.role.from), to: roleLabel(t, detail.role.to) }),
    );
  }
  if (detail.email !== undefined) parts.push(t('audit.detail.email', { email: detail.email }));
  if (detail.product !== undefined) parts.push(t('audit.detail.product', { product: detail.product }));
  if (detail.amount !== undefined) parts.push(t('audit.detail.amount', { amount: formatWon(detail.amount, lang) }));
  if (detail.plan) parts.push(t('audit.detail.plan', { from: planLabel(detail.plan.from), to: planLabel(detail.plan.to) }));
  if (detail.consent !== undefined) parts.push(t(detail.consent ? 'audit.detail.consent_given' : 'audit.detail.consent_withdrawn'));
  if (detail.sessions !== undefined) parts.push(t('audit.detail.sessions', { count: formatNumber(detail.sessions) }));
  if (detail.channel !== undefined) parts.push(t(`audit.detail.channel.${detail.channel}`));
  if (detail.period) {
    parts.push(
      t('audit.detail.period', {
        from: detail.period.from ? formatDate(koreanDayStart(detail.period.from)) : t('audit.detail.period_start'),
        to: detail.period.to ? formatDate(koreanDayStart(detail.period.to)) : t('audit.detail.period_end'),
      }),
    );
  }
  if (detail.rows !== undefined) parts.push(t('audit.detail.rows', { count: formatNumber(detail.rows) }));
  if (detail.ip !== undefined) parts.push(t('audit.detail.ip', { ip: detail.ip }));
  if (detail.user_agent !== undefined) parts.push(describeUserAgent(detail.user_agent));
  return parts.join(' · ');
}
