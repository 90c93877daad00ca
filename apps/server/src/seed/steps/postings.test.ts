import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { effectivePostingStatus } from '@partners/contract';
import { dDay, startOfKoreanDay } from '@partners/contract/korea-time';
import { jobApplications, jobPostingDailyStats, jobPostings, occupations } from '../../db/schema/index.js';
import { openPglite, type Database } from '../../platform/db.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { seedDatabase } from '../index.js';
import { openTestStorage } from '../../test/harness.js';

// Late evening in Korea (22:30), so that "two Korean days" and "48 hours" differ.
const now = new Date('2026-11-01T13:30:00Z');

let database: Database;
let postings: (typeof jobPostings.$inferSelect)[];
let applications: (typeof jobApplications.$inferSelect)[];
let stats: (typeof jobPostingDailyStats.$inferSelect)[];

const files = openTestStorage();
async function seeded() {
  const db = await openPglite(null);
  await seedDatabase(db, { size: 'small', storage: files.storage, now });
  return db;
}

async function load(db: Database) {
  return {
    postings: await db.db.select().from(jobPostings).orderBy(asc(jobPostings.id)),
    applications: await db.db.select().from(jobApplications).orderBy(asc(jobApplications.id)),
    stats: await db.db.select().from(jobPostingDailyStats).orderBy(asc(jobPostingDailyStats.jobPostingId), asc(jobPostingDailyStats.day)),
  };
}

beforeAll(async () => {
  database = await seeded();
  ({ postings, applications, stats } = await load(database));
});
afterAll(async () => {
  await database.close();
  await files.remove();
});

const effective = (p: (typeof postings)[number]) => effectivePostingStatus(p.status, p.closesAt, now);

