import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { jobApplications, jobPostingDailyStats, jobPostingStageCounts, jobPostings, jobSeekers } from './schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { makeApplication, makeCompany, makeJobSeeker, makePosting } from '../test/factories.js';
import type { Database } from '../platform/db.js';

/** The triggers of migrations 0006 and 0007 keep each posting's applicant counters and daily applications. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

async function counters(id: number) {
  const [row] = await database.db
    .select({ applicants: jobPostings.applicantCount, notOpened: jobPostings.notOpenedCount })
    .from(jobPostings)
    .where(eq(jobPostings.id, id));
  return row;
}

async function stages(id: number) {
  const rows = await database.db.select().from(jobPostingStageCounts).where(eq(jobPostingStageCounts.jobPostingId, id));
  return Object.fromEntries(rows.filter((r) => r.count !== 0).map((r) => [r.stage, r.count]));
}

describe('applicant counters', () => {
  it('count applications as they are added, opened and removed, per posting', async () => {
    const db = database.db;
    const company = await makeCompany(db);
    const [a, b] = [await makePosting(db, { company }), await makePosting(db, { company })];
    const [first, second, third] = [await makeJobSeeker(db), await makeJobSeeker(db), await makeJobSeeker(db)];
    // One statement of three rows over two postings, as a COPY would.
    await db.insert(jobApplications).values([
      { companyId: company.id, jobPostingId: a.id, jobSeekerId: first.id, appliedAt: new Date('2026-11-02T14:59:00Z') },
      { companyId: company.id, jobPostingId: a.id, jobSeekerId: second.id, appliedAt: new Date('2026-11-02T15:00:00Z') },
      { companyId: company.id, jobPostingId: b.id, jobSeekerId: first.id, readAt: new Date() },
    ]);
    expect(await counters(a.id)).toEqual({ applicants: 2, notOpened: 2 });
    expect(await counters(b.id)).toEqual({ applicants: 1, notOpened: 0 });

    // Korean days: 23:59 on the 2nd and 00:00 on the 3rd.
    const days = await db.select().from(jobPostingDailyStats).where(eq(jobPostingDailyStats.jobPostingId, a.id)).orderBy(jobPostingDailyStats.day);
    expect(days.map((d) => [d.day, d.applicants])).toEqual([
      ['2026-11-02', 1],
      ['2026-11-03', 1],
    ]);

    await db.update(jobApplications).set({ readAt: new Date() }).where(eq(jobApplications.jobPostingId, a.id));
    expect(await counters(a.id)).toEqual({ applicants: 2, notOpened: 0 });
    expect(await stages(a.id)).toEqual({ applied: 2 });
    // A stage change moves the stage counts and leaves the others alone.
    await db
      .update(jobApplications)
      .set({ stage: 'interview' })
      .where(and(eq(jobApplications.jobPostingId, a.id), eq(jobApplications.jobSeekerId, first.id)));
    expect(await counters(a.id)).toEqual({ applicants: 2, notOpened: 0 });
    expect(await stages(a.id)).toEqual({ applied: 1, interview: 1 });
    await db.update(jobApplications).set({ stage: 'interview' }).where(eq(jobApplications.jobPostingId, a.id));
    expect(await stages(a.id)).toEqual({ interview: 2 });

    await makeApplication(db, { posting: a, seeker: third });
    expect(await counters(a.id)).toEqual({ applicants: 3, notOpened: 1 });

    // A job seeker who leaves takes their applications with them.
    expect(await stages(a.id)).toEqual({ applied: 1, interview: 2 });
    await db.delete(jobSeekers).where(inArray(jobSeekers.id, [third.id]));
    expect(await counters(a.id)).toEqual({ applicants: 2, notOpened: 0 });
    expect(await stages(a.id)).toEqual({ interview: 2 });
    expect(await stages(b.id)).toEqual({ applied: 1 });
  });

  it('let operators move applicants of one posting in opposite directions at once without a deadlock', async () => {
    // Each move locks its own application, then the trigger updates the posting's two stage counters. Moves
    // that cross (applied → interview beside interview → applied) would take those counters in opposite
    // orders and deadlock unless the trigger takes them in key order. On PostgreSQL these run on separate
    // connections; PGlite, one connection, runs them in turn.
    const db = database.db;
    const posting = await makePosting(db, { company: await makeCompany(db) });
    const seekers = await Promise.all(Array.from({ length: 8 }, () => makeJobSeeker(db)));
    const applications = [];
    for (const [i, seeker] of seekers.entries()) {
      applications.push(await makeApplication(db, { posting, seeker, stage: i % 2 === 0 ? 'applied' : 'interview' }));
    }
    const failures: unknown[] = [];
    for (let round = 0; round < 40; round++) {
      const moves = applications.map((application, i) =>
        db
          .transaction(async (tx) => {
            const to = (i + round) % 2 === 0 ? 'interview' : 'applied';
            await tx.update(jobApplications).set({ stage: to }).where(eq(jobApplications.id, application.id));
          })
          .catch((error: unknown) => failures.push(error)),
      );
      await Promise.all(moves);
    }
    expect(failures).toEqual([]);
    const truth = await db.select({ stage: jobApplications.stage }).from(jobApplications).where(eq(jobApplications.jobPostingId, posting.id));
    const expected: Record<string, number> = {};
    for (const { stage } of truth) expected[stage] = (expected[stage] ?? 0) + 1;
    expect(await stages(posting.id)).toEqual(expected);
  });
});
