/**
 * The job seekers' rows as the console reads them outside a search (a profile, names, the occupations) and the
 * search event log; the search engine itself is talent-search.repo.ts, which selects the same result columns.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { jobSeekers, occupations, searchEvents } from '../../db/schema/index.js';
import type { SeekerRow } from './search-engine.js';

/** A search result's columns: every column a result row shows, not the search vector. */
export const resultColumns = {
  id: jobSeekers.id,
  headline: jobSeekers.headline,
  birthYear: jobSeekers.birthYear,
  gender: jobSeekers.gender,
  educationLevel: jobSeekers.educationLevel,
  degreeStatus: jobSeekers.degreeStatus,
  occupation1Id: jobSeekers.occupation1Id,
  occupation2Id: jobSeekers.occupation2Id,
  yearsOfExperience: jobSeekers.yearsOfExperience,
  desiredSalary: jobSeekers.desiredSalary,
  jobIntention: jobSeekers.jobIntention,
  verificationBadge: jobSeekers.verificationBadge,
  profileLevel: jobSeekers.profileLevel,
  skills: jobSeekers.skills,
  resume: jobSeekers.resume,
  resumeUpdatedAt: jobSeekers.resumeUpdatedAt,
};

export async function listOccupations(db: Db) {
  return db.select().from(occupations).orderBy(occupations.id);
}

/** One seeker's résumé for the profile page: every column but the search vector (contacts are elsewhere). */
export async function findProfile(db: Db, id: number) {
  const [row] = await db
    .select({
      ...resultColumns,
      name: jobSeekers.name,
      jobIntentionUpdatedAt: jobSeekers.jobIntentionUpdatedAt,
      registeredAt: jobSeekers.registeredAt,
    })
    .from(jobSeekers)
    .where(eq(jobSeekers.id, id))
    .limit(1);
  return row as (SeekerRow & { name: string; jobIntentionUpdatedAt: Date; registeredAt: Date }) | undefined;
}

/** The names of the given seekers (the fit candidates' masked names). */
export async function seekerNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobSeekers.id, name: jobSeekers.name })
    .from(jobSeekers)
    .where(inArray(jobSeekers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertSearchEvent(db: Db, event: typeof searchEvents.$inferInsert) {
  await db.insert(searchEvents).values(event);
}
