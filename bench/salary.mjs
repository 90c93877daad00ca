// npm run bench:salary — the salary analysis (issue 20, decision 0024) on PostgreSQL with the large demo data
// (2,000,000 salary reports): one analysis (`analyseSalary`, apps/server/src/modules/salary-analysis/analysis.ts, as
// the worker calls it) over many varied requests drawn from the data (level-2 and level-1 occupations and
// industries, previous companies, thin cohorts that widen or are reserved), and the submit-time check
// (`cohortIsLargeEnough`); beside them, in the same run, two baselines written in plain SQL: percentile_cont over
// the exact cohort in one query (no widening, no histogram, no previous company: the floor of one statement), and
// the widening done the naive way, one count(*) per step until the cohort holds 30 reports, then percentile_cont.
// Each runs closed loop with each of BENCH_CLIENTS' numbers of concurrent callers for BENCH_DURATION seconds after
// a warm-up. Prints the plans of the two queries an analysis makes. Prints figures only; asserts nothing.
// Runs under `node --import tsx` (the engine is imported from its TypeScript source); seeding uses the built seed:
// run `npm run build -w @partners/server` first unless BENCH_REUSE finds the data.
//   BENCH_SIZE       seed size (default large: 2,000,000 salary reports)
//   BENCH_REUSE=1    keep an already seeded benchmark database (seeding large takes many minutes)
//   BENCH_DURATION   seconds per measured call (default 15)
//   BENCH_CLIENTS    numbers of concurrent callers, comma-separated (default 1,4)
//   BENCH_REQUESTS   how many different requests to cycle through (default 400)
//   BENCH_DATABASE   the database's name on BENCH_PG_URL's server (default pc_bench_salary)
//   BENCH_QUEUED     requests queued at once in the second part (default 50; 0 skips it)
// The second part (issue 20's "50 analyses queued at once"): the built server (`npm run build -w @partners/server`)
// with its in-process job worker, as `npm start` runs it; the demo admin of company 1 is given enough tickets and
// sends BENCH_QUEUED requests to POST salaryAnalyses.create at once (requests that the first part analysed, so
// none is reserved); the time is from the first request sent until every one is completed (status 3).
import pg from 'pg';
import { COMPANY_SIZES, SALARY_ANALYSIS } from '@partners/contract';
import { randomBytes } from 'node:crypto';
import {
  contractPaths,
  freshPostgres,
  isSeeded,
  latencyRow,
  loadLoop,
  mulberry32,
  ms,
  PG_SERVER,
  postgresMemory,
  query,
  seed,
  signIn,
  startServer,
  stopServer,
  table,
} from './lib.mjs';

const size = process.env.BENCH_SIZE ?? 'large';
const duration = Number(process.env.BENCH_DURATION ?? 15);
const levels = (process.env.BENCH_CLIENTS ?? '1,4').split(',').map(Number);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 400);
const DATABASE = process.env.BENCH_DATABASE ?? 'pc_bench_salary';
const queued = Number(process.env.BENCH_QUEUED ?? 50);
const WARMUP_SECONDS = 2;
const { loop } = loadLoop({ warmup: WARMUP_SECONDS, duration });

/**
 * Requests as recruiters would send them, drawn from reports of the data (a repeatable sample): the report's
 * occupation and industry (a fifth of them asked at level 1 only), experience and size, desired salaries around
 * the report's pay; half with a previous company of another size and industry; one in ten for 21–30 years of
 * experience, which the data hardly holds (the cohort widens, sometimes to a reservation).
 */
