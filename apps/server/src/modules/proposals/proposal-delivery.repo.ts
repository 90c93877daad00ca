import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { DeliveryChannel } from '../../platform/delivery/index.js';
import { companies, jobPostings, jobSeekerContacts, proposals } from '../../db/schema/index.js';

/** What the worker needs to deliver each of these proposals: who gets it (addresses) and what it says. */
export async function findDeliveries(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: proposals.id,
      status: proposals.status,
      jobSeekerId: proposals.jobSeekerId,
      expiresAt: proposals.expiresAt,
      companyName: companies.name,
      postingTitle: jobPostings.title,
      phone: jobSeekerContacts.phone,
      messengerId: jobSeekerContacts.messengerId,
    })
    .from(proposals)
    .innerJoin(companies, eq(companies.id, proposals.companyId))
    .leftJoin(jobPostings, eq(jobPostings.id, proposals.jobPostingId))
    .leftJoin(jobSeekerContacts, eq(jobSeekerContacts.jobSeekerId, proposals.jobSeekerId))
    .where(inArray(proposals.id, [...ids]));
}

export type DeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** sent → delivered for many proposals in one statement, each with the channel that carried it. */
export async function markDelivered(db: Db, delivered: readonly { id: number; channel: DeliveryChannel }[], at: Date): Promise<void> {
  if (delivered.length === 0) return;
  const ids = delivered.map((d) => d.id);
  const channels = delivered.map((d) => d.channel);
  await db
    .update(proposals)
    .set({ status: 'delivered', deliveredBy: sql`d.channel`, deliveredAt: at })
    .from(sql`unnest(${sql.param(ids)}::int[], ${sql.param(channels)}::text[]) as d(id, channel)`)
    .where(and(eq(proposals.id, sql`d.id`), eq(proposals.status, 'sent')));
}
