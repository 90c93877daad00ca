import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { consultingRequests } from '../../db/schema/index.js';

export async function insertConsultingRequest(db: Db, row: typeof consultingRequests.$inferInsert): Promise<number> {
  const [created] = await db.insert(consultingRequests).values(row).returning({ id: consultingRequests.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

/** One page of the company's consulting requests, newest first (`consulting_requests_company_idx`), and their count. */
export async function listCompanyConsultingRequests(db: Db, companyId: number, page: number, per: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: consultingRequests.id,
        applyOn: consultingRequests.applyOn,
        customerName: consultingRequests.customerName,
        createdAt: consultingRequests.createdAt,
        status: consultingRequests.status,
        statusNote: consultingRequests.statusNote,
        statusUpdatedAt: consultingRequests.statusUpdatedAt,
      })
      .from(consultingRequests)
      .where(eq(consultingRequests.companyId, companyId))
      .orderBy(desc(consultingRequests.createdAt), desc(consultingRequests.id))
      .limit(per)
      .offset((page - 1) * per),
    db.select({ count: count() }).from(consultingRequests).where(eq(consultingRequests.companyId, companyId)),
  ]);
  return { rows, total: total?.count ?? 0 };
}
