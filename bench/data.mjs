// npm run bench:data — the data area on PostgreSQL with the large demo data (issue 21): the visitor overview and
// detail over 24 months through the real server (settings `npm start` uses: log level info, logs to /dev/null),
// each with BENCH_CLIENTS' numbers of concurrent keep-alive clients (closed loop) for BENCH_DURATION seconds after
// a warm-up; beside them, in the same run, a bare Fastify route (the floor: HTTP and this client, no database) and
// the naive query (the same figures counted from the raw `visit_events`, no HTTP). Then the rollup job's catch-up
// of one day of events (VISITS_PER_DAY, queued by the trigger as the ingest would), with the job's own code.
// Prints figures only; asserts nothing. Builds nothing: run `npm run build -w @partners/server` first.
//   BENCH_SIZE       seed size (default large: 10,000,000 visit events)
//   BENCH_REUSE=1    keep an already seeded benchmark database (seeding large takes many minutes)
//   BENCH_DURATION   seconds per measured call (default 10)
//   BENCH_CLIENTS    numbers of concurrent clients, comma-separated (default 1,4)
//   BENCH_NICE       the load generator's niceness (default 10; 0 keeps it)
//   BENCH_DATABASE   the database's name on BENCH_PG_URL's server (default pc_bench_data)
//
// SCENARIOS is the list of what is measured: each has a name, the URLs a client GETs in turn (or, `together`,
// all at once per round, as the home page asks for its nine dashboard slots), its target and the naive
// statements of one round.
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { addMonths } from '@partners/contract';
import { addDays, koreanYearMonth, startOfKoreanMonth } from '@partners/contract/korea-time';
import {
  contractPaths,
  freshPostgres,
  get,
  loadLoop,
  PG_SERVER,
  postgresMemory,
  query,
  seed,
  signIn,
  startBare,
  startServer,
  stopServer,
  table,
  latencyRow,
  ms,
} from './lib.mjs';

const size = process.env.BENCH_SIZE ?? 'large';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const levels = (process.env.BENCH_CLIENTS ?? '1,4').split(',').map(Number);
const nice = Number(process.env.BENCH_NICE ?? 10);
const WARMUP_SECONDS = 2;
const COMPANY_ID = 1; // 누리클라우드, the company of admin@demo.test (premium: every check open)
const VISITS_PER_DAY = Number(process.env.BENCH_VISITS_PER_DAY ?? 15_000);
const DATABASE = process.env.BENCH_DATABASE ?? 'pc_bench_data';
const SLOTS = [
  'dashboard.eventLog',
  'dashboard.banner',
  'dashboard.businessStatus',
  'dashboard.externalSummary',
  'dashboard.externalReputation',
  'dashboard.internalSummary',
  'dashboard.internalReputation',
  'dashboard.jobPostings',
  'dashboard.salesHistories',
];
const PATHS = contractPaths(['visitors.filters', 'visitors.overview', 'visitors.detail', ...SLOTS]);
const { loop, overHttp, overSql } = loadLoop({ warmup: WARMUP_SECONDS, duration });

/** Each client's round GETs every URL at once over up to six connections (a browser's per host): the round's time. */
async function overHttpTogether(clients, urls, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients * 6 });
  const send = async () => (await Promise.all(urls.map((url) => get(agent, url, headers)))).every((status) => status === 200);
  await loop(clients, WARMUP_SECONDS, send);
  const result = await loop(clients, duration, send);
  agent.destroy();
  return result;
}

/** Seeded at this size, with the visitor rollups (migration 0012). */
async function isSeeded(url) {
  try {
    const [row] = await query(
      url,
      "select value, to_regclass('visit_dimension_monthly') is not null as rollups from app_meta where key = 'demo_seed'",
    );
    return row?.value?.size === size && row.rollups;
  } catch {
    return false;
  }
}

/** `YYYY-MM` of the current Korean month, and `n` months before it. */
const monthBefore = (n) => addMonths(koreanYearMonth(new Date()), -n);
const TO = monthBefore(0);
const FROM = monthBefore(23);
const FIRST_INSTANT = startOfKoreanMonth(FROM).toISOString();

// ---------------------------------------------------------------- naive SQL (the raw events, no rollup)

