import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { appMeta, jobSeekers, occupations } from '../../db/schema/index.js';

/** Where app_meta records which index form the stored search vectors have (docs/decisions/0006). */
const FORMAT_KEY = 'search_vector_format';

/** The stored vectors' format; databases from before the marker hold the first one. */
export async function readVectorFormat(db: Db): Promise<number> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FORMAT_KEY)).limit(1);
  const format = (row?.value as { format?: unknown } | undefined)?.format;
  return typeof format === 'number' ? format : 1;
}

export async function writeVectorFormat(db: Db, format: number): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: FORMAT_KEY, value: { format } })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: { format }, updatedAt: new Date() } });
}

export async function countSeekers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobSeekers);
  return row?.n ?? 0;
}

/** What a seeker's vector is made of, `limit` seekers after id `after`, in id order. */
export async function readVectorSources(db: Db, after: number, limit: number) {
  return db
    .select({
      id: jobSeekers.id,
      headline: jobSeekers.headline,
      skills: jobSeekers.skills,
      resume: jobSeekers.resume,
      occupationName: occupations.name,
      gender: jobSeekers.gender,
      yearsOfExperience: jobSeekers.yearsOfExperience,
      birthYear: jobSeekers.birthYear,
      occupation1Id: jobSeekers.occupation1Id,
      occupation2Id: jobSeekers.occupation2Id,
      educationLevel: jobSeekers.educationLevel,
      degreeStatus: jobSeekers.degreeStatus,
      jobIntention: jobSeekers.jobIntention,
      verificationBadge: jobSeekers.verificationBadge,
      profileLevel: jobSeekers.profileLevel,
    })
    .from(jobSeekers)
    .innerJoin(occupations, eq(occupations.id, jobSeekers.occupation2Id))
    .where(gt(jobSeekers.id, after))
    .orderBy(asc(jobSeekers.id))
    .limit(limit);
}

/** Writes new vectors (tsvector input text) in one statement. */
export async function writeVectors(db: Db, vectors: readonly { id: number; vector: string }[]): Promise<void> {
  if (vectors.length === 0) return;
  const values = sql.join(
    vectors.map((v) => sql`(${v.id}::int, ${v.vector}::tsvector)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${jobSeekers} set search_vector = v.vector
    from (values ${values}) as v(id, vector)
    where ${jobSeekers.id} = v.id`);
}
