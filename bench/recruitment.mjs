// npm run bench:recruitment — the recruitment lists on PostgreSQL with the large demo data (issue 17 targets):
//   postings list of a company with 5,000 postings: p95 ≤ 20 ms; applicants list of a posting with 100,000
//   applications: p95 ≤ 30 ms; the left menu's summary: p95 ≤ 10 ms; that posting's applicants CSV: ≥ 50,000
//   rows/s with the server's memory flat during the download.
// The real server runs with the settings `npm start` uses (log level info, logs to /dev/null). Each call runs with
// BENCH_CLIENTS concurrent keep-alive clients (closed loop) for BENCH_DURATION seconds after a warm-up, and beside
// it, in the same run and with the same clients, two baselines: a bare Fastify route (the floor: HTTP and this
// client, no database) and a naive SQL query doing the same thing (counting applications per request instead of
// reading the counters, straight on the database, no HTTP). Paths are read from the contract
// (packages/contract/src/endpoints.ts). Prints figures only; asserts nothing. Builds nothing: run
// `npm run build -w @partners/server` first. The server's memory settings matter (docs/decisions/0011); the run
// prints them. Load comes from this process on the same two cores, at a lower priority (BENCH_NICE).
//   BENCH_SIZE       seed size (default large: 1,000,000 job seekers, 1,000,000 applications)
//   BENCH_REUSE=1    keep an already seeded benchmark database (seeding large takes minutes)
//   BENCH_DURATION   seconds per measured call (default 15)
//   BENCH_CLIENTS    concurrent clients (default 8)
//   BENCH_NICE       the load generator's niceness (default 10; 0 keeps it)
//   BENCH_DATABASE   the database's name on BENCH_PG_URL's server (default pc_bench_recruitment)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freshPostgres, memoryOf, PG_SERVER, postgresMemory, query, root, seed, signIn, startBare, startServer, stopServer, table } from './lib.mjs';

const size = process.env.BENCH_SIZE ?? 'large';
const duration = Number(process.env.BENCH_DURATION ?? 15);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const nice = Number(process.env.BENCH_NICE ?? 10);
const WARMUP_SECONDS = 2;
const COMPANY_ID = 1; // 누리클라우드, the company of admin@demo.test
const POSTINGS = 5_000;
const APPLICATIONS = 100_000;
const DATABASE = process.env.BENCH_DATABASE ?? 'pc_bench_recruitment';

/** The paths of the contract's entries, read from its source (the bench runs without a TypeScript loader). */
function contractPaths(names) {
  const source = readFileSync(path.join(root, 'packages/contract/src/endpoints.ts'), 'utf8');
  return Object.fromEntries(
    names.map((name) => {
      const found = new RegExp(`'${name.replace('.', '\\.')}':\\s*\\{[^}]*path:\\s*'([^']+)'`).exec(source);
      if (!found) throw new Error(`${name} is not in the contract`);
      return [name, found[1]];
    }),
  );
}
const PATHS = contractPaths(['jobPostings.list', 'applicants.list', 'jobPostings.summary', 'applicants.csv']);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (v) => v.toFixed(1);

// ---------------------------------------------------------------- the database

async function isSeeded(url) {
  try {
    const [row] = await query(url, "select value from app_meta where key = 'demo_seed'");
    return row?.value?.size === size;
  } catch {
    return false;
  }
}

/**
 * The company with 5,000 postings (the seed's own, then copies of them moved back by whole days, so every state
 * and order has rows) and its 상시 posting with 100,000 applications (the seed's, then seekers who have not applied,
 * spread over the time it has been open). Inserted in one statement each: the counters' triggers run once.
 */
