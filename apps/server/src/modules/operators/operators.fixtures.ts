import { desc, eq } from 'drizzle-orm';
import type { BusinessRole, OperatorList } from '@partners/contract';
import { invitations, recordedMails } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import type { Client, TestApp } from '../../test/harness.js';

/** Test helpers for operator management: its calls and the mailed link (the step-up: `test/step-up.ts`). */
export const OPERATORS = '/api/v5/partners/operators';

export const invite = (client: Client, email: string, role: BusinessRole = 'manager') =>
  client.request({ method: 'POST', url: `${OPERATORS}/invitations`, payload: { email, business_role: role } });
export const setRole = (client: Client, userId: number, role: BusinessRole) =>
  client.request({ method: 'PATCH', url: `${OPERATORS}/${userId}/role`, payload: { business_role: role } });
export const approve = (client: Client, userId: number, role: BusinessRole) =>
  client.request({ method: 'PATCH', url: `${OPERATORS}/${userId}/approve`, payload: { business_role: role } });
export const remove = (client: Client, userId: number) => client.request({ method: 'DELETE', url: `${OPERATORS}/${userId}` });
export const list = async (client: Client): Promise<OperatorList> => (await client.get(OPERATORS)).json<{ data: OperatorList }>().data;

/** Runs the queued jobs (the mail.send ones record into the local mailbox), then the newest mail to `to`. */
export async function lastMailTo(t: TestApp, to: string) {
  const runner = jobRunner(t.database.db);
  await runner.drain();
  const [mail] = await t.database.db.select().from(recordedMails).where(eq(recordedMails.toAddress, to)).orderBy(desc(recordedMails.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The token of the newest invitation link mailed to `to`. */
export async function mailedToken(t: TestApp, to: string): Promise<string> {
  const mail = await lastMailTo(t, to);
  const token = /\/invitations\/accept\/([\w-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error('no link in the invitation mail');
  return token;
}

export type InvitationOptions = {
  company: { id: number };
  email: string;
  role?: BusinessRole;
  /** Days from now (negative: already expired). */
  expiresInDays?: number;
  accepted?: boolean;
  revoked?: boolean;
};

/** An invitation row with a known link token, in any state (the console's flow is tested on its own). */
export async function makeInvitation(t: TestApp, options: InvitationOptions): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const now = Date.now();
  const [row] = await t.database.db
    .insert(invitations)
    .values({
      companyId: options.company.id,
      email: options.email,
      businessRole: options.role ?? 'manager',
      tokenHash: sha256(token),
      expiresAt: new Date(now + (options.expiresInDays ?? 7) * 86_400_000),
      acceptedAt: options.accepted ? new Date(now - 60_000) : null,
      revokedAt: options.revoked ? new Date(now - 60_000) : null,
    })
    .returning({ id: invitations.id });
  if (!row) throw new Error('no invitation');
  return { id: row.id, token };
}
