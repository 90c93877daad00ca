import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { jobPostings } from '../../db/schema/index.js';

export type JobPostingRow = typeof jobPostings.$inferSelect;

/** The company's open postings still taking applications at `now` (no end date, or one still ahead): soonest to close first, 상시 last. */
export async function listLivePostings(db: Db, companyId: number, now: Date): Promise<JobPostingRow[]> {
  return db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.status, 'open'), or(isNull(jobPostings.closesAt), gt(jobPostings.closesAt, now))))
    .orderBy(sql`${jobPostings.closesAt} asc nulls last`, desc(jobPostings.createdAt), asc(jobPostings.id));
}

/** One of the company's postings; undefined when it has no such posting. */
export async function findPosting(db: Db, companyId: number, id: number): Promise<JobPostingRow | undefined> {
  const [row] = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.id, id)))
    .limit(1);
  return row;
}
