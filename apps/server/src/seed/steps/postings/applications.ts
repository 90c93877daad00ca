/** The postings step's applications and daily views: who applies to a planned posting, when, and how far each got. */
import { sql } from 'drizzle-orm';
import type { ApplicantStage } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { jobSeekers } from '../../../db/schema/index.js';
import type { SeedContext } from '../../context.js';
import { APPLICANT_NOTES } from '../../applicant-notes.js';
import type { Rng } from '../../random.js';
import { MINUTE, PARENT, dayNumber, dayString, endOf, type Planned } from './plan.js';

export const APPLICATION_COLUMNS = [
  'company_id',
  'job_posting_id',
  'job_seeker_id',
  'stage',
  'read_at',
  'note',
  'note_updated_at',
  'note_updated_by',
  'applied_at',
  'updated_at',
] as const;

export type Pools = { byOccupation: Map<number, number[]>; byFamily: Map<number, number[]>; total: number };

/** Every seeker's id by level-2 occupation and by family, in id order (one grouped scan). */
export async function loadPools(ctx: SeedContext): Promise<Pools> {
  type Row = { occupation: number; ids: (number | string)[] };
  const { rows } = (await ctx.database.db.execute<Row>(
    sql`select ${jobSeekers.occupation2Id} as occupation, array_agg(${jobSeekers.id} order by ${jobSeekers.id}) as ids from ${jobSeekers} group by 1 order by 1`,
  )) as { rows: Row[] };
  const byOccupation = new Map<number, number[]>();
  const byFamily = new Map<number, number[]>();
  let total = 0;
  for (const row of rows) {
    const ids = row.ids.map(Number);
    total += ids.length;
    byOccupation.set(Number(row.occupation), ids);
    const family = PARENT.get(Number(row.occupation)) ?? 0;
    byFamily.set(family, [...(byFamily.get(family) ?? []), ...ids]);
  }
  return { byOccupation, byFamily, total };
}

/** Stage by how long ago the person applied, and whether the posting has closed. */
function drawStage(rng: Rng, ageDays: number, closed: boolean): ApplicantStage {
  if (closed)
    return rng.weighted<ApplicantStage>([
      ['applied', 4],
      ['reviewing', 8],
      ['interview', 10],
      ['passed', 6],
      ['rejected', 72],
    ]);
  if (ageDays < 2) return rng.chance(0.85) ? 'applied' : 'reviewing';
  if (ageDays < 7)
    return rng.weighted<ApplicantStage>([
      ['applied', 45],
      ['reviewing', 35],
      ['interview', 8],
      ['rejected', 12],
    ]);
  if (ageDays < 21)
    return rng.weighted<ApplicantStage>([
      ['applied', 15],
      ['reviewing', 30],
      ['interview', 20],
      ['passed', 3],
      ['rejected', 32],
    ]);
  return rng.weighted<ApplicantStage>([
    ['applied', 8],
    ['reviewing', 17],
    ['interview', 20],
    ['passed', 7],
    ['rejected', 48],
  ]);
}
const NOTE_SHARE: Record<ApplicantStage, number> = { applied: 0, reviewing: 0.08, interview: 0.3, passed: 0.5, rejected: 0.12 };

/**
 * One posting's applications (more in its first week; stages by age; most older ones opened, a careful
 * company's all but the newest; notes on some) and its daily views, which are many times its
 * applications. Returns the rows and the views' sum.
 */
export function applicationsOf(rng: Rng, p: Planned, pools: Pools, noteBy: number | null, now: number) {
  const start = p.opensAt?.getTime() ?? now;
  const end = endOf(p, now);
  const span = Math.max(MINUTE, end - start);
  const closed = end < now;
  const careful = rng.chance(0.4);
  const own = p.source.id;
  const family = pools.byFamily.get(PARENT.get(own) ?? 0) ?? [];
  const fitting = pools.byOccupation.get(own) ?? family;
  const chosen = new Set<number>();
  const rows: unknown[][] = [];
  const perDay = new Map<number, number>();
  for (let attempt = 0; chosen.size < p.applicants && attempt < p.applicants * 4; attempt++) {
    const roll = rng.int(1, 100);
    const pool = roll <= 75 && fitting.length > 0 ? fitting : roll <= 90 && family.length > 0 ? family : null;
    const seeker = pool ? rng.pick(pool) : rng.int(1, pools.total);
    if (chosen.has(seeker)) continue;
    chosen.add(seeker);
    const offset = span > 7 * DAY_MS && rng.chance(0.45) ? rng.int(0, 7 * 24 * 60) * MINUTE : rng.int(0, Math.floor(span / MINUTE)) * MINUTE;
    const applied = Math.min(start + offset, now - MINUTE);
    const ageDays = (now - applied) / DAY_MS;
    const stage = drawStage(rng, ageDays, closed);
    const read =
      stage !== 'applied' ||
      (careful && ageDays > 0.5) ||
      rng.chance(closed ? 0.9 : ageDays < 1 ? 0.1 : ageDays < 3 ? 0.35 : ageDays < 7 ? 0.65 : 0.9);
    const readAt = read ? applied + Math.min(5 * DAY_MS, Math.floor((now - applied) * rng.int(5, 60) * 0.01)) : null;
    const notes = APPLICANT_NOTES[stage as keyof typeof APPLICANT_NOTES] as readonly string[] | undefined;
    const noted = readAt !== null && notes !== undefined && rng.chance(NOTE_SHARE[stage]);
    const noteAt = noted && readAt !== null ? readAt + Math.floor((now - readAt) * rng.int(10, 90) * 0.01) : null;
    const updated = Math.max(applied, readAt ?? 0, noteAt ?? 0);
    rows.push([
      p.company.id,
      p.id,
      seeker,
      stage,
      readAt === null ? null : new Date(readAt),
      noted && notes ? rng.pick(notes) : '',
      noteAt === null ? null : new Date(noteAt),
      noteAt === null ? null : noteBy,
      new Date(applied),
      new Date(updated),
    ]);
    const day = dayNumber(applied);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  // Views for every Korean day the posting was open: the applicants' days, a base that fades after the first week, quieter weekends.
  const stats: unknown[][] = [];
  let views = 0;
  if (p.opensAt) {
    const first = dayNumber(start);
    for (let day = first; day <= dayNumber(end); day++) {
      const weekend = (day + 4) % 7 === 0 || (day + 4) % 7 === 6;
      const base = p.popularity * rng.int(3, 25) * (day - first < 7 ? 1.6 : 1) * (weekend ? 0.6 : 1);
      const n = Math.round(base + (perDay.get(day) ?? 0) * rng.int(8, 25));
      views += n;
      stats.push([p.id, dayString(day), n]);
    }
  }
  return { rows, stats, views };
}
