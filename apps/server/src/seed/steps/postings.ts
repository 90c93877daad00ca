import type { SeedStep, SeededPosting } from '../context.js';
import { addForeignKeys, createIndexes, dropForeignKeys, dropSecondaryIndexes, vacuumAnalyze } from '../seed.repo.js';
import { APPLICATION_COLUMNS, applicationsOf, loadPools } from './postings/applications.js';
import { STATUS, allotApplicants, planAll } from './postings/plan.js';
import { POSTING_COLUMNS, addressesOf, postingRow, type Addresses } from './postings/posting-row.js';

/** From this many applications, the table's indexes and foreign keys come off for the load (default and large: faster on both engines). */
const REBUILD_FROM = 50_000;
const ANALYZE_FROM = 10_000;
/** Flush when this many applications are waiting (one COPY each, so the counters' triggers run once per batch). */
const BATCH = 20_000;

/**
 * Job postings of every company in every state, with their applicants and daily views (decision 0017).
 * Planned first (states and times, then the applicants each draws), then written in batches: postings,
 * then their days' views, then their applications, whose COPY makes the triggers count them.
 */
export const postingsStep: SeedStep = {
  name: '채용 공고·지원자',
  async run(ctx) {
    const { rng } = ctx;
    const now = ctx.now.getTime();
    const planned = planAll(ctx);
    const pools = await loadPools(ctx);
    allotApplicants(ctx, planned, pools.total);
    const applicants = planned.reduce((sum, p) => sum + p.applicants, 0);
    ctx.progress.start(this.name, planned.length + applicants);
    // A million applications load faster into a bare table, each index then built once and each foreign key checked in one pass.
    const rebuild = applicants >= REBUILD_FROM;
    const indexes = rebuild ? await dropSecondaryIndexes(ctx.database.db, 'job_applications') : [];
    const foreignKeys = rebuild ? await dropForeignKeys(ctx.database.db, 'job_applications') : [];

    const operatorsOf = new Map<number, number[]>();
    for (const op of ctx.operators) operatorsOf.set(op.companyId, [...(operatorsOf.get(op.companyId) ?? []), op.userId]);
    const addresses = new Map<number, Addresses>();
    let postings: unknown[][] = [];
    let stats: unknown[][] = [];
    let applications: unknown[][] = [];
    const flush = async () => {
      await ctx.database.copyRows('job_postings', POSTING_COLUMNS, postings);
      await ctx.database.copyRows('job_posting_daily_stats', ['job_posting_id', 'day', 'views'], stats);
      await ctx.database.copyRows('job_applications', APPLICATION_COLUMNS, applications);
      ctx.progress.advance(postings.length + applications.length);
      [postings, stats, applications] = [[], [], []];
    };
    for (const p of planned) {
      const operators = operatorsOf.get(p.company.id) ?? [];
      const author = operators.length > 0 ? rng.pick(operators) : null;
      const made = applicationsOf(rng, p, pools, author, now);
      postings.push(postingRow(rng, p, author, addressesOf(rng, addresses, p.company.id), made.views, now));
      stats.push(...made.stats);
      applications.push(...made.rows);
      const seeded: SeededPosting = {
        id: p.id,
        companyId: p.company.id,
        title: String(postings[postings.length - 1]?.[4]),
        status: STATUS[p.kind],
        closesAt: p.closesAt,
        alwaysOpen: p.alwaysOpen,
      };
      ctx.postings.push(seeded);
      if (applications.length >= BATCH || postings.length >= BATCH) await flush();
    }
    await flush();
    await createIndexes(ctx.database.db, indexes, ctx.database.kind === 'postgres' ? '512MB' : '128MB');
    await addForeignKeys(ctx.database.db, foreignKeys);
    // Planner statistics for lists over thousands of postings; a test's few hundred rows do without (it seeds on every file).
    if (applicants >= ANALYZE_FROM)
      for (const table of ['job_postings', 'job_applications', 'job_posting_daily_stats']) await vacuumAnalyze(ctx.database.db, table);
    ctx.progress.finish();
  },
};
