import { eq } from 'drizzle-orm';
import { STEP_UP } from '@partners/contract';
import { sessions } from '../db/schema/index.js';
import type { Db } from '../platform/db.js';
import { SESSION_COOKIE } from '../platform/sessions.js';
import { sha256 } from '../platform/tokens.js';
import type { Client } from './harness.js';

/** The session hash of a test client's cookie (the key of its `sessions` row and its challenges). */
export function sessionHashOf(client: Client): string {
  const id = client.cookie(SESSION_COOKIE);
  if (!id) throw new Error('the client is not signed in');
  return sha256(id);
}

/**
 * The one step-up helper of the API tests (decision 0027: every declared `stepUp` route's tests use it): sets the client's session as verified by a one-time password until
 * `until` (30 minutes from now by default), or not verified with null, as a real step-up would.
 */
export async function setStepUp(db: Db, client: Client, until: Date | null = new Date(Date.now() + STEP_UP.lifetimeSeconds * 1_000)) {
  await db
    .update(sessions)
    .set({ stepUpUntil: until })
    .where(eq(sessions.idHash, sessionHashOf(client)));
}