async function prepare(url) {
  const [{ n: postings }] = await query(url, 'select count(*)::int as n from job_postings where company_id = $1', [COMPANY_ID]);
  if (postings < POSTINGS) {
    await query(
      url,
      `insert into job_postings (company_id, created_by, status, title, occupation1_id, occupation2_ids, experience_kind,
         experience_min_years, experience_max_years, education, employment_type, work_region, work_address, salary_kind,
         salary_min, salary_max, always_open, closes_at, headcount, description_html, qualifications_html, process_steps,
         view_count, review_requested_at, opens_at, closed_at, created_at, updated_at)
       select t.company_id, t.created_by, t.status, t.title, t.occupation1_id, t.occupation2_ids, t.experience_kind,
         t.experience_min_years, t.experience_max_years, t.education, t.employment_type, t.work_region, t.work_address,
         t.salary_kind, t.salary_min, t.salary_max, t.always_open, t.closes_at - s.shift, t.headcount, t.description_html,
         t.qualifications_html, t.process_steps,
         case when t.status in ('draft', 'in_review') then 0 else (g.i * 7919) % 3000 end,
         t.review_requested_at - s.shift, t.opens_at - s.shift, t.closed_at - s.shift, t.created_at - s.shift, t.updated_at - s.shift
       from generate_series(1, $2::int) g(i)
       join (select p.*, row_number() over (order by id) - 1 as k, count(*) over () as n from job_postings p where company_id = $1) t
         on t.k = g.i % t.n
       -- Whole days back, so that a deadline stays the last moment of a Korean day.
       cross join lateral (select (g.i / t.n + 1) * interval '1 day' as shift) s`,
      [COMPANY_ID, POSTINGS - postings],
    );
  }
  const [big] = await query(
    url,
    `select id, applicant_count from job_postings where company_id = $1 and status = 'open' and always_open order by id limit 1`,
    [COMPANY_ID],
  );
  if (big.applicant_count < APPLICATIONS) {
    await query(
      url,
      `insert into job_applications (company_id, job_posting_id, job_seeker_id, stage, read_at, note, applied_at, updated_at)
       select $1, p.id, s.id, s.stage,
              case when s.stage = 'applied' and s.id % 3 = 0 then null else least(s.at + interval '2 hours', now()) end,
              case when s.id % 13 = 0 then '1차 면접 일정 조율 중 (화/목 오후 가능)' else '' end, s.at, s.at
       from job_postings p
       cross join lateral (
         select id, (array['applied','reviewing','reviewing','interview','rejected','rejected','passed','applied'])[1 + id % 8] as stage,
                p.opens_at + (now() - p.opens_at) * ((id * 7919) % 100000) / 100000.0 as at
         from job_seekers js
         where not exists (select 1 from job_applications a where a.job_posting_id = p.id and a.job_seeker_id = js.id)
         order by id limit $3) s
       where p.id = $2`,
      [COMPANY_ID, big.id, APPLICATIONS - big.applicant_count],
    );
  }
  await query(url, 'analyze job_postings');
  await query(url, 'analyze job_applications');
  const [counts] = await query(
    url,
    `select (select count(*)::int from job_postings where company_id = $1) as postings,
            (select applicant_count from job_postings where id = $2) as applicants,
            (select not_opened_count from job_postings where id = $2) as not_opened`,
    [COMPANY_ID, big.id],
  );
  return { bigPostingId: big.id, ...counts };
}

// ---------------------------------------------------------------- load

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
}

/** Closed loop: each client sends its next request as soon as the last is answered, for `seconds`. */
async function loop(seconds, send) {
  const latencies = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = c * 7; performance.now() < until; i++) {
        const started = performance.now();
        try {
          if (!(await send(i))) failed++;
        } catch {
          failed++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / seconds,
    failed,
  };
}

async function overHttp(urls, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const send = async (i) => (await get(agent, urls[i % urls.length], headers)) === 200;
  await loop(WARMUP_SECONDS, send);
  const result = await loop(duration, send);
  agent.destroy();
  return result;
}

async function overSql(url, statements) {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  const send = async (i) => {
    for (const [text, values] of statements(i)) await pool.query(text, values);
    return true;
  };
  await loop(WARMUP_SECONDS, send);
  const result = await loop(duration, send);
  await pool.end();
  return result;
}

// ---------------------------------------------------------------- the calls and their naive SQL

