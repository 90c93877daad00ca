/** Build-time configuration (Vite env); one place so that tests and pages read the same values. */
import { PAGES } from '@partners/contract';

const DEFAULT_PUBLIC_SITE_URL = 'https://www.jobplanet.co.kr';

function readEnv(name: string): string | undefined {
  const value: unknown = (import.meta.env as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The main host: spec §8 sends 404s here; the footer links point at its policy pages. */
export const PUBLIC_SITE_URL = (readEnv('VITE_PUBLIC_SITE_URL') ?? DEFAULT_PUBLIC_SITE_URL).replace(/\/$/, '');

export const FOOTER_LINKS = {
  terms: `${PUBLIC_SITE_URL}/terms`,
  privacy: `${PUBLIC_SITE_URL}/privacy`,
  recruitment_terms: PAGES.termsRecruitment.path,
  partnership: `${PUBLIC_SITE_URL}/partnership`,
} as const;

/**
 * Spec §6: a company without job-posting biz and not on premium_recruit registers a posting through the
 * recruitment service's payment page on the main host (the server's RECRUITMENT_PAYMENT_URL default).
 */
export const RECRUITMENT_PAYMENT_URL = readEnv('VITE_RECRUITMENT_PAYMENT_URL') ?? `${PUBLIC_SITE_URL}/business/recruitment/payment`;

/** Demo accounts printed by `npm start`; shown on the sign-in page as a convenience. */
export const DEMO_ACCOUNTS = [
  'admin@demo.test',
  'manager@demo.test',
  'partner@demo.test',
  'basic@demo.test',
  'unconfigured@demo.test',
  'nopermission@demo.test',
  'noalri@demo.test',
  'noterms@demo.test',
] as const;
