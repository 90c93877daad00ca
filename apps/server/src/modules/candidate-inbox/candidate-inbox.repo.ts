import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { deliveredMessages, proposals } from '../../db/schema/index.js';

/** The proposal a delivered message carried (its idempotency key is `proposal-<id>`); null for other messages. */
const proposalIdOfMessage = sql<number>`substring(${deliveredMessages.idempotencyKey} from '^proposal-([0-9]{1,9})$')::int`;

/** The messages of one company's proposals (the company's inbox), or every proposal's (the seekers' phones: null). */
const ofCompany = (companyId: number | null) => (companyId === null ? undefined : eq(proposals.companyId, companyId));

export async function listInbox(db: Db, companyId: number | null, page: number, per: number) {
  return db
    .select({
      id: deliveredMessages.id,
      channel: deliveredMessages.channel,
      recipient: deliveredMessages.recipient,
      body: deliveredMessages.body,
      link: deliveredMessages.link,
      createdAt: deliveredMessages.createdAt,
      status: proposals.status,
    })
    .from(deliveredMessages)
    .innerJoin(proposals, eq(proposals.id, proposalIdOfMessage))
    .where(ofCompany(companyId))
    .orderBy(desc(deliveredMessages.createdAt), desc(deliveredMessages.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countInbox(db: Db, companyId: number | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(deliveredMessages)
    .innerJoin(proposals, eq(proposals.id, proposalIdOfMessage))
    .where(ofCompany(companyId));
  return row?.total ?? 0;
}