const STATUSES = ['all', 'all', 'open', 'closed', 'draft', 'in_review'];
const ORDERS = ['newest', 'newest', 'deadline', 'applicants'];
const PAGES = [1, 1, 1, 2, 3, 5, 10, 25, 50, 100, 200];
const STAGES = ['all', 'all', 'not_opened', 'applied', 'reviewing', 'interview', 'passed', 'rejected'];
const APPLICANT_PAGES = [1, 1, 1, 2, 3, 5, 10, 50, 100];

function postingQueries() {
  const list = [];
  for (let i = 0; i < 66; i++)
    list.push({ status: STATUSES[i % STATUSES.length], order: ORDERS[i % ORDERS.length], page: PAGES[(i * 7) % PAGES.length] });
  return list;
}
function applicantQueries() {
  const list = [];
  for (let i = 0; i < 72; i++)
    list.push({
      stage: STAGES[i % STAGES.length],
      order: i % 5 === 4 ? 'oldest' : 'newest',
      page: APPLICANT_PAGES[(i * 5) % APPLICANT_PAGES.length],
    });
  return list;
}

const EFFECTIVE = {
  all: 'true',
  draft: "p.status = 'draft'",
  in_review: "p.status = 'in_review'",
  open: "p.status = 'open' and (p.closes_at is null or p.closes_at > now())",
  closed: "(p.status = 'closed' or (p.status = 'open' and p.closes_at <= now()))",
};

/** The postings page the plain way: applications counted per posting on every request, the tab counts by scanning. */
function naivePostings(q) {
  const order = {
    newest: 'p.created_at desc, p.id desc',
    deadline: 'p.closes_at asc nulls last, p.id desc',
    applicants: 'applicants desc, p.id desc',
  }[q.order];
  return [
    [
      `select p.id, p.title, p.status, p.closes_at, p.opens_at, p.created_at, p.updated_at, p.view_count,
              (select count(*) from job_applications a where a.job_posting_id = p.id) as applicants,
              (select count(*) from job_applications a where a.job_posting_id = p.id and a.read_at is null) as not_opened,
              (select array_agg(o.name) from occupations o where o.id = any(p.occupation2_ids)) as occupations
       from job_postings p where p.company_id = $1 and ${EFFECTIVE[q.status]}
       order by ${order} limit 20 offset $2`,
      [COMPANY_ID, (q.page - 1) * 20],
    ],
    [
      `select count(*) as all, count(*) filter (where ${EFFECTIVE.draft}) as draft, count(*) filter (where ${EFFECTIVE.in_review}) as in_review,
              count(*) filter (where ${EFFECTIVE.open}) as open, count(*) filter (where ${EFFECTIVE.closed}) as closed
       from job_postings p where p.company_id = $1`,
      [COMPANY_ID],
    ],
  ];
}

/** The applicants page the plain way: the page by offset, the stage tabs counted over the posting's applications. */
function naiveApplicants(q, postingId) {
  const stage = q.stage === 'all' ? 'true' : q.stage === 'not_opened' ? 'a.read_at is null' : `a.stage = '${q.stage}'`;
  return [
    [
      `select a.id, a.job_posting_id, p.title, s.name, s.birth_year, s.gender, s.years_of_experience, o.name as occupation,
              s.education_level, s.headline, a.stage, a.read_at is not null as opened, a.note <> '' as has_note, a.applied_at
       from job_applications a join job_seekers s on s.id = a.job_seeker_id join job_postings p on p.id = a.job_posting_id
       left join occupations o on o.id = s.occupation2_id
       where a.company_id = $1 and a.job_posting_id = $2 and ${stage}
       order by a.applied_at ${q.order === 'oldest' ? 'asc' : 'desc'}, a.id limit 20 offset $3`,
      [COMPANY_ID, postingId, (q.page - 1) * 20],
    ],
    [
      `select count(*) as all, count(*) filter (where read_at is null) as not_opened, count(*) filter (where stage = 'applied') as applied,
              count(*) filter (where stage = 'reviewing') as reviewing, count(*) filter (where stage = 'interview') as interview,
              count(*) filter (where stage = 'passed') as passed, count(*) filter (where stage = 'rejected') as rejected
       from job_applications where company_id = $1 and job_posting_id = $2`,
      [COMPANY_ID, postingId],
    ],
  ];
}

