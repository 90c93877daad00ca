import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { MailboxKind } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { deliveredMessages, otpChallenges, recordedMails, users } from '../../db/schema/index.js';

/** The challenge a delivered text carried (its idempotency key is `step-up-<id>`); null for any other message. */
const challengeIdOfMessage = sql<number>`substring(${deliveredMessages.idempotencyKey} from '^step-up-([0-9]{1,9})$')::int`;

export type MailboxFilter = { kind: MailboxKind; to?: string | undefined };

function mailsQuery(db: Db, to: string | undefined) {
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
    .where(to ? sql`lower(${recordedMails.toAddress}) = ${to}` : undefined);
}

/** Text messages to operators: the one-time passwords the local SMS adapter recorded (never a job seeker's). */
function textsQuery(db: Db, to: string | undefined) {
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
    .where(to ? eq(users.email, to) : undefined);
}

export async function listMailbox(db: Db, filter: MailboxFilter, page: number, per: number) {
  // By the output columns' names: they are the same in both halves of the union.
  const order: SQL[] = [desc(sql`sent_at`), desc(sql`kind`), desc(sql`row_id`)];
  const offset = (page - 1) * per;
  if (filter.kind === 'mail')
    return mailsQuery(db, filter.to)
      .orderBy(...order)
      .limit(per)
      .offset(offset);
  if (filter.kind === 'sms')
    return textsQuery(db, filter.to)
      .orderBy(...order)
      .limit(per)
      .offset(offset);
  return unionAll(mailsQuery(db, filter.to), textsQuery(db, filter.to))
    .orderBy(...order)
    .limit(per)
    .offset(offset);
}

export async function countMailbox(db: Db, filter: MailboxFilter): Promise<number> {
  const mails = async () => {
    const [row] = await db
      .select({ total: count() })
      .from(recordedMails)
      .where(filter.to ? sql`lower(${recordedMails.toAddress}) = ${filter.to}` : undefined);
    return row?.total ?? 0;
  };
  const texts = async () => {
    const [row] = await db
      .select({ total: count() })
      .from(deliveredMessages)
      .innerJoin(otpChallenges, eq(otpChallenges.id, challengeIdOfMessage))
      .innerJoin(users, eq(users.id, otpChallenges.userId))
      .where(filter.to ? eq(users.email, filter.to) : undefined);
    return row?.total ?? 0;
  };
  const [m, s] = await Promise.all([filter.kind === 'sms' ? 0 : mails(), filter.kind === 'mail' ? 0 : texts()]);
  return m + s;
}
