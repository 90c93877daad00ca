import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { AUDIT_ACTIONS, auditDetailSchema } from '@partners/contract';
import { DAY_MS, koreanWeekday } from '@partners/contract/korea-time';
import { auditEvents, jobApplications, memberships, users } from '../../db/schema/index.js';
import { openPglite, type Database } from '../../platform/db.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { seedDatabase } from '../index.js';
import { openTestStorage } from '../../test/harness.js';

const now = new Date('2026-11-01T00:00:00Z');
const since = now.getTime() - 93 * DAY_MS;
const demoIds = DEMO_COMPANIES.map((c) => c.id);

let database: Database;
let events: (typeof auditEvents.$inferSelect)[];
const files = openTestStorage();
beforeAll(async () => {
  database = await openPglite(null);
  await seedDatabase(database, { size: 'small', storage: files.storage, now });
  events = await database.db.select().from(auditEvents);
}, 120_000);
afterAll(async () => {
  await database.close();
  await files.remove();
});

describe('demo audit log (small)', () => {
  it('covers the three months before now, for the demo companies only, with details the contract reads', () => {
    expect(events.length).toBeGreaterThan(500);
    for (const e of events) expect(demoIds).toContain(e.companyId);
    for (const id of [1, 6, 7]) expect(events.filter((e) => e.companyId === id).length, `company ${id}`).toBeGreaterThan(50);
    for (const e of events) {
      expect(e.createdAt.getTime()).toBeGreaterThanOrEqual(since);
      expect(e.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(AUDIT_ACTIONS).toContain(e.action);
      if (e.detail !== null) expect(auditDetailSchema.safeParse(JSON.parse(e.detail)).success, e.detail).toBe(true);
    }
  });

  it('signs each operator in on working days, the last time at their last visit', async () => {
    const operators = await database.db
      .select({ userId: users.id, lastVisitAt: users.lastVisitAt, companyId: memberships.companyId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inArray(memberships.companyId, demoIds), isNotNull(memberships.businessRole)));
    const signIns = events.filter((e) => e.action === 'auth.signed_in');
    const admin = signIns.filter((e) => e.userId === 1);
    expect(admin.length).toBeGreaterThan(30);
    for (const op of operators) {
      const mine = signIns.filter((e) => e.userId === op.userId && e.companyId === op.companyId);
      if (!op.lastVisitAt) {
        // Never signed in: did nothing either.
        expect(events.filter((e) => e.userId === op.userId && e.companyId === op.companyId)).toEqual([]);
        continue;
      }
      if (mine.length === 0) continue;
      const last = mine.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
      expect(last.createdAt).toEqual(op.lastVisitAt);
      for (const e of mine) if (e.createdAt.getTime() !== op.lastVisitAt.getTime()) expect([1, 2, 3, 4, 5]).toContain(koreanWeekday(e.createdAt));
    }
    const detail = auditDetailSchema.parse(JSON.parse(admin[0]?.detail ?? '{}'));
    expect(detail.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(detail.user_agent).toContain('Mozilla/5.0');
  });

  it('records every résumé read in the period, by name', async () => {
    const reads = await database.db
      .select({ id: jobApplications.id, readAt: jobApplications.readAt })
      .from(jobApplications)
      .where(and(inArray(jobApplications.companyId, demoIds), gte(jobApplications.readAt, new Date(since + DAY_MS))));
    const viewed = new Set(events.filter((e) => e.action === 'applicant.resume_viewed').map((e) => e.subjectId));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(viewed.has(read.id)).toBe(true);
  });

  it('gives a role after a step-up, and shows talent-pool views masked and contacts in full', () => {
    const roleChange = events.find((e) => e.companyId === 1 && e.action === 'operator.role_changed');
    expect(roleChange && JSON.parse(roleChange.detail ?? '{}')).toEqual({ role: { from: null, to: 'manager' } });
    const stepUp = events.find((e) => e.companyId === 1 && e.action === 'step_up.verified');
    expect(stepUp && roleChange && stepUp.createdAt < roleChange.createdAt).toBe(true);
    const profiles = events.filter((e) => e.action === 'talent.profile_viewed');
    expect(profiles.length).toBeGreaterThan(0);
    for (const p of profiles) expect(p.subjectLabel).toMatch(/^.○+$/);
    for (const c of events.filter((e) => e.action === 'talent.contact_revealed')) expect(c.subjectLabel).not.toContain('○');
  });
});
