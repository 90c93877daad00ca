/**
 * Spec §5 access gates for a console page, in order (contract's firstFailingGate): sign-in,
 * configuration, permission, recruitment terms for the recruitment area's pages, alri for reputation pages.
 */
import { firstFailingGate, gateRedirect, isReputationPath, PAGES, type ConsoleUser, type GateFacts, type MenuEntry } from '@partners/contract';
import type { ConsoleInfo } from '../../lib/session';
import { areaNameOf } from '../areas/area-paths';

/** `returnTo`: the page the gate sends the user away from, to come back to (it is in the target's redirect_url). */
export type GateDecision = { kind: 'pass' } | { kind: 'redirect'; to: string; returnTo?: string } | { kind: 'not_configured' };

const PASS: GateDecision = { kind: 'pass' };

const ROLE_FIXING_PATHS: readonly string[] = [PAGES.operatorManagement.path, PAGES.certifyOtp.path, PAGES.demoMailbox.path];

function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

export function resolveGate(user: ConsoleUser | null, pathname: string, search = ''): GateDecision {
  const gate = firstFailingGate(user, {
    reputation: isReputationPath(pathname),
    // The recruitment-service terms cover postings and applicants: the recruitment area (decision 0003).
    recruitment: areaNameOf(pathname) === 'recruitment',
    // Operator management is where a not-configured company fixes its roles: it must stay reachable, and
    // so must the step-up a role change asks for and, in a demo, the mailbox its code arrives in.
    fixingRoles: ROLE_FIXING_PATHS.includes(pathname),
  });
  if (gate === null) return PASS;
  if (gate === 'not_configured') return { kind: 'not_configured' };
  const current = `${pathname}${search}`;
  const to = gateRedirect(gate, current);
  // The gate's own destination (the access error page for no permission) is never redirected again.
  if (pathOf(to) === pathname) return PASS;
  // Sign-in, the terms and the brand service lead back; the access error page does not.
  return gate === 'no_permission' ? { kind: 'redirect', to } : { kind: 'redirect', to, returnTo: current };
}

const TALENT_POOL_PREFIX = PAGES.talentPool.path;

/**
 * Whether this user's gates open `path` (a console path with its query): the page gates and the talent pool's
 * menu rule. `assume` replaces facts that are about to change (the terms just accepted).
 */
export function canOpenPage(info: ConsoleInfo, path: string, assume: Partial<GateFacts> = {}): boolean {
  const pathname = pathOf(path);
  if (resolveGate({ ...info.user, ...assume }, pathname, path.slice(pathname.length)).kind !== 'pass') return false;
  const isTalentPool = pathname === TALENT_POOL_PREFIX || pathname.startsWith(`${TALENT_POOL_PREFIX}/`);
  return !isTalentPool || canOpenTalentPool(info.menu.gnb_menu);
}

/** Talent-pool routes need the talent pool in the user's menu (spec §2), else the access error page. */
export function canOpenTalentPool(gnbMenu: readonly MenuEntry[]): boolean {
  return gnbMenu.some((entry) => entry.key === 'talent_pool');
}