const naiveOverview = () => [
  [
    `select to_char(occurred_at at time zone 'Asia/Seoul', 'YYYY-MM') as month, category, count(*)
     from visit_events where company_id = $1 and occurred_at >= $2 group by 1, 2`,
    [COMPANY_ID, FIRST_INSTANT],
  ],
  [
    `select count(*) from visit_events where company_id = $1 and occurred_at >= $2::timestamptz - interval '24 months' and occurred_at < $2`,
    [COMPANY_ID, FIRST_INSTANT],
  ],
];
const naiveDetail =
  (column, extra = 'true') =>
  () => [
    [
      `select ${column} as value, count(*) from visit_events where company_id = $1 and occurred_at >= $2 and ${column} is not null and ${extra}
     group by 1 order by 2 desc limit 50`,
      [COMPANY_ID, FIRST_INSTANT],
    ],
  ];

// ---------------------------------------------------------------- what is measured

const period = `from_date=${FROM}&to_date=${TO}`;
export const SCENARIOS = (base) => {
  const overview = (q) => `${base}${PATHS['visitors.overview']}?${period}${q}`;
  const detail = (q) => `${base}${PATHS['visitors.detail']}?${period}${q}`;
  const paged = new Set(['dashboard.eventLog', 'dashboard.jobPostings', 'dashboard.salesHistories']);
  return [
    {
      name: 'dashboard: the nine slots together',
      urls: SLOTS.map((slot) => `${base}${PATHS[slot]}${paged.has(slot) ? '?page=1&per=10' : ''}`),
      together: true,
      target: 100,
      naive: null,
    },
    { name: 'visitors: filters', urls: [`${base}${PATHS['visitors.filters']}`], naive: null },
    { name: 'visitors: overview, 24 months', urls: [overview(''), overview('&chip=reviews'), overview('&period_type=year')], naive: naiveOverview },
    { name: 'visitors: detail by city, 24 months', urls: [detail('&dimension=city')], naive: naiveDetail('city') },
    {
      name: 'visitors: detail by skill, 24 months',
      urls: [detail('&dimension=skill'), detail('&dimension=skill&chip=salaries')],
      naive: naiveDetail('skill'),
    },
    {
      name: 'visitors: detail, developers by years',
      urls: [detail('&dimension=occupation_year&occupation_id=11600')],
      naive: naiveDetail("occupation_id || ':' || years_band", 'occupation_id = 11600'),
    },
    { name: 'visitors: rank table, 24 months', urls: [detail('&dimension=current_company')], naive: naiveDetail('visitor_company_id') },
  ];
};

/**
 * One Korean day of events for the demo companies (mostly company 1), as the ingest stores them: the trigger
 * queues them; then the rollup job's code (modules/visitors, run here in this process) takes the queue in its
 * batches until it is empty.
 */
