import type { Db } from '../../platform/db.js';
import { consultingRequests } from '../../db/schema/index.js';

export async function insertConsultingRequest(db: Db, row: typeof consultingRequests.$inferInsert): Promise<number> {
  const [created] = await db.insert(consultingRequests).values(row).returning({ id: consultingRequests.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}