describe('demo job postings and applicants (small)', () => {
  it('gives every demo company postings in every state', () => {
    for (const company of DEMO_COMPANIES) {
      const own = postings.filter((p) => p.companyId === company.id);
      const drafts = own.filter((p) => p.status === 'draft');
      expect(drafts.length).toBeGreaterThanOrEqual(3);
      // Some drafts are only begun: a title and a few fields.
      expect(drafts.some((p) => p.qualificationsHtml === '' && p.workAddress === '' && p.salaryKind === null)).toBe(true);
      expect(drafts.some((p) => p.qualificationsHtml !== '' && p.processSteps.length > 0)).toBe(true);
      expect(own.filter((p) => p.status === 'in_review').length).toBeGreaterThanOrEqual(1);
      expect(own.filter((p) => p.status === 'in_review').length).toBeLessThanOrEqual(2);
      const live = own.filter((p) => effective(p) === 'open');
      expect(live.length).toBeGreaterThanOrEqual(5);
      expect(live.some((p) => p.alwaysOpen && p.closesAt === null)).toBe(true);
      // Closed by the company, and open ones whose deadline has passed.
      expect(own.some((p) => p.status === 'closed' && p.closedAt !== null && p.closedAt <= now)).toBe(true);
      expect(own.some((p) => p.status === 'open' && p.closesAt !== null && p.closesAt <= now)).toBe(true);
    }
  });

  it('closes one open posting of each demo company in exactly two Korean days, at the last millisecond of that day', () => {
    for (const company of DEMO_COMPANIES) {
      const urgent = postings.filter((p) => p.companyId === company.id && p.status === 'open' && p.closesAt && dDay(p.closesAt, now) === 2);
      expect(urgent.length).toBeGreaterThanOrEqual(1);
    }
    for (const p of postings.filter((p) => p.closesAt !== null)) {
      const end = p.closesAt?.getTime() ?? 0;
      expect(startOfKoreanDay(end + 1).getTime()).toBe(end + 1);
    }
  });

  it('keeps times consistent with each state', () => {
    for (const p of postings) {
      expect(p.createdAt <= now).toBe(true);
      expect(p.updatedAt >= p.createdAt).toBe(true);
      if (p.status === 'draft') expect([p.opensAt, p.reviewRequestedAt, p.closedAt]).toEqual([null, null, null]);
      if (p.status === 'in_review') {
        expect(p.opensAt).toBeNull();
        expect(p.reviewRequestedAt && p.reviewRequestedAt > p.createdAt && p.reviewRequestedAt <= now).toBe(true);
      }
      if (p.status === 'open' || p.status === 'closed') {
        expect(p.reviewRequestedAt && p.opensAt && p.createdAt < p.reviewRequestedAt && p.reviewRequestedAt < p.opensAt && p.opensAt < now).toBe(
          true,
        );
      }
      if (p.status === 'closed') expect(p.closedAt && p.opensAt && p.closedAt > p.opensAt && p.closedAt <= now).toBe(true);
      else expect(p.closedAt).toBeNull();
      expect(p.alwaysOpen).toBe(p.status !== 'draft' && p.closesAt === null);
      if (p.status === 'draft' || p.status === 'in_review') expect(p.closesAt === null || p.closesAt > now).toBe(true);
    }
  });

  it('fills every submitted posting with consistent fields and only the allowed tags', async () => {
    const taxonomy = await database.db.select().from(occupations);
    const parent = new Map(taxonomy.map((o) => [o.id, o.parentId]));
    for (const p of postings.filter((p) => p.status !== 'draft')) {
      expect(p.occupation1Id).not.toBeNull();
      expect(p.occupation2Ids.length).toBeGreaterThanOrEqual(1);
      expect(p.occupation2Ids.length).toBeLessThanOrEqual(3);
      for (const id of p.occupation2Ids) expect(parent.get(id)).toBe(p.occupation1Id);
      expect(p.title.length).toBeLessThanOrEqual(100);
      expect(/[가-힣]/.test(p.title)).toBe(true);
      expect(p.experienceKind).not.toBeNull();
      expect(p.experienceMinYears !== null).toBe(p.experienceKind === 'experienced');
      if (p.experienceMaxYears !== null) expect(p.experienceMaxYears).toBeGreaterThan(p.experienceMinYears ?? 0);
      expect([p.education, p.employmentType, p.workRegion, p.salaryKind, p.headcount].every((v) => v !== null)).toBe(true);
      expect(p.workAddress).not.toBe('');
      if (p.salaryKind === 'range') {
        expect(p.salaryMin).toBeGreaterThanOrEqual(2_000);
        expect(p.salaryMax).toBeGreaterThan(p.salaryMin ?? 0);
      } else expect([p.salaryMin, p.salaryMax]).toEqual([null, null]);
      expect(p.processSteps.at(-1)).toBe('최종 합격');
      for (const html of [p.descriptionHtml, p.qualificationsHtml]) {
        expect(html).not.toBe('');
        const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
        for (const tag of tags) expect(['p', 'ul', 'li', 'strong', 'h3']).toContain(tag);
      }
    }
  });

  it('keeps the counters, the daily applicants and the views equal to the applications', () => {
    const byPosting = new Map<number, typeof applications>();
    for (const a of applications) byPosting.set(a.jobPostingId, [...(byPosting.get(a.jobPostingId) ?? []), a]);
    const statsOf = new Map<number, typeof stats>();
    for (const s of stats) statsOf.set(s.jobPostingId, [...(statsOf.get(s.jobPostingId) ?? []), s]);
    for (const p of postings) {
      const own = byPosting.get(p.id) ?? [];
      expect(p.applicantCount).toBe(own.length);
      expect(p.notOpenedCount).toBe(own.filter((a) => a.readAt === null).length);
      const days = statsOf.get(p.id) ?? [];
      expect(days.reduce((sum, d) => sum + d.applicants, 0)).toBe(own.length);
      expect(p.viewCount).toBe(days.reduce((sum, d) => sum + d.views, 0));
      for (const d of days) expect(d.views).toBeGreaterThanOrEqual(d.applicants * 5);
      if (p.status === 'draft' || p.status === 'in_review') expect(own).toHaveLength(0);
      else expect(days.length).toBeGreaterThan(0);
    }
    expect(applications.length).toBeGreaterThan(1_500);
  });

  it('applies once per seeker and posting, within the posting’s window; opens most older ones; notes on some', () => {
    const postingOf = new Map(postings.map((p) => [p.id, p]));
    expect(new Set(applications.map((a) => `${a.jobPostingId}:${a.jobSeekerId}`)).size).toBe(applications.length);
    for (const a of applications) {
      const p = postingOf.get(a.jobPostingId);
      expect(p?.companyId).toBe(a.companyId);
      const end = Math.min(p?.closedAt?.getTime() ?? Infinity, p?.closesAt?.getTime() ?? Infinity, now.getTime());
      expect(a.appliedAt.getTime()).toBeGreaterThanOrEqual(p?.opensAt?.getTime() ?? Infinity);
      expect(a.appliedAt.getTime()).toBeLessThanOrEqual(end);
      if (a.readAt) expect(a.readAt >= a.appliedAt && a.readAt <= now).toBe(true);
      if (a.stage !== 'applied') expect(a.readAt).not.toBeNull();
      if (a.note !== '') expect(a.noteUpdatedAt && a.readAt && a.noteUpdatedAt >= a.readAt).toBe(true);
    }
    const week = 7 * 86_400_000;
    const older = applications.filter((a) => now.getTime() - a.appliedAt.getTime() > week);
    const recent = applications.filter((a) => now.getTime() - a.appliedAt.getTime() <= 86_400_000);
    expect(older.filter((a) => a.readAt === null).length / older.length).toBeLessThan(0.1);
    expect(recent.filter((a) => a.readAt === null).length / recent.length).toBeGreaterThan(0.3);
    expect(new Set(applications.map((a) => a.stage))).toEqual(new Set(['applied', 'reviewing', 'interview', 'passed', 'rejected']));
    expect(applications.some((a) => a.note !== '' && /[가-힣]/.test(a.note))).toBe(true);
    // The not-opened marker shows on some live postings, not on all.
    const live = postings.filter((p) => effective(p) === 'open' && p.applicantCount > 0);
    expect(live.some((p) => p.notOpenedCount > 0)).toBe(true);
    expect(live.some((p) => p.notOpenedCount === 0)).toBe(true);
  });

  it('draws most applicants from the posting’s occupations, more in its first week', async () => {
    type Row = { fits: number; first_week: number };
    const { rows } = (await database.db.execute<Row>(
      sql.raw(`select avg((s.occupation1_id = p.occupation1_id)::int)::float8 as fits,
              avg((a.applied_at < p.opens_at + interval '7 days')::int)::float8 as first_week
         from job_applications a join job_postings p on p.id = a.job_posting_id join job_seekers s on s.id = a.job_seeker_id
        where coalesce(p.closed_at, p.closes_at, now()) > p.opens_at + interval '21 days'`),
    )) as { rows: Row[] };
    expect(rows[0]?.fits).toBeGreaterThan(0.7);
    expect(rows[0]?.first_week).toBeGreaterThan(0.4);
  });

  // It seeds a second database: 30 s on two cores when the other worker is busy too.
  it('is deterministic', { timeout: 120_000 }, async () => {
    const again = await seeded();
    try {
      const other = await load(again);
      const digest = (d: typeof other) => ({
        postings: d.postings.map((p) => [p.id, p.companyId, p.status, p.title, p.closesAt?.toISOString(), p.applicantCount, p.viewCount]),
        applications: d.applications.map((a) => [a.jobPostingId, a.jobSeekerId, a.stage, a.readAt?.toISOString(), a.note]),
        days: d.stats.map((s) => [s.jobPostingId, s.day, s.views]),
      });
      expect(digest(other)).toEqual(digest({ postings, applications, stats }));
    } finally {
      await again.close();
    }
  });
});