async function requests(url) {
  const sample = await query(
    url,
    `select r.occupation_id, o.parent_id as occupation1, r.industry_id, i.parent_id as industry1, r.company_size, r.experience_years, r.annual_salary
     from salary_reports r tablesample bernoulli (0.2) repeatable (20)
     join occupations o on o.id = r.occupation_id join industries i on i.id = r.industry_id
     order by r.id limit $1`,
    [requestCount],
  );
  const next = mulberry32(20);
  const pick = (items) => items[Math.floor(next() * items.length)];
  const amount = (x) => Math.min(SALARY_ANALYSIS.amount.max, Math.max(SALARY_ANALYSIS.amount.min, Math.round(x / 10) * 10));
  return sample.map((r) => {
    const pre = next() < 0.5 ? pick(sample) : null;
    return {
      occupationLevel1Id: r.occupation1,
      occupationLevel2Id: next() < 0.2 ? null : r.occupation_id,
      experienceYears: next() < 0.1 ? 21 + Math.floor(next() * 10) : r.experience_years,
      industryLevel1Id: r.industry1,
      industryLevel2Id: next() < 0.2 ? null : r.industry_id,
      companySize: r.company_size,
      hopeSalary: amount(r.annual_salary * (0.9 + next() * 0.5)),
      preSalary: next() < 0.7 ? amount(r.annual_salary * (0.8 + next() * 0.3)) : null,
      proposeSalary: next() < 0.6 ? amount(r.annual_salary * (0.9 + next() * 0.3)) : null,
      preCompany: pre && { size: pick(COMPANY_SIZES), industryLevel1Id: pre.industry1, industryLevel2Id: next() < 0.2 ? null : pre.industry_id },
    };
  });
}

// ---------------------------------------------------------------- the baselines, in plain SQL

const PERCENTILES = `percentile_cont(array[${SALARY_ANALYSIS.percentiles.map((p) => p / 100).join(', ')}]) within group (order by annual_salary)`;

/** The reports of one cohort: level-2 ids or a level-1 id's children, an experience band, a size or any, the years. */
function cohortWhere(c, years) {
  const category = (column, table, level1, level2) =>
    level2 === null ? `${column} in (select id from ${table} where parent_id = ${level1})` : `${column} = ${level2}`;
  return [
    category('occupation_id', 'occupations', c.occupation1, c.occupation2),
    category('industry_id', 'industries', c.industry1, c.industry2),
    `experience_years between ${c.experience - c.band} and ${c.experience + c.band}`,
    ...(c.size === null ? [] : [`company_size = '${c.size}'`]),
    `reported_year between ${years.from} and ${years.to}`,
  ].join(' and ');
}

function exactCohort(r) {
  return {
    occupation1: r.occupationLevel1Id,
    occupation2: r.occupationLevel2Id,
    industry1: r.industryLevel1Id,
    industry2: r.industryLevel2Id,
    experience: r.experienceYears,
    band: 0,
    size: r.companySize,
  };
}

/** Decision 0024's steps, each a cohort: the naive way counts each one until it holds the minimum. */
function naiveSteps(r) {
  const steps = [exactCohort(r)];
  const last = () => steps[steps.length - 1];
  if (r.occupationLevel2Id !== null) steps.push({ ...last(), occupation2: null });
  for (let band = 1; band <= SALARY_ANALYSIS.maxExperienceBand; band++) steps.push({ ...last(), band });
  if (r.industryLevel2Id !== null) steps.push({ ...last(), industry2: null });
  steps.push({ ...last(), size: null });
  return steps;
}

// ---------------------------------------------------------------- many analyses queued at once

const COMPANY_ID = 1; // 누리클라우드, the company of admin@demo.test, which applied for salary analysis

/** The form's body for an engine request; a previous company, when there is one, is a company of the data. */
function formBody(r, k) {
  return {
    occupationLevel1: r.occupationLevel1Id,
    occupationLevel2: r.occupationLevel2Id,
    experienceYear: r.experienceYears,
    hopeSalary: r.hopeSalary,
    preSalary: r.preSalary,
    preCompany: r.preCompany ? { id: 2 + (k % 30), name: `bench ${k}` } : null,
    industryLevel1: r.industryLevel1Id,
    industryLevel2: r.industryLevel2Id,
    companySize: r.companySize,
    proposeSalary: r.proposeSalary,
    idempotency_key: randomBytes(16).toString('hex'),
  };
}