async function catchUp(url) {
  const { openPostgres } = await import('../apps/server/src/platform/db.ts');
  const { recordVisitEvents, rollUpVisits } = await import('../apps/server/src/modules/visitors/visitors.service.ts');
  const database = await openPostgres(url, { max: 2 });
  try {
    const [{ queued }] = await query(url, 'select count(*)::int as queued from visit_queue');
    if (queued > 0) await rollUpVisits(database.db);
    const yesterday = addDays(Date.now(), -1).getTime();
    const cities = ['seoul', 'gyeonggi', 'busan', 'incheon', 'daegu'];
    const skills = ['Java', 'React', 'Python', '영업 기획', 'Figma'];
    const events = Array.from({ length: VISITS_PER_DAY }, (_, i) => ({
      eventKey: randomUUID(),
      companyId: i % 3 === 0 ? 1 + (i % 7) : 1,
      occurredAt: new Date(yesterday - (i % 86_400) * 1_000),
      category: ['reviews', 'salaries', 'job_postings', 'interviews'][i % 4],
      ...(i % 5 === 0
        ? {}
        : {
            ageBand: [20, 30, 40, 50][i % 4],
            gender: i % 2 ? 'male' : 'female',
            city: cities[i % cities.length],
            education: 'bachelor',
            occupationId: [11600, 11700, 12000][i % 3],
            yearsBand: ['1-3', '4-6', '10+'][i % 3],
            industryId: 700,
            skill: skills[i % skills.length],
            visitorCompanyId: 10 + (i % 300),
          }),
    }));
    let started = performance.now();
    for (let i = 0; i < events.length; i += 5_000) await recordVisitEvents(database.db, events.slice(i, i + 5_000));
    const ingest = performance.now() - started;
    started = performance.now();
    const rolled = await rollUpVisits(database.db);
    const rollup = performance.now() - started;
    return { events: VISITS_PER_DAY, ingest, rolled, rollup };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- run

const target = new URL(PG_SERVER);
target.pathname = `/${DATABASE}`;
const reuse = process.env.BENCH_REUSE && (await isSeeded(target.toString()));
const env = { DATABASE_URL: reuse ? target.toString() : await freshPostgres(DATABASE) };
console.log(`… postgres: ${(await postgresMemory(env.DATABASE_URL)).line}`);
if (!reuse) {
  console.log(`… postgres: generating the ${size} demo data (BENCH_REUSE=1 keeps it for the next run)`);
  const started = Date.now();
  seed(env, size);
  console.log(`  generated and loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
for (const t of ['visit_daily', 'visit_monthly', 'visit_dimension_monthly', 'company_review_months', 'company_events'])
  await query(env.DATABASE_URL, `vacuum analyze ${t}`);
const [counts] = await query(
  env.DATABASE_URL,
  `select (select count(*)::int from visit_events) as events,
          (select count(*)::int from visit_events where company_id = $1) as company_events,
          (select count(*)::int from visit_daily) as daily_rows,
          (select count(*)::int from visit_dimension_monthly) as dimension_rows,
          (select count(*)::int from visit_dimension_monthly where company_id = $1 and dimension = 'current_company' and category = 'all'
             and occupation_id = 0 and month >= $2::date) as rank_rows_read`,
  [COMPANY_ID, `${FROM}-01`],
);
console.log(
  `… ${counts.events.toLocaleString('en-US')} visit events (${counts.company_events.toLocaleString('en-US')} of company ${COMPANY_ID}); rollups: ` +
    `${counts.daily_rows.toLocaleString('en-US')} daily rows, ${counts.dimension_rows.toLocaleString('en-US')} dimension rows; ` +
    `the rank table over 24 months reads ${counts.rank_rows_read.toLocaleString('en-US')} rows`,
);

const caught = await catchUp(env.DATABASE_URL);

const bare = await startBare(3298);
const { child, base } = await startServer(env, 3232, { defaults: true });
const rows = [];
const verdicts = [
  `rollup catch-up: ${caught.events.toLocaleString('en-US')} events of one day ingested in ${ms(caught.ingest)} ms, ` +
    `${caught.rolled.toLocaleString('en-US')} rolled up in ${ms(caught.rollup)} ms (target ≤ 2,000 ms)`,
];
try {
  const headers = { cookie: await signIn(base, 'admin@demo.test') };
  const calls = SCENARIOS(base);
  for (const call of calls) {
    for (const url of call.urls) {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
  }
  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(
    `\n… ${levels.join(' and ')} clients, ${duration}s per call after ${WARMUP_SECONDS}s of warm-up, the load generator at nice ${os.getPriority()}`,
  );
  const floors = new Map();
  const togetherFloors = new Map();
  for (const n of levels) {
    floors.set(n, await overHttp(n, ['http://127.0.0.1:3298/']));
    rows.push(latencyRow('baseline: bare Fastify GET /', n, floors.get(n)));
    togetherFloors.set(
      n,
      await overHttpTogether(
        n,
        SLOTS.map(() => 'http://127.0.0.1:3298/'),
      ),
    );
    rows.push(latencyRow('baseline: bare Fastify GET / nine at once', n, togetherFloors.get(n)));
  }
  for (const call of calls) {
    for (const n of levels) {
      console.log(`… ${call.name}, ${n} clients`);
      const measured = call.together ? await overHttpTogether(n, call.urls, headers) : await overHttp(n, call.urls, headers);
      rows.push(latencyRow(call.name, n, measured));
      let naiveLine = '';
      // The naive query reads millions of raw rows: one client is enough to show it.
      if (call.naive && n === levels[0]) {
        const naive = await overSql(n, env.DATABASE_URL, call.naive);
        rows.push(latencyRow('  baseline: naive SQL over raw events, no HTTP', n, naive));
        naiveLine = `; naive SQL p95 ${ms(naive.p95)} ms`;
      }
      verdicts.push(
        `${call.name}, ${n} clients: p50 ${ms(measured.p50)} ms, p95 ${ms(measured.p95)} ms (target ≤ ${call.target ?? 20} ms), ` +
          `${Math.round(measured.perSecond)} ${call.together ? 'rounds' : 'req'}/s${naiveLine}; ` +
          `bare Fastify p95 ${ms((call.together ? togetherFloors : floors).get(n).p95)} ms`,
      );
    }
  }
  console.log(
    `\nData area benchmark (${size} seed, company ${COMPANY_ID}), ${FROM}..${TO}, ${levels.join(' and ')} concurrent clients, ` +
      `default server settings (log level info), ${os.availableParallelism()} cores shared with the load generator and PostgreSQL`,
  );
  table(rows);
  for (const line of verdicts) console.log(line);
} finally {
  await stopServer(child);
  await stopServer(bare);
}
