import { PAGES, type InvitationAcceptBody, type InvitationView } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { maskEmail } from '../../platform/masking.js';
import { hashPassword, requireGoodPassword, verifyPassword } from '../../platform/password.js';
import type { BrowserSession, SessionReader, SessionStore } from '../../platform/sessions.js';
import { sha256 } from '../../platform/tokens.js';
import { recordAuditFor } from '../audit/audit.service.js';
import type { SignInLimits } from '../auth/sign-in-limits.js';
import { findInvitationByToken, findUserByEmail, grantInvitedMember, insertUser, markInvitationAccepted, recordVisit } from './operators.repo.js';

/** The invitee's side (public, by the mailed link): the link's state, and accepting it. */
export type InvitationDeps = { db: Db; sessions: SessionStore; limits: SignInLimits };

type Found = NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>;

/**
 * The invitation a token names, if it still works; else the state the page shows: not found (also a
 * forged or altered token), used, revoked (or replaced by a newer one), expired.
 */
async function workingInvitation(db: Db, token: string, now: Date, forUpdate = false): Promise<Found> {
  const found = await findInvitationByToken(db, sha256(token), forUpdate);
  if (!found) throw new AppError('invitation.not_found');
  const { invitation } = found;
  if (invitation.acceptedAt) throw new AppError('invitation.used');
  if (invitation.revokedAt) throw new AppError('invitation.revoked');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('invitation.expired');
  return found;
}

export async function showInvitation(deps: InvitationDeps, session: SessionReader, token: string): Promise<{ invitation: InvitationView }> {
  const { invitation, companyName } = await workingInvitation(deps.db, token, new Date());
  const user = await findUserByEmail(deps.db, invitation.email);
  const actor = user ? await session.read() : null;
  return {
    invitation: {
      company_name: companyName,
      business_role: invitation.businessRole,
      email_masked: maskEmail(invitation.email),
      expires_at: invitation.expiresAt.toISOString(),
      account_exists: user !== undefined,
      signed_in_as_invitee: user !== undefined && actor?.userId === user.id,
    },
  };
}

/**
 * Who accepts, proven before anything changes: a new account's password hash (`create`), or the
 * existing account's id after its password (`sign_in`, counted like sign-in attempts) or this browser's
 * session (`session`).
 */
async function acceptor(deps: InvitationDeps, browser: BrowserSession, email: string, body: InvitationAcceptBody) {
  const user = await findUserByEmail(deps.db, email);
  if (body.mode === 'create') {
    if (user) throw new AppError('invitation.email_taken');
    requireGoodPassword(body.password, email, 'body.password');
    return { kind: 'new' as const, name: body.name, passwordHash: await hashPassword(body.password) };
  }
  if (!user) throw new AppError('invitation.account_required');
  if (body.mode === 'session') {
    const actor = await browser.read();
    if (actor?.userId !== user.id) throw new AppError('invitation.wrong_account');
    return { kind: 'existing' as const, userId: user.id };
  }
  // The sign-in limiter: the same counters as the sign-in page (per address and per account).
  const check = { email, addressKey: `${browser.ip}|${email.toLowerCase()}`, addressBlocked: () => new AppError('rate_limited') };
  await deps.limits.check(check);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await deps.limits.failed(check);
    throw new AppError('invalid_credentials', { field: 'body.password' });
  }
  await deps.limits.succeeded(check);
  return { kind: 'existing' as const, userId: user.id };
}

/**
 * Accepts the invitation: creates the account or links the existing one, grants the membership with the
 * invitation's role, marks the link used and signs the browser in to the company (a new session). The
 * link is locked while it is used, so two accepts at once make one membership; a link that no longer
 * works changes nothing.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  browser: BrowserSession,
  token: string,
  body: InvitationAcceptBody,
): Promise<{ redirect_url: string }> {
  const now = new Date();
  const { invitation } = await workingInvitation(deps.db, token, now);
  const who = await acceptor(deps, browser, invitation.email, body);

  const accepted = await deps.db.transaction(async (tx) => {
    const locked = (await workingInvitation(tx, token, now, true)).invitation;
    let userId: number;
    if (who.kind === 'new') {
      const created = await insertUser(tx, { email: locked.email, name: who.name, passwordHash: who.passwordHash, at: now });
      if (created === undefined) throw new AppError('invitation.email_taken');
      userId = created;
    } else {
      userId = who.userId;
    }
    if (!(await grantInvitedMember(tx, locked.companyId, userId, locked.businessRole, now))) throw new AppError('operator.already_member');
    await markInvitationAccepted(tx, locked.id, userId, now);
    const operator = { userId, companyId: locked.companyId };
    await recordAuditFor(tx, operator, {
      action: 'operator.invitation_accepted',
      subject: { type: 'invitation', id: locked.id, label: locked.email },
    });
    return operator;
  });

  // As at sign-in: whatever session this browser had ends; the new one manages the inviting company.
  const previous = await browser.read();
  if (previous) await browser.end(previous.sessionHash);
  await browser.start(accepted.userId, accepted.companyId);
  await recordVisit(deps.db, accepted.userId, now);
  return { redirect_url: PAGES.reputationManagement.path };
}
