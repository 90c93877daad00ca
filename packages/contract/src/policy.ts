/**
 * The console's access policy (spec §4, §5, §6), in one place for the server and the web.
 * Pure functions over the facts of a console user; no I/O.
 */
import type { BusinessRole, PrivilegeMasterCode } from './constants.js';
import { AREA_PATHS, CONSOLE_PREFIX, PAGES } from './pages.js';

export type PlanFacts = {
  privilege_master_code: PrivilegeMasterCode;
  job_posting_bizs: boolean;
};

export type PlanLabel = 'success_based' | 'success_based_branding' | 'subscription' | 'success_based_subscription' | 'none';

/**
 * Spec §4 plan labels: biz + basic/standard, biz + premium, premium_recruit with or without biz.
 * The spec names no label for vip; it is the branding tier above premium, so it is labelled like premium.
 */
export function planLabel({ privilege_master_code: code, job_posting_bizs: biz }: PlanFacts): PlanLabel {
  if (code === 'premium_recruit') return biz ? 'success_based_subscription' : 'subscription';
  if (!biz) return 'none';
  if (code === 'basic' || code === 'standard') return 'success_based';
  if (code === 'premium' || code === 'vip') return 'success_based_branding';
  return 'none';
}

const BRANDING_CODES: readonly PrivilegeMasterCode[] = ['premium', 'premium_recruit', 'vip'];

/** Branding users see paid-grade features; others see them as not in use (spec §4). */
export function isBranding(code: PrivilegeMasterCode): boolean {
  return BRANDING_CODES.includes(code);
}

/** Standard counts as paid for some visitor-statistics checks; basic does not (spec §6). */
export function isPaidForVisitorStatistics(code: PrivilegeMasterCode): boolean {
  return code !== 'basic';
}

export type RoleFacts = PlanFacts & { is_admin: boolean };

/** Spec §6: the talent pool menu needs job-posting biz, a premium-tier plan, or admin. */
export function canSeeTalentPool(facts: RoleFacts): boolean {
  return facts.job_posting_bizs || isBranding(facts.privilege_master_code) || facts.is_admin;
}

/** True when only the admin role (not the plan) opens the talent pool: the menu shows an admin badge. */
export function talentPoolByAdminOnly(facts: RoleFacts): boolean {
  return facts.is_admin && !facts.job_posting_bizs && !isBranding(facts.privilege_master_code);
}

export type RegisterPostingTarget = { kind: 'external_payment' } | { kind: 'new_posting'; newTab: true };

/** Spec §6: without job_posting_bizs and not premium_recruit, registering goes to the payment page. */
export function registerPostingTarget(facts: PlanFacts): RegisterPostingTarget {
  if (!facts.job_posting_bizs && facts.privilege_master_code !== 'premium_recruit') {
    return { kind: 'external_payment' };
  }
  return { kind: 'new_posting', newTab: true };
}

export function isAdminRole(role: BusinessRole | null): boolean {
  return role === 'admin';
}

/** The recruitment-service terms bind the company: only its top operator accepts them. */
export function canAcceptRecruitmentTerms(role: BusinessRole | null): boolean {
  return isAdminRole(role);
}

export type GateFacts = {
  is_configured: boolean;
  is_permission: boolean;
  is_alri_auth: boolean;
  is_tos_recruitment_agreed: boolean;
};

export type Gate = 'sign_in' | 'not_configured' | 'no_permission' | 'terms' | 'alri';

export type GateOptions = {
  /** The page or call belongs to reputation management (needs alri authorization). */
  reputation?: boolean;
  /**
   * The page or call belongs to recruitment (postings and applicants): the recruitment-service terms cover
   * it, so it needs them accepted (decision 0003). The rest of the console does not ask for them.
   */
  recruitment?: boolean;
  /**
   * Operator management is where a not-configured company gives its operators roles: while the
   * company is not configured, it passes the configuration gate.
   */
  fixingRoles?: boolean;
};

/**
 * Spec §5 gates, in order: sign-in, configuration, permission, recruitment terms (recruitment only), alri
 * (reputation only). Returns the first gate that stops the user, or null when all pass.
 */
export function firstFailingGate(user: GateFacts | null, options: GateOptions = {}): Gate | null {
  if (!user) return 'sign_in';
  const fixingRoles = options.fixingRoles === true && !user.is_configured;
  if (!user.is_configured && !fixingRoles) return 'not_configured';
  if (!user.is_permission) return 'no_permission';
  if (options.recruitment && !user.is_tos_recruitment_agreed) return 'terms';
  if (options.reputation && !user.is_alri_auth) return 'alri';
  return null;
}

export function withRedirect(path: string, redirectUrl: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...extra, redirect_url: redirectUrl });
  return `${path}?${params.toString()}`;
}

/** Where a failing gate sends the user; `current` is the page (path + query) asked for. */
export function gateRedirect(gate: Gate, current: string): string {
  switch (gate) {
    case 'sign_in':
      return withRedirect(PAGES.signIn.path, current);
    case 'not_configured':
      return PAGES.operatorManagement.path;
    case 'no_permission':
      return PAGES.accessError.path;
    case 'terms':
      return withRedirect(PAGES.termsRecruitment.path, current);
    case 'alri':
      return withRedirect(PAGES.brandService.path, current, { apply_on: 'reputation_management' });
  }
}

/** Paths whose pages belong to reputation management (alri-gated): the home area's. */
export const REPUTATION_PATHS: readonly string[] = AREA_PATHS.home.map((path) => `${CONSOLE_PREFIX}${path}`);

export function isReputationPath(pathname: string): boolean {
  return REPUTATION_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Usage rate (spec §9): in-use / all, whole percent, excluding post, benefit and official-salary items. */
export function usageRate(items: readonly { key_code: string; in_use: boolean }[], excluded: readonly string[]): number {
  const counted = items.filter((i) => !excluded.includes(i.key_code));
  if (counted.length === 0) return 0;
  return Math.floor((counted.filter((i) => i.in_use).length / counted.length) * 100);
}
