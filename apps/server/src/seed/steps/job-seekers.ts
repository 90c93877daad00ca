import type { TalentPool } from '@partners/contract';
import { SEED_SIZES, copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import { mobilePhone, type Rng } from '../random.js';
import { addForeignKeys, createIndexes, dropForeignKeys, dropSecondaryIndexes, vacuumAnalyze } from '../seed.repo.js';
import { seekerBatches } from '../seeker-batches.js';
import { emailName } from '../seeker-generator.js';

/**
 * Seekers' names kept for their contact rows, which load later: as indexes into the distinct names (a few
 * thousand), since a million strings kept alive would slow every garbage collection of the load.
 */
class NameList {
  private readonly distinct: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private readonly ids: Int32Array;
  constructor(size: number) {
    this.ids = new Int32Array(size);
  }
  set(seekerId: number, name: string) {
    let index = this.indexOf.get(name);
    if (index === undefined) {
      index = this.distinct.push(name) - 1;
      this.indexOf.set(name, index);
    }
    this.ids[seekerId - 1] = index;
  }
  get(seekerId: number): string {
    return this.distinct[this.ids[seekerId - 1] ?? -1] ?? '';
  }
}

/** About this share of seekers have a messaging-app account; proposals reach the rest by SMS. */
const MESSENGER_SHARE = 0.85;

/**
 * Whether a seeker has a messaging-app account: a hash of the id (Fibonacci hashing, whose high bits spread
 * evenly) rather than a draw, so that the random sequence, and with it every other generated value, is the
 * same as without messenger accounts, and later steps can tell without reading the contacts.
 */
export function hasMessenger(seekerId: number): boolean {
  return (Math.imul(seekerId, 0x9e3779b1) >>> 0) / 2 ** 32 < MESSENGER_SHARE;
}

function* contactRows(rng: Rng, names: NameList, total: number): Generator<unknown[]> {
  for (let id = 1; id <= total; id++) {
    const local = emailName(names.get(id));
    // A messenger id like those people pick: the romanised name, and something of their own.
    const messengerId = hasMessenger(id) ? `${local.replace('.', '_')}_${id.toString(36)}` : null;
    yield [id, mobilePhone(rng), `${local}${id}@example.com`, messengerId];
  }
}

const SEEKER_COLUMNS = [
  'id',
  'name',
  'birth_year',
  'gender',
  'education_level',
  'degree_status',
  'occupation1_id',
  'occupation2_id',
  'years_of_experience',
  'desired_salary',
  'job_intention',
  'job_intention_updated_at',
  'verification_badge',
  'profile_level',
  'rank_score',
  'headline',
  'skills',
  'resume',
  'search_vector',
  'resume_updated_at',
  'registered_at',
] as const;

/** Distinct seeker ids in 1…total. */
function sampleIds(rng: Rng, count: number, total: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, total)) ids.add(rng.int(1, total));
  return [...ids];
}

/** Demo companies have full pools to page through; one in ten other companies has a few applicants. */
function generatePoolEntries(ctx: SeedContext, total: number): unknown[][] {
  const { rng, now } = ctx;
  const demoIds = new Set(DEMO_COMPANIES.map((c) => c.id));
  const rows: unknown[][] = [];
  const add = (companyId: number, pool: Exclude<TalentPool, 'big_pool'>, count: number, source: () => string) => {
    for (const id of sampleIds(rng, count, total))
      rows.push([companyId, pool, id, source(), new Date(now.getTime() - rng.int(0, 180 * 24 * 60) * 60_000)]);
  };
  for (const company of ctx.companies) {
    if (demoIds.has(company.id)) {
      add(company.id, 'company_pool', Math.min(300, Math.round(total * 0.08)), () => (rng.chance(0.7) ? 'applied' : 'followed'));
      add(company.id, 'profile_request_pool', 40, () => 'requested');
      add(company.id, 'interview_request_pool', 25, () => 'proposed');
    } else if (rng.chance(0.1)) {
      add(company.id, 'company_pool', rng.int(5, 30), () => (rng.chance(0.7) ? 'applied' : 'followed'));
    }
  }
  return rows;
}

/**
 * From this many seekers, indexes and foreign keys come off for the load and are built once afterwards
 * (in parallel on PostgreSQL; one after another on PGlite, which has one connection and less memory). The
 * default's 20,000 already gain: its step took 7.3 s on PGlite this way, 8.8 s with the indexes kept.
 */
const REBUILD_FROM = 10_000;
/** Small batches keep memory flat; two in flight keep two database connections loading. */
const BATCH = 2_000;
const IN_FLIGHT = 2;

export const jobSeekersStep: SeedStep = {
  name: '인재풀',
  async run(ctx) {
    const { db } = ctx.database;
    const total = SEED_SIZES[ctx.size].jobSeekers;
    const entries = generatePoolEntries(ctx, total);
    ctx.progress.start(this.name, total * 2 + entries.length);
    const rebuild = total >= REBUILD_FROM;
    const indexes = rebuild ? await dropSecondaryIndexes(db, 'job_seekers') : [];
    const foreignKeys = rebuild ? await dropForeignKeys(db, 'job_seeker_contacts') : [];

    const names = new NameList(total);
    const plan = { companies: ctx.companies.map(({ name, industryId }) => ({ name, industryId })), nowMs: ctx.now.getTime() };
    const inFlight: Promise<void>[] = [];
    for await (const batch of seekerBatches(plan, total, BATCH)) {
      batch.names.forEach((name, i) => names.set(batch.firstId + i, name));
      inFlight.push(ctx.database.copyText('job_seekers', SEEKER_COLUMNS, batch.rows).then(() => ctx.progress.advance(batch.names.length)));
      if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
    }
    await Promise.all(inFlight);

    // The index builds leave a core and the generator idle: contacts and pools load meanwhile.
    await Promise.all([
      createIndexes(db, indexes, ctx.database.kind === 'postgres' ? '1GB' : '256MB'),
      copyInBatches(ctx, 'job_seeker_contacts', ['job_seeker_id', 'phone', 'email', 'messenger_id'], contactRows(ctx.rng, names, total)),
      copyInBatches(ctx, 'talent_pool_entries', ['company_id', 'pool', 'job_seeker_id', 'source', 'created_at'], entries),
    ]);
    await addForeignKeys(db, foreignKeys);
    await vacuumAnalyze(db, 'job_seekers');
    ctx.progress.finish();
  },
};
