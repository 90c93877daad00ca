import { talentSearchQuery } from '@partners/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DAY_MS } from '@partners/contract/korea-time';
import { companyEvents, jobSeekers, memberships, notifications, savedSearchMatchRuns, savedSearches, users } from '../../db/schema/index.js';
import { testConfig } from '../../platform/config.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { matchSearchDeps } from '../../job-worker.js';
import type { TalentSearchDeps } from '../talent-search/talent-search.service.js';
import { LINKED_MATCHES, runSavedSearchMatches } from './saved-searches.jobs.js';

const HOUR = 3_600_000;

let t: TestApp;
let deps: TalentSearchDeps;
let managerId: number;
let adminId: number;
/** The run's clock: a fixed instant, moved forward by the tests. */
const T0 = new Date(Date.now() - 20 * DAY_MS);

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function save(owner: number, title: string, query: string, shared = false): Promise<number> {
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({ companyId: 1, userId: owner, title, query, tab: 'index', shared, createdAt: new Date(T0.getTime() - 2 * DAY_MS) })
    .returning({ id: savedSearches.id });
  return row?.id ?? 0;
}

/** Marks seekers as updated at `at` (the seed's seekers are all older than the tests' window). */
async function touch(ids: number[], at: Date) {
  await t.database.db.update(jobSeekers).set({ resumeUpdatedAt: at }).where(inArray(jobSeekers.id, ids));
}

async function runsOf(savedSearchId: number) {
  return t.database.db
    .select()
    .from(savedSearchMatchRuns)
    .where(eq(savedSearchMatchRuns.savedSearchId, savedSearchId))
    .orderBy(savedSearchMatchRuns.matchedTo);
}

async function eventsOf(savedSearchId: number) {
  return t.database.db
    .select()
    .from(companyEvents)
    .where(and(eq(companyEvents.kind, 'saved_search_matches'), eq(companyEvents.subjectId, savedSearchId)));
}

async function notificationsTo(user: number, like: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user), eq(notifications.companyId, 1), sql`${notifications.message} like ${`%${like}%`}`));
}

let all: number;
let mid: number;
/** The outcomes of the tests' own saved searches (the demo data has its own). */
async function run(now: Date) {
  return (await runSavedSearchMatches(deps, now)).filter((o) => o?.savedSearchId === all || o?.savedSearchId === mid);
}
/** Seekers with 3–5 years of experience and others, all moved into the first window. */
let inRange: number[] = [];
let outOfRange: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  deps = matchSearchDeps(db, testConfig().sessionSecret);
  managerId = await userId('manager@demo.test');
  adminId = await userId('admin@demo.test');
  // Nothing changed recently but what the tests touch.
  const old = new Date(T0.getTime() - 30 * DAY_MS).toISOString();
  await db.execute(
    sql`update job_seekers set resume_updated_at = least(resume_updated_at, ${old}::timestamptz), registered_at = least(registered_at, ${old}::timestamptz)`,
  );
  const pick = async (min: number, max: number, not: boolean) =>
    (
      await db
        .select({ id: jobSeekers.id })
        .from(jobSeekers)
        .where(
          not ? sql`${jobSeekers.yearsOfExperience} not between ${min} and ${max}` : sql`${jobSeekers.yearsOfExperience} between ${min} and ${max}`,
        )
        .orderBy(jobSeekers.id)
        .limit(25)
    ).map((r) => r.id);
  inRange = await pick(3, 5, false);
  outOfRange = await pick(3, 5, true);
  await touch([...inRange, ...outOfRange], new Date(T0.getTime() - 1 * DAY_MS));
  all = await save(managerId, '전체 인재', 'order_by=updated_at');
  mid = await save(managerId, '경력 3~5년', 'yoe=3;5&order_by=updated_at', true);
});
afterAll(() => t.close());

