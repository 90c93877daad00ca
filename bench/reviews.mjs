// npm run bench:reviews — review management on PostgreSQL with the large demo data (issue 18): the company-reviews
// list of a company with 100,000 reviews (default filters, unreplied, a rating, a late page), its summary, and the
// salary information list. The real server runs with the settings `npm start` uses (log level info, logs to
// /dev/null); each call runs with each of BENCH_CLIENTS' numbers of concurrent keep-alive clients (closed loop) for
// BENCH_DURATION seconds after a warm-up, and beside it, in the same run, a bare Fastify route (the floor: HTTP and
// this client, no database) and a naive SQL query doing the same thing straight on the database (no HTTP). It also
// prints the plans of the newest, late and unreplied pages and of the page counts (read from the monthly rollup).
// Prints figures only; asserts nothing. Builds nothing: run `npm run build -w @partners/server` first.
//   BENCH_SIZE       seed size (default large: 1,000,000 reviews, 2,000,000 salary reports)
//   BENCH_REUSE=1    keep an already seeded benchmark database (seeding large takes minutes)
//   BENCH_DURATION   seconds per measured call (default 15)
//   BENCH_CLIENTS    numbers of concurrent clients, comma-separated (default 1,8)
//   BENCH_NICE       the load generator's niceness (default 10; 0 keeps it)
//   BENCH_DATABASE   the database's name on BENCH_PG_URL's server (default pc_bench_reviews)
import os from 'node:os';
import {
  contractPaths,
  freshPostgres,
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
const duration = Number(process.env.BENCH_DURATION ?? 15);
const levels = (process.env.BENCH_CLIENTS ?? '1,8').split(',').map(Number);
const nice = Number(process.env.BENCH_NICE ?? 10);
const WARMUP_SECONDS = 2;
const COMPANY_ID = 1; // 누리클라우드, the company of admin@demo.test
const REVIEWS = 100_000;
const DATABASE = process.env.BENCH_DATABASE ?? 'pc_bench_reviews';
const PATHS = contractPaths(['companyReviews.list', 'companyReviews.summary', 'salaries.list']);
const { overHttp, overSql } = loadLoop({ warmup: WARMUP_SECONDS, duration });

/** Seeded at this size, and by the current migrations: a database from before the monthly rollups (migration 0008 changed) is seeded again. */
async function isSeeded(url) {
  try {
    const [row] = await query(url, "select value, to_regclass('company_review_months') is not null as rollups from app_meta where key = 'demo_seed'");
    return row?.value?.size === size && row.rollups;
  } catch {
    return false;
  }
}

/**
 * Company 1 with REVIEWS company reviews: the large seed gives it that many; a smaller seed is topped up with copies
 * of its own reviews, written earlier (in one statement, alerts off for the session, as the seed loads).
 */
async function prepare(url) {
  const [{ n }] = await query(url, 'select count(*)::int as n from company_reviews where company_id = $1', [COMPANY_ID]);
  if (n < REVIEWS) {
    await query(
      url,
      `with quiet as (select set_config('partners.skip_review_alerts', 'on', false))
       insert into company_reviews (company_id, occupation_id, employment_status, rating_overall, rating_career, rating_pay_benefits,
         rating_work_life, rating_culture, rating_management, title, pros, cons, wish, written_at, reply_body, reply_author_id, replied_at, reply_updated_at)
       select r.company_id, r.occupation_id, r.employment_status, r.rating_overall, r.rating_career, r.rating_pay_benefits, r.rating_work_life,
         r.rating_culture, r.rating_management, r.title, r.pros, r.cons, r.wish, r.written_at - (g.i / r.n + 1) * interval '9 hours',
         r.reply_body, r.reply_author_id, r.replied_at - (g.i / r.n + 1) * interval '9 hours', r.reply_updated_at - (g.i / r.n + 1) * interval '9 hours'
       from quiet, generate_series(1, $2::int) g(i)
       join (select c.*, row_number() over (order by id) - 1 as k, count(*) over () as n from company_reviews c where company_id = $1) r on r.k = g.i % r.n`,
      [COMPANY_ID, REVIEWS - n],
    );
  }
  for (const t of ['company_reviews', 'company_review_months', 'salary_reports', 'review_reports']) await query(url, `vacuum analyze ${t}`);
  const [counts] = await query(
    url,
    `select (select count(*)::int from company_reviews where company_id = $1) as reviews,
            (select count(*)::int from company_reviews where company_id = $1 and replied_at is null) as unreplied,
            (select count(*)::int from company_reviews) as all_reviews,
            (select count(*)::int from interview_reviews) + (select count(*)::int from welfare_reviews) as other_reviews,
            (select count(*)::int from salary_reports) as salary_reports,
            (select count(*)::int from salary_reports where company_id = $1) as company_salaries`,
    [COMPANY_ID],
  );
  return counts;
}

/** The plans the list's queries get (what the server sends, written out), with their time. */
async function plans(url) {
  const explain = async (label, text) => {
    const rows = await query(url, `explain (analyze, buffers, costs off) ${text}`, [COMPANY_ID]);
    console.log(`\n${label}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  };
  await explain(
    'newest page (the ids, then their rows):',
    `select id from company_reviews where company_id = $1 order by written_at desc, id desc limit 10 offset 0`,
  );
  await explain(
    'late page (page 500):',
    `select id from company_reviews where company_id = $1 order by written_at desc, id desc limit 10 offset 4990`,
  );
  await explain(
    'unreplied page (the partial index):',
    `select id from company_reviews where company_id = $1 and replied_at is null order by written_at desc, id desc limit 10 offset 0`,
  );
  // Page counts and summaries sum the monthly rollup (migration 0008) instead of counting the reviews.
  const rollup = (where) => `select coalesce(sum(count), 0)::int from company_review_months where company_id = $1 and ${where}`;
  await explain('the page count (default filters):', rollup('true'));
  await explain('the page count (unreplied):', rollup('not replied'));
  await explain('the page count (rating 2):', rollup('rating = 2'));
}

// ---------------------------------------------------------------- naive SQL

const LIST_ORDER = { newest: 'r.written_at desc nulls last, r.id', rating: 'r.written_at desc nulls last, r.id' };
/** The list the plain way: rows joined and sorted before the offset (no index order), the total counted the same way. */
function naiveList(where, offset) {
  return [
    [
      `select r.*, u.name as reply_author, o.name as occupation,
              exists (select 1 from review_reports p where p.company_id = r.company_id and p.reportable_type = 'company_review' and p.reportable_id = r.id) as reported
       from company_reviews r left join users u on u.id = r.reply_author_id left join occupations o on o.id = r.occupation_id
       where r.company_id = $1 and ${where} order by ${LIST_ORDER.newest} limit 10 offset $2`,
      [COMPANY_ID, offset],
    ],
    [`select count(*) from company_reviews r where r.company_id = $1 and ${where}`, [COMPANY_ID]],
  ];
}

/** The summary the plain way: one query per figure. */
const NAIVE_SUMMARY = [
  ['select count(*), avg(rating_overall) from company_reviews where company_id = $1', [COMPANY_ID]],
  ['select rating_overall, count(*) from company_reviews where company_id = $1 group by 1', [COMPANY_ID]],
  ...['rating_career', 'rating_pay_benefits', 'rating_work_life', 'rating_culture', 'rating_management'].map((c) => [
    `select avg(${c}) from company_reviews where company_id = $1`,
    [COMPANY_ID],
  ]),
  ['select count(*) from company_reviews where company_id = $1 and replied_at is not null', [COMPANY_ID]],
  ['select occupation_id, count(*) from company_reviews where company_id = $1 group by 1', [COMPANY_ID]],
  [
    `select to_char(written_at, 'YYYY-MM'), count(*), avg(rating_overall) from company_reviews where company_id = $1 and written_at > now() - interval '1 year' group by 1`,
    [COMPANY_ID],
  ],
];

/** Salary figures the plain way: every report of the window read into the client, grouped and ranked there. */
const NAIVE_SALARIES = [
  [
    'select occupation_id, reported_year, annual_salary from salary_reports where company_id = $1 and reported_year >= extract(year from now())::int - 4 order by 1, 2, 3',
    [COMPANY_ID],
  ],
  ['select * from official_salaries where company_id = $1', [COMPANY_ID]],
  ['select * from occupations order by id', []],
];

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
const data = await prepare(env.DATABASE_URL);
console.log(
  `… company ${COMPANY_ID}: ${data.reviews.toLocaleString('en-US')} company reviews (${data.unreplied.toLocaleString('en-US')} unreplied), ` +
    `${data.company_salaries.toLocaleString('en-US')} salary reports; all companies: ${data.all_reviews.toLocaleString('en-US')} company reviews, ` +
    `${data.other_reviews.toLocaleString('en-US')} interview and welfare reviews, ${data.salary_reports.toLocaleString('en-US')} salary reports`,
);
await plans(env.DATABASE_URL);

const bare = await startBare(3299);
const { child, base } = await startServer(env, 3231, { defaults: true });
const rows = [];
const verdicts = [];
try {
  const headers = { cookie: await signIn(base, 'admin@demo.test') };
  const list = (q) => `${base}${PATHS['companyReviews.list']}${q}`;
  const calls = [
    { name: 'list, default filters', urls: [list(''), list('?page=2'), list('?page=3')], naive: (i) => naiveList('true', (i % 3) * 10) },
    { name: 'list, unreplied', urls: [list('?replied=unreplied')], naive: () => naiveList('r.replied_at is null', 0) },
    { name: 'list, rating 2', urls: [list('?rating=2')], naive: () => naiveList('r.rating_overall = 2', 0) },
    { name: 'list, page 500', urls: [list('?page=500')], naive: () => naiveList('true', 4_990) },
    { name: 'summary', urls: [`${base}${PATHS['companyReviews.summary']}`], naive: () => NAIVE_SUMMARY },
    { name: 'salaries list', urls: [`${base}${PATHS['salaries.list']}`], naive: () => NAIVE_SALARIES },
  ];
  for (const call of calls) {
    const response = await fetch(call.urls[0], { headers });
    if (!response.ok) throw new Error(`${call.urls[0]}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(
    `\n… ${levels.join(' and ')} clients, ${duration}s per call after ${WARMUP_SECONDS}s of warm-up, the load generator at nice ${os.getPriority()}`,
  );
  const floors = new Map();
  for (const n of levels) {
    floors.set(n, await overHttp(n, ['http://127.0.0.1:3299/']));
    rows.push(latencyRow('baseline: bare Fastify GET /', n, floors.get(n)));
  }
  for (const call of calls) {
    for (const n of levels) {
      console.log(`… ${call.name}, ${n} clients`);
      const measured = await overHttp(n, call.urls, headers);
      const naive = await overSql(n, env.DATABASE_URL, call.naive);
      rows.push(latencyRow(call.name, n, measured), latencyRow('  baseline: naive SQL, no HTTP', n, naive));
      verdicts.push(
        `${call.name}, ${n} clients: p50 ${ms(measured.p50)} ms, p95 ${ms(measured.p95)} ms, ${Math.round(measured.perSecond)} req/s; ` +
          `naive SQL p95 ${ms(naive.p95)} ms; bare Fastify p95 ${ms(floors.get(n).p95)} ms`,
      );
    }
  }
  console.log(
    `\nReview management benchmark (${size} seed, company ${COMPANY_ID} with ${data.reviews.toLocaleString('en-US')} company reviews), ` +
      `${levels.join(' and ')} concurrent clients, default server settings (log level info), ${os.availableParallelism()} cores shared with the load generator and PostgreSQL`,
  );
  table(rows);
  for (const line of verdicts) console.log(line);
} finally {
  await stopServer(child);
  await stopServer(bare);
}