/** The left menu the plain way: live postings with their applications counted by a join. */
const NAIVE_SUMMARY = [
  [
    `select p.id, p.title, p.status, p.closes_at, count(a.id) as applicants, count(a.id) filter (where a.read_at is null) as not_opened
     from job_postings p left join job_applications a on a.job_posting_id = p.id
     where p.company_id = $1 and (p.status = 'in_review' or (${EFFECTIVE.open}))
     group by p.id order by p.closes_at asc nulls last, p.created_at desc, p.id`,
    [COMPANY_ID],
  ],
];

/** The CSV over HTTP: rows per second, and the server's resident memory sampled every 20 ms meanwhile. */
async function downloadCsv(base, cookie, pid, postingId) {
  const url = `${base}${PATHS['applicants.csv'].replace(':id', postingId)}`;
  const before = memoryOf(pid).rssMiB;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMiB);
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) {
    clearInterval(sampler);
    throw new Error(`CSV: ${response.status} ${await response.text()}`);
  }
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 500));
  const after = memoryOf(pid).rssMiB;
  return { rows: lines - 1, bytes, seconds, before, peak, after };
}

/** The same rows straight from the database into this process (the whole result at once, as a naive export would). */
async function naiveCsv(url, postingId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const { rows } = await client.query(
    `select a.applied_at, s.name, s.birth_year, s.gender, c.phone, c.email, s.years_of_experience, a.stage, a.read_at, a.note
     from job_applications a join job_seekers s on s.id = a.job_seeker_id left join job_seeker_contacts c on c.job_seeker_id = s.id
     where a.company_id = $1 and a.job_posting_id = $2 order by a.applied_at desc, a.id desc`,
    [COMPANY_ID, postingId],
  );
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return { rows: rows.length, seconds };
}

// ---------------------------------------------------------------- run