describe('the daily saved-search match job', () => {
  it("the demo data's saved searches are searches the job can run, some shared, each with its daily runs", async () => {
    const seeded = (await t.database.db.select().from(savedSearches)).filter((s) => s.id !== all && s.id !== mid);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.some((s) => s.shared)).toBe(true);
    for (const s of seeded) expect(talentSearchQuery.safeParse(Object.fromEntries(new URLSearchParams(s.query))).success, s.query).toBe(true);
    const runs = await t.database.db.select().from(savedSearchMatchRuns);
    expect(new Set(runs.map((r) => r.savedSearchId)).size).toBe(seeded.length);
  });

  it('runs each due saved search over the job seekers changed since, and records the run, the event and the notification', async () => {
    const outcomes = await runSavedSearchMatches(deps, T0);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { savedSearchId: all, newMatches: inRange.length + outOfRange.length },
        { savedSearchId: mid, newMatches: inRange.length },
      ]),
    );
    const [run] = await runsOf(mid);
    expect(run).toMatchObject({ companyId: 1, newMatches: inRange.length, matchedTo: T0, matchedFrom: new Date(T0.getTime() - 2 * DAY_MS) });
    expect(run?.sampleJobSeekerIds).toHaveLength(Math.min(LINKED_MATCHES, inRange.length));
    expect(run?.sampleJobSeekerIds.every((id) => inRange.includes(id))).toBe(true);
    const [search] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, mid));
    expect(search?.matchedUntil).toEqual(T0);

    expect(await eventsOf(mid)).toEqual([
      expect.objectContaining({
        companyId: 1,
        details: {
          title: '경력 3~5년',
          count: inRange.length,
          link: expect.stringMatching(/^\/partners\/job_seekers\/search\/index\/1\?.*job_seeker_ids=/) as string,
        },
        occurredAt: T0,
      }),
    ]);
    // Unshared: the owner alone. Shared: every operator of the company.
    const ownerOnly = await notificationsTo(managerId, '전체 인재');
    expect(ownerOnly).toHaveLength(1);
    expect(ownerOnly[0]?.message).toBe(`저장한 검색 '전체 인재'에 새로 맞는 인재가 ${inRange.length + outOfRange.length}명 있습니다`);
    expect(await notificationsTo(adminId, '전체 인재')).toHaveLength(0);
    const operators = await t.database.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.companyId, 1), eq(memberships.permission, 'granted')));
    for (const o of operators) expect(await notificationsTo(o.userId, '경력 3~5년'), String(o.userId)).toHaveLength(1);
    const [shared] = await notificationsTo(adminId, '경력 3~5년');
    const link = new URL(shared?.url ?? '', 'http://x');
    expect(link.pathname).toBe('/partners/job_seekers/search/index/1');
    expect(link.searchParams.get('yoe')).toBe('3;5');
    expect(
      link.searchParams
        .get('job_seeker_ids')
        ?.split(',')
        .map((enc) => deps.ids.decode(enc)),
    ).toEqual(run?.sampleJobSeekerIds);
  });

  it('runs a search at most once a day, and never counts a job seeker twice', async () => {
    // Same day: nothing is due.
    expect(await run(new Date(T0.getTime() + 12 * HOUR))).toEqual([]);
    // A day later, nothing new: a run with no matches, no event, no notification.
    const day1 = new Date(T0.getTime() + DAY_MS);
    expect(await runSavedSearchMatches(deps, day1)).toEqual(expect.arrayContaining([{ savedSearchId: mid, newMatches: 0 }]));
    expect((await runsOf(mid)).map((r) => r.newMatches)).toEqual([inRange.length, 0]);
    expect(await eventsOf(mid)).toHaveLength(1);
    expect(await notificationsTo(managerId, '경력 3~5년')).toHaveLength(1);
    // One seeker updated again, one new to the pool: only they count on the next day.
    const again = inRange[0] ?? 0;
    await touch([again], new Date(day1.getTime() + 2 * HOUR));
    const registered = inRange[1] ?? 0;
    await t.database.db
      .update(jobSeekers)
      .set({ registeredAt: new Date(day1.getTime() + 3 * HOUR) })
      .where(eq(jobSeekers.id, registered));
    const day2 = new Date(day1.getTime() + DAY_MS);
    expect(await runSavedSearchMatches(deps, day2)).toEqual(expect.arrayContaining([{ savedSearchId: mid, newMatches: 2 }]));
    const runs = await runsOf(mid);
    expect(runs.map((r) => r.newMatches)).toEqual([inRange.length, 0, 2]);
    expect(runs[2]?.sampleJobSeekerIds.sort((a, b) => a - b)).toEqual([again, registered].sort((a, b) => a - b));
    expect(runs[2]?.matchedFrom).toEqual(day1);
    // Each event links where its notification does: the search narrowed to that run's matches.
    expect((await eventsOf(mid)).map(({ details: { link: _link, ...rest } }) => rest)).toEqual([
      { title: '경력 3~5년', count: inRange.length },
      { title: '경력 3~5년', count: 2 },
    ]);
  });

  it('records one run when two workers run the same searches at once', async () => {
    const day3 = new Date(T0.getTime() + 3 * DAY_MS);
    await touch([outOfRange[0] ?? 0], new Date(day3.getTime() - HOUR));
    const [a, b] = await Promise.all([run(day3), run(day3)]);
    const ran = [...(a ?? []), ...(b ?? [])].filter((o) => o?.savedSearchId === all);
    expect(ran).toEqual([{ savedSearchId: all, newMatches: 1 }]);
    expect((await runsOf(all)).map((r) => r.newMatches)).toEqual([inRange.length + outOfRange.length, 0, 2, 1]);
    expect(await eventsOf(all)).toHaveLength(3);
    expect(await notificationsTo(managerId, '전체 인재')).toHaveLength(3);
    // A second worker a moment later finds nothing due.
    expect(await run(new Date(day3.getTime() + 1000))).toEqual([]);
  });
});
