import {
  companyPublicUrl,
  firstFailingGate,
  gateRedirect,
  isAdminRole,
  planLabel,
  withRedirect,
  PAGES,
  type BusinessAccountPermission,
  type BusinessRole,
  type ConsoleUser,
  type ExternalLinks,
  type Gate,
  type GateFacts,
  type GateOptions,
  type MenuFacts,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { Actor, SessionStore } from '../../platform/sessions.js';
import { AppError } from '../../platform/errors.js';
import { findSessionAccess, type AccessRow } from './access.repo.js';

/** A user's standing in the company their session manages. */
export type Access = {
  actor: Actor;
  row: AccessRow;
  role: BusinessRole | null;
  permission: BusinessAccountPermission;
  gateFacts: GateFacts;
  menuFacts: MenuFacts;
};

/** Who acts, as the rows an operator owns are keyed: the signed-in user in the company their session manages. */
export type Operator = { userId: number; companyId: number };

export function operatorOf(access: Access): Operator {
  return { userId: access.actor.userId, companyId: access.row.company.id };
}

/**
 * Spec §5: the talent pool is closed until the operator has agreed to the privacy terms. The
 * agreement comes with the session's access row, so the check costs no round trip.
 */
export function requirePrivacyAgreement(access: Access): void {
  if (!access.row.privacyAgreedAt) throw new AppError('privacy_agreement_required');
}

/**
 * A sensitive action needs a one-time-password step-up verified by this session within its lifetime (spec
 * §2 certify_otp). Declared on the contract entry (`stepUp`) and checked by the access guard (decision
 * 0027); the web answers `step_up_required` by sending the operator to /partners/certify_otp and back.
 */
export function requireStepUp(access: Access, now = new Date()): void {
  const until = access.row.session.stepUpUntil;
  if (!until || until.getTime() <= now.getTime()) throw new AppError('step_up_required');
}

/** An entry's `role: 'admin'`: only the company's top operator (the access guard checks it; decision 0027). */
export function requireAdmin(access: Access): void {
  if (!isAdminRole(access.role)) throw new AppError('admin_only');
}

/**
 * A partner admin acting in a granted company without a membership there acts as its top operator;
 * anyone else needs a membership that has not been revoked.
 */
function standing(row: AccessRow): { role: BusinessRole | null; permission: BusinessAccountPermission } {
  if (row.membership && row.membership.permission !== 'revoked') {
    return { role: row.membership.businessRole, permission: row.membership.permission };
  }
  if (row.user.isPartnersAdmin && row.isGranted) return { role: 'admin', permission: 'granted' };
  return { role: null, permission: 'revoked' };
}

/** The signed-in user's standing from the hash of the request's session cookie, or null when not signed in. */
export async function authenticate(db: Db, sessions: SessionStore, sessionHash: string | null): Promise<Access | null> {
  if (!sessionHash) return null;
  const row = await findSessionAccess(db, sessionHash);
  if (!row || !(await sessions.keepAlive(row.session))) return null;
  const { role, permission } = standing(row);
  return {
    actor: { userId: row.user.id, companyId: row.company.id, sessionHash },
    row,
    role,
    permission,
    gateFacts: {
      is_configured: row.isConfigured,
      is_permission: permission === 'granted',
      is_alri_auth: row.plan.isAlriAuth,
      is_tos_recruitment_agreed: row.plan.tosRecruitmentAgreedAt !== null,
    },
    menuFacts: {
      company_id: row.company.id,
      privilege_master_code: row.plan.privilegeMasterCode,
      job_posting_bizs: row.plan.jobPostingBizs,
      is_admin: isAdminRole(role),
      is_alri_auth: row.plan.isAlriAuth,
      is_salary_apply: row.plan.isSalaryApply,
    },
  };
}

const GATE_ERRORS: Record<Exclude<Gate, 'terms' | 'alri'>, AppError['code']> = {
  sign_in: 'unauthorized',
  not_configured: 'not_configured',
  no_permission: 'no_permission',
};

/**
 * Throws the spec §8 answer for the first gate that stops this user: 401, 403, or 230 with redirect_url. The
 * server does not know the page that called, so the way back is the area's first page: recruitment for the
 * terms (what they cover), the home for alri (the brand-service page skips it while alri is missing).
 */
export function enforceGates(access: Access, options: GateOptions): void {
  const gate = firstFailingGate(access.gateFacts, options);
  if (!gate) return;
  if (gate === 'terms' || gate === 'alri') {
    const back = gate === 'terms' ? PAGES.postings.path : PAGES.reputationManagement.path;
    throw new AppError('redirect_required', { redirectUrl: gateRedirect(gate, back) });
  }
  throw new AppError(GATE_ERRORS[gate]);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Spec §3 console user for the info call. */
export function toConsoleUser(access: Access, links: ExternalLinks): ConsoleUser {
  const { row, role, permission, gateFacts, menuFacts } = access;
  return {
    user_id: row.user.id,
    name: row.user.name,
    customer_name: row.user.name,
    email: row.user.email,
    company_id: row.company.id,
    company_name: row.company.name,
    company_logo: row.company.logoUrl,
    company_rating: row.company.companyRating,
    industry_rating: row.company.industryRating,
    privilege_master_code: row.plan.privilegeMasterCode,
    business_role: role,
    business_account_permission: permission,
    is_business_account: row.membership !== null || row.isGranted,
    job_posting_bizs: row.plan.jobPostingBizs,
    is_admin: menuFacts.is_admin,
    is_partners_admin: row.user.isPartnersAdmin,
    is_alri_auth: row.plan.isAlriAuth,
    is_salary_apply: row.plan.isSalaryApply,
    is_configured: gateFacts.is_configured,
    is_permission: gateFacts.is_permission,
    is_confirm_email: row.user.isConfirmEmail,
    is_student: row.user.isStudent,
    is_tos_recruitment_agreed: gateFacts.is_tos_recruitment_agreed,
    last_visit_at: iso(row.user.lastVisitAt),
    approved_at: iso(row.membership?.approvedAt ?? null),
    customer_phone: row.user.phone,
    root_hef: PAGES.reputationManagement.path,
    my_company_href: companyPublicUrl(links, row.company.id),
    agree_tos_recruitment_url: withRedirect(PAGES.termsRecruitment.path, PAGES.postings.path),
    permission_denied_landing_url: PAGES.accessError.path,
    plan_label: planLabel(menuFacts),
  };
}