const target = new URL(PG_SERVER);
target.pathname = `/${DATABASE}`;
const reuse = process.env.BENCH_REUSE && (await isSeeded(target.toString()));
const env = { DATABASE_URL: reuse ? target.toString() : await freshPostgres(DATABASE) };
console.log(`… postgres: ${(await postgresMemory(env.DATABASE_URL)).line} (scripts/bench-postgres.sh sets what the figures assume)`);
if (!reuse) {
  console.log(`… postgres: generating the ${size} demo data (BENCH_REUSE=1 keeps it for the next run)`);
  const started = Date.now();
  seed(env, size);
  console.log(`  generated and loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
const setupStarted = Date.now();
const data = await prepare(env.DATABASE_URL);
console.log(
  `… company ${COMPANY_ID}: ${data.postings.toLocaleString('en-US')} postings; posting ${data.bigPostingId}: ` +
    `${data.applicants.toLocaleString('en-US')} applications (${data.not_opened.toLocaleString('en-US')} not opened); setup ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
);

const bare = await startBare(3298);
const { child, base } = await startServer(env, 3230, { defaults: true });
const rows = [];
const verdicts = [];
try {
  const cookie = await signIn(base, 'admin@demo.test');
  const headers = { cookie };
  const check = async (url) => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  };
  const postingUrls = postingQueries().map((q) => `${base}${PATHS['jobPostings.list']}?${new URLSearchParams({ ...q, page: String(q.page) })}`);
  const applicantUrls = applicantQueries().map(
    (q) => `${base}${PATHS['applicants.list']}?${new URLSearchParams({ job_posting_id: String(data.bigPostingId), ...q, page: String(q.page) })}`,
  );
  const summaryUrl = `${base}${PATHS['jobPostings.summary']}`;
  for (const url of [postingUrls[0], applicantUrls[0], summaryUrl]) await check(url);

  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(`… ${clients} clients, ${duration}s per call after ${WARMUP_SECONDS}s of warm-up, the load generator at nice ${os.getPriority()}`);
  const floor = await overHttp(['http://127.0.0.1:3298/']);
  const calls = [
    {
      name: 'postings list (5,000)',
      target: 20,
      http: () => overHttp(postingUrls, headers),
      naive: () => overSql(env.DATABASE_URL, (i) => naivePostings(postingQueries()[i % 66])),
    },
    {
      name: 'applicants list (100k posting)',
      target: 30,
      http: () => overHttp(applicantUrls, headers),
      naive: () => overSql(env.DATABASE_URL, (i) => naiveApplicants(applicantQueries()[i % 72], data.bigPostingId)),
    },
    {
      name: 'left-menu summary',
      target: 10,
      http: () => overHttp([summaryUrl], headers),
      naive: () => overSql(env.DATABASE_URL, () => NAIVE_SUMMARY),
    },
  ];
  const row = (name, r) => ({
    call: name,
    'p50 ms': ms(r.p50),
    'p95 ms': ms(r.p95),
    'p99 ms': ms(r.p99),
    'req/s': Math.round(r.perSecond),
    failed: r.failed,
  });
  rows.push(row('baseline: bare Fastify GET /', floor));
  for (const call of calls) {
    console.log(`… ${call.name}`);
    const measured = await call.http();
    const naive = await call.naive();
    rows.push(row(call.name, measured), row(`  baseline: naive SQL, no HTTP`, naive));
    verdicts.push(
      `${call.name}: p95 ${ms(measured.p95)} ms (target ≤ ${call.target} ms) ${measured.p95 <= call.target ? 'met' : 'NOT met'}; ` +
        `naive SQL p95 ${ms(naive.p95)} ms; bare Fastify p95 ${ms(floor.p95)} ms`,
    );
  }

  console.log('… applicants CSV of the 100k posting, 3 downloads');
  const downloads = [];
  for (let i = 0; i < 3; i++) downloads.push(await downloadCsv(base, cookie, child.pid, data.bigPostingId));
  const plain = await naiveCsv(env.DATABASE_URL, data.bigPostingId);

  console.log(
    `\nRecruitment benchmark (${size} seed, company ${COMPANY_ID} with ${data.postings.toLocaleString('en-US')} postings, ` +
      `posting ${data.bigPostingId} with ${data.applicants.toLocaleString('en-US')} applications), ${clients} concurrent clients, ` +
      `default server settings (log level info), ${os.availableParallelism()} cores shared with the load generator and PostgreSQL`,
  );
  table(rows);
  table(
    downloads.map((d, i) => ({
      'CSV download': i + 1,
      rows: d.rows.toLocaleString('en-US'),
      MB: (d.bytes / 1e6).toFixed(1),
      seconds: d.seconds.toFixed(2),
      'rows/s': Math.round(d.rows / d.seconds).toLocaleString('en-US'),
      'RSS before MiB': d.before.toFixed(0),
      'RSS peak MiB': d.peak.toFixed(0),
      'RSS after MiB': d.after.toFixed(0),
    })),
  );
  const rate = percentile(
    downloads.map((d) => d.rows / d.seconds),
    50,
  );
  console.log(
    `baseline: the same rows by one SQL query into this process: ${plain.rows.toLocaleString('en-US')} rows in ${plain.seconds.toFixed(2)} s ` +
      `(${Math.round(plain.rows / plain.seconds).toLocaleString('en-US')} rows/s)`,
  );
  verdicts.push(
    `applicants CSV: median ${Math.round(rate).toLocaleString('en-US')} rows/s (target ≥ 50,000) ${rate >= 50_000 ? 'met' : 'NOT met'}; ` +
      `server RSS ${downloads[0].before.toFixed(0)} → peak ${Math.max(...downloads.map((d) => d.peak)).toFixed(0)} → ${downloads.at(-1).after.toFixed(0)} MiB`,
  );
  for (const line of verdicts) console.log(line);
} finally {
  await stopServer(child);
  await stopServer(bare);
}
