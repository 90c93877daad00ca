import { PAGES, safeRedirectPath, type SignInBody } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { BrowserSession, SessionStore } from '../../platform/sessions.js';
import { AppError } from '../../platform/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../platform/password.js';
import { recordSignIn } from '../audit/audit.service.js';
import { findHomeCompanyId, findUserByEmail, recordVisit } from './auth.repo.js';
import { normaliseEmail, type SignInLimits } from './sign-in-limits.js';

export type AuthDeps = { db: Db; sessions: SessionStore; limits: SignInLimits };

export async function signIn(deps: AuthDeps, browser: BrowserSession, body: SignInBody) {
  const email = normaliseEmail(body.email);
  const check = { email, addressKey: `${browser.ip}|${email}`, addressBlocked: () => new AppError('rate_limited') };
  await deps.limits.check(check);

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    await deps.limits.failed(check);
    throw new AppError('invalid_credentials');
  }

  const companyId = await findHomeCompanyId(deps.db, user.id);
  if (companyId === undefined) throw new AppError('forbidden');

  // Rotation: whatever session this browser had is ended; the new one gets a fresh id.
  const previous = await browser.read();
  if (previous) await browser.end(previous.sessionHash);
  await browser.start(user.id, companyId, browser.client);
  await deps.limits.succeeded(check);
  await recordVisit(deps.db, user.id, new Date());
  await recordSignIn(deps.db, { companyId, userId: user.id, name: user.name, ip: browser.ip, userAgent: browser.userAgent });

  return { redirect_url: safeRedirectPath(body.redirect_url, PAGES.reputationManagement.path) };
}

export async function signOut(browser: BrowserSession) {
  const actor = await browser.read();
  await browser.end(actor?.sessionHash ?? null);
}
