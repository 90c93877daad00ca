import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { MailboxKind } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { deliveredMessages, invitations, memberships, otpChallenges, recordedMails, users } from '../../db/schema/index.js';

/** The challenge a delivered text carried (its idempotency key is `step-up-<id>`); null for any other message. */
const challengeIdOfMessage = sql<number>`substring(${deliveredMessages.idempotencyKey} from '^step-up-([0-9]{1,9})$')::int`;

/** The invitation a recorded mail carried (its idempotency key is `invitation:<id>:…`); null for other mails. */
const invitationIdOfMail = sql<number>`substring(${recordedMails.idempotencyKey} from '^invitation:([0-9]{1,9}):')::int`;

/** `companyId`: the caller's company; only its mails and texts are listed (decision 0028). */
export type MailboxFilter = { companyId: number; kind: MailboxKind; to?: string | undefined };

/** The e-mails of the company's operators (any membership not revoked). */
function operatorEmails(db: Db, companyId: number) {
  return db
    .select({ email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(memberships.companyId, companyId), ne(memberships.permission, 'revoked')));
}

/** Mail sent to the company's operators, or sent by them (its invitations, to whoever was invited). */
function mailsOfCompany(db: Db, companyId: number): SQL {
  const invited = db.select({ id: invitations.id }).from(invitations).where(eq(invitations.companyId, companyId));
  return sql`(lower(${recordedMails.toAddress}) in (${operatorEmails(db, companyId)}) or ${invitationIdOfMail} in (${invited}))`;
}

function mailsWhere(db: Db, filter: MailboxFilter) {
  return and(mailsOfCompany(db, filter.companyId), filter.to ? sql`lower(${recordedMails.toAddress}) = ${filter.to}` : undefined);
}

/** Texts to the company's operators (the one-time passwords). */
function textsWhere(filter: MailboxFilter) {
  const operator = sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${memberships.companyId} = ${filter.companyId} and ${memberships.permission} <> 'revoked')`;
  return and(operator, filter.to ? eq(users.email, filter.to) : undefined);
}

function mailsQuery(db: Db, filter: MailboxFilter) {
  return db
    .select({
      kind: sql<'mail' | 'sms'>`'mail'`.as('kind'),
      rowId: sql<number>`${recordedMails.id}`.as('row_id'),
      to: recordedMails.toAddress,
      operatorEmail: sql<string | null>`${recordedMails.toAddress}`.as('operator_email'),
      subject: sql<string | null>`${recordedMails.subject}`.as('subject'),
      text: recordedMails.textBody,
      html: recordedMails.htmlBody,
      createdAt: sql<Date | string>`${recordedMails.createdAt}`.as('sent_at'),
    })
    .from(recordedMails)
    .where(mailsWhere(db, filter));
}

/** Text messages to operators: the one-time passwords the local SMS adapter recorded (never a job seeker's). */
function textsQuery(db: Db, filter: MailboxFilter) {
  return db
    .select({
      kind: sql<'mail' | 'sms'>`'sms'`.as('kind'),
      rowId: sql<number>`${deliveredMessages.id}`.as('row_id'),
      to: deliveredMessages.recipient,
      operatorEmail: sql<string | null>`${users.email}`.as('operator_email'),
      subject: sql<string | null>`null::text`.as('subject'),
      text: deliveredMessages.body,
      html: sql<string | null>`null::text`.as('html'),
      createdAt: sql<Date | string>`${deliveredMessages.createdAt}`.as('sent_at'),
    })
    .from(deliveredMessages)
    .innerJoin(otpChallenges, eq(otpChallenges.id, challengeIdOfMessage))
    .innerJoin(users, eq(users.id, otpChallenges.userId))
    .where(textsWhere(filter));
}

export async function listMailbox(db: Db, filter: MailboxFilter, page: number, per: number) {
  // By the output columns' names: they are the same in both halves of the union.
  const order: SQL[] = [desc(sql`sent_at`), desc(sql`kind`), desc(sql`row_id`)];
  const offset = (page - 1) * per;
  if (filter.kind === 'mail')
    return mailsQuery(db, filter)
      .orderBy(...order)
      .limit(per)
      .offset(offset);
  if (filter.kind === 'sms')
    return textsQuery(db, filter)
      .orderBy(...order)
      .limit(per)
      .offset(offset);
  return unionAll(mailsQuery(db, filter), textsQuery(db, filter))
    .orderBy(...order)
    .limit(per)
    .offset(offset);
}

export async function countMailbox(db: Db, filter: MailboxFilter): Promise<number> {
  const mails = async () => {
    const [row] = await db.select({ total: count() }).from(recordedMails).where(mailsWhere(db, filter));
    return row?.total ?? 0;
  };
  const texts = async () => {
    const [row] = await db
      .select({ total: count() })
      .from(deliveredMessages)
      .innerJoin(otpChallenges, eq(otpChallenges.id, challengeIdOfMessage))
      .innerJoin(users, eq(users.id, otpChallenges.userId))
      .where(textsWhere(filter));
    return row?.total ?? 0;
  };
  const [m, s] = await Promise.all([filter.kind === 'sms' ? 0 : mails(), filter.kind === 'mail' ? 0 : texts()]);
  return m + s;
}