/** Sends every request at once to the real server and waits until each is completed; returns the times. */
async function queuedAnalyses(url, requestsToSend) {
  // Enough tickets for every request (a grant, as an operator would give), whatever the seed left.
  await query(
    url,
    `insert into salary_ticket_ledger (company_id, delta, reason)
     select $1, $2 - balance, 'grant' from (select coalesce(sum(delta), 0)::int as balance from salary_ticket_ledger where company_id = $1) b where balance < $2`,
    [COMPANY_ID, requestsToSend.length],
  );
  await query(url, 'update company_plans set is_salary_apply = true where company_id = $1', [COMPANY_ID]);
  const path = contractPaths(['salaryAnalyses.create'])['salaryAnalyses.create'];
  const { child, base } = await startServer({ DATABASE_URL: url }, 3241);
  try {
    const cookie = await signIn(base, 'admin@demo.test');
    const { token } = await (await fetch(`${base}/api/v3/csrf`, { headers: { cookie } })).json();
    const headers = { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    console.log(`… ${requestsToSend.length} analyses queued at once through ${path}`);
    const started = performance.now();
    const ids = await Promise.all(
      requestsToSend.map(async (r, k) => {
        const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(formBody(r, k)) });
        const json = await response.json();
        if (!response.ok) throw new Error(`create: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
        if (json.data.analysis.status !== 1) throw new Error(`created with status ${json.data.analysis.status}`);
        return json.data.analysis.id;
      }),
    );
    const createdMs = performance.now() - started;
    for (;;) {
      const [{ done }] = await query(url, 'select count(*)::int as done from salary_analyses where id = any($1) and status = 3', [ids]);
      if (done === ids.length) break;
      if (performance.now() - started > 120_000) throw new Error(`${done} of ${ids.length} completed after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { count: ids.length, createdMs, completedMs: performance.now() - started };
  } finally {
    await stopServer(child);
  }
}

// ---------------------------------------------------------------- run

const { analyseSalary, cohortIsLargeEnough, cohortYears } = await import('../apps/server/src/modules/salary-analysis/analysis.ts');
const { openPostgres } = await import('../apps/server/src/platform/db.ts');

const target = new URL(PG_SERVER);
target.pathname = `/${DATABASE}`;
const reuse = process.env.BENCH_REUSE && (await isSeeded(target.toString(), size));
const url = reuse ? target.toString() : await freshPostgres(DATABASE);
console.log(`… postgres: ${(await postgresMemory(url)).line}`);
if (!reuse) {
  console.log(`… postgres: generating the ${size} demo data (BENCH_REUSE=1 keeps it for the next run)`);
  const started = Date.now();
  seed({ DATABASE_URL: url }, size);
  console.log(`  generated and loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
await query(url, 'vacuum analyze salary_reports');
const [{ reports }] = await query(url, 'select count(*)::int as reports from salary_reports');

const now = new Date();
const years = cohortYears(now);
const asked = await requests(url);
// The server's and the worker's pool size (DATABASE_POOL_SIZE, 10 by default): an analysis runs its independent queries side by side.
const database = await openPostgres(url, { max: Math.max(10, ...levels) });
const naivePool = new pg.Pool({ connectionString: url, max: Math.max(...levels) });

// What the requests come to: how deep their cohorts widen, how many are reserved.
const outcomes = { exact: 0, widened: 0, reserved: 0, withPrevious: 0, cohortSizes: [] };
const analysable = [];
for (const r of asked) {
  const outcome = await analyseSalary(database.db, r, now);
  if (outcome.kind === 'reserved') outcomes.reserved++;
  else {
    analysable.push(r);
    outcomes[outcome.result.cohort.widened.length === 0 ? 'exact' : 'widened']++;
    if (outcome.result.previous_company) outcomes.withPrevious++;
    outcomes.cohortSizes.push(outcome.result.cohort.size);
  }
}
const sizes = outcomes.cohortSizes.sort((a, b) => a - b);
console.log(
  `… ${reports.toLocaleString('en-US')} salary reports (years ${years.from}–${years.to} counted); ${asked.length} requests: ` +
    `${outcomes.exact} exact cohorts, ${outcomes.widened} widened, ${outcomes.reserved} reserved, ${outcomes.withPrevious} with previous-company figures; ` +
    `cohort sizes median ${sizes[Math.floor(sizes.length / 2)]?.toLocaleString('en-US')}, largest ${sizes[sizes.length - 1]?.toLocaleString('en-US')}`,
);

// The plans of an analysis's two queries for a level-1 request (the widest reads), written out as the repository sends them.
const wide = asked.find((r) => r.occupationLevel2Id === null && r.industryLevel2Id === null) ?? asked[0];
const capped = naiveSteps(wide).map(
  (step) =>
    `(select count(*)::int from (select 1 from salary_reports where ${cohortWhere(step, years)} limit ${SALARY_ANALYSIS.minCohort}) as capped)`,
);
for (const [label, text] of [
  [
    `every cohort the widening may end on, each counted up to ${SALARY_ANALYSIS.minCohort} (a level-1 request):`,
    `select array[${capped.join(', ')}]::int[]`,
  ],
  [
    'the chosen cohort\u2019s salaries (its exact cohort):',
    `select annual_salary, count(*)::int from salary_reports where ${cohortWhere(exactCohort(wide), years)} group by 1 order by 1`,
  ],
]) {
  const plan = await query(url, `explain (analyze, buffers, costs off) ${text}`);
  console.log(`\n${label}\n${plan.map((p) => `  ${p['QUERY PLAN']}`).join('\n')}`);
}

const rows = [];
const verdicts = [];
const calls = [
  { name: 'analyseSalary (the whole report)', send: (i) => analyseSalary(database.db, asked[i % asked.length], now) },
  { name: 'cohortIsLargeEnough (submit check)', send: (i) => cohortIsLargeEnough(database.db, asked[i % asked.length], now) },
  {
    name: '  baseline: percentile_cont, exact cohort',
    send: (i) =>
      naivePool.query(
        `select count(*)::int as n, ${PERCENTILES} as p from salary_reports where ${cohortWhere(exactCohort(asked[i % asked.length]), years)}`,
      ),
  },
  {
    name: '  baseline: a count per widening step',
    send: async (i) => {
      const steps = naiveSteps(asked[i % asked.length]);
      for (const [k, step] of steps.entries()) {
        const where = cohortWhere(step, years);
        const { rows: counted } = await naivePool.query(`select count(*)::int as n from salary_reports where ${where}`);
        if (counted[0].n >= SALARY_ANALYSIS.minCohort || k === steps.length - 1) {
          await naivePool.query(`select ${PERCENTILES} as p from salary_reports where ${where}`);
          return true;
        }
      }
      return true;
    },
  },
];
try {
  for (const call of calls) {
    for (const n of levels) {
      console.log(`… ${call.name.trim()}, ${n} callers`);
      await loop(n, WARMUP_SECONDS, async (i) => (await call.send(i), true));
      const measured = await loop(n, duration, async (i) => (await call.send(i), true));
      rows.push(latencyRow(call.name, n, measured));
      verdicts.push(`${call.name.trim()}, ${n} callers: p50 ${ms(measured.p50)} ms, p95 ${ms(measured.p95)} ms, ${Math.round(measured.perSecond)}/s`);
    }
  }
  const queue = queued > 0 ? await queuedAnalyses(url, analysable.slice(0, queued)) : null;
  console.log(
    `\nSalary analysis benchmark (${size} seed, ${reports.toLocaleString('en-US')} salary reports, ${asked.length} requests in turn), ` +
      `${levels.join(' and ')} concurrent callers, in-process on PostgreSQL, ${WARMUP_SECONDS}s warm-up then ${duration}s each`,
  );
  table(rows);
  for (const line of verdicts) console.log(line);
  if (queue) {
    console.log(
      `${queue.count} analyses queued at once through the API (server with its in-process worker): all created in ${(queue.createdMs / 1000).toFixed(2)} s, ` +
        `all completed ${(queue.completedMs / 1000).toFixed(2)} s after the first was sent`,
    );
  }
} finally {
  await naivePool.end();
  await database.close();
}
