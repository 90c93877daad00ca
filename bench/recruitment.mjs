// npm run bench:recruitment — the recruitment lists on PostgreSQL with the large demo data (issue 17 targets):
//   postings list of a company with 5,000 postings: p95 ≤ 20 ms; applicants list of a posting with 100,000
//   applications: p95 ≤ 30 ms; the left menu's summary: p95 ≤ 10 ms; that posting's applicants CSV: ≥ 50,000
//   rows/s with the server's memory flat during the download.
// The real server runs with the settings `npm start` uses (log level info, logs to /dev/null). Each call runs with
// each of BENCH_CLIENTS' numbers of concurrent keep-alive clients (closed loop) for BENCH_DURATION seconds after a
// warm-up, and beside it, in the same run and with the same clients, two baselines: a bare Fastify route (the floor: HTTP and this
// client, no database) and a naive SQL query doing the same thing (counting applications per request instead of
// reading the counters, straight on the database, no HTTP). Paths are read from the contract
// (packages/contract/src/endpoints.ts). Prints figures only; asserts nothing. Builds nothing: run
// `npm run build -w @partners/server` first. The server's memory settings matter (docs/decisions/0011); the run
// prints them. Load comes from this process on the same two cores, at a lower priority (BENCH_NICE).
//   BENCH_SIZE       seed size (default large: 1,000,000 job seekers, 1,000,000 applications)
//   BENCH_REUSE=1    keep an already seeded benchmark database (seeding large takes minutes)
//   BENCH_DURATION   seconds per measured call (default 15)
//   BENCH_CLIENTS    numbers of concurrent clients, comma-separated (default 1,8: one recruiter's latency, then a
//                    load that saturates the two cores)
//   BENCH_NICE       the load generator's niceness (default 10; 0 keeps it)
//   BENCH_DATABASE   the database's name on BENCH_PG_URL's server (default pc_bench_recruitment)
import os from 'node:os';
import pg from 'pg';
import {
  contractPaths,
  asConsoleRole,
  freshPostgres,
  loadLoop,
  memoryOf,
  percentile,
  PG_SERVER,
  postgresMemory,
  isSeeded,
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
const POSTINGS = 5_000;
const APPLICATIONS = 100_000;
const DATABASE = process.env.BENCH_DATABASE ?? 'pc_bench_recruitment';

const PATHS = contractPaths(['jobPostings.list', 'applicants.list', 'jobPostings.summary', 'applicants.csv']);
const { overHttp, overSql } = loadLoop({ warmup: WARMUP_SECONDS, duration });

// ---------------------------------------------------------------- the database

/**
 * The company with 5,000 postings (the seed's own, then copies of them: mostly earlier, closed rounds, one in 50 in
 * its template's state, so that every state and order has rows and the live ones stay a few dozen, as a big
 * recruiter's would) and its 상시 posting with 100,000 applications (the seed's, then seekers who have not applied,
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
       select t.company_id, t.created_by, case when c.keep then t.status else 'closed' end, t.title, t.occupation1_id,
         t.occupation2_ids, t.experience_kind, t.experience_min_years, t.experience_max_years, t.education, t.employment_type,
         t.work_region, t.work_address, t.salary_kind, t.salary_min, t.salary_max, t.always_open,
         t.closes_at - c.shift, t.headcount, t.description_html, t.qualifications_html, t.process_steps,
         case when c.keep and t.status in ('draft', 'in_review') then 0 else (g.i * 7919) % 3000 end,
         case when c.keep then t.review_requested_at - c.shift else c.opens - interval '3 hours' end,
         case when c.keep then t.opens_at - c.shift else c.opens end,
         case when c.keep then t.closed_at - c.shift else c.opens + interval '20 days' end,
         case when c.keep then t.created_at - c.shift else c.opens - interval '2 days' end,
         case when c.keep then t.updated_at - c.shift else c.opens + interval '20 days' end
       from generate_series(1, $2::int) g(i)
       join (select p.*, row_number() over (order by id) - 1 as k, count(*) over () as n from job_postings p where company_id = $1) t
         on t.k = g.i % t.n
       -- One copy in 50 keeps its template's state; the others are earlier rounds of it, closed by the company 20 days
       -- after opening. Whole days back, so that a deadline stays the last moment of a Korean day.
       cross join lateral (
         select g.i % 50 = 0 as keep, (g.i / t.n + 1) * interval '1 day' as shift,
                coalesce(t.opens_at, t.created_at) - (g.i / t.n + 60) * interval '1 day' as opens
       ) c`,
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
  // As autovacuum leaves a table that has been running a while: statistics, and the visibility map that lets counts read the index only.
  await query(url, 'vacuum analyze job_postings');
  await query(url, 'vacuum analyze job_applications');
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
async function downloadCsv(url, cookie, pid) {
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
const reuse = process.env.BENCH_REUSE && (await isSeeded(target.toString(), size));
const env = await asConsoleRole(reuse ? target.toString() : await freshPostgres(DATABASE));
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
  // A route that answers 404 is not on this build yet: its call is skipped and said so.
  const present = async (url) => {
    const response = await fetch(url, { headers });
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
    return true;
  };
  const postingUrls = postingQueries().map((q) => `${base}${PATHS['jobPostings.list']}?${new URLSearchParams({ ...q, page: String(q.page) })}`);
  const applicantUrls = applicantQueries().map(
    (q) => `${base}${PATHS['applicants.list']}?${new URLSearchParams({ job_posting_id: String(data.bigPostingId), ...q, page: String(q.page) })}`,
  );
  const summaryUrl = `${base}${PATHS['jobPostings.summary']}`;
  const csvUrl = `${base}${PATHS['applicants.csv'].replace(':id', data.bigPostingId)}`;

  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(
    `… ${levels.join(' and ')} clients, ${duration}s per call after ${WARMUP_SECONDS}s of warm-up, the load generator at nice ${os.getPriority()}`,
  );
  const calls = [
    {
      name: 'postings list (5,000)',
      url: postingUrls[0],
      target: 20,
      http: (n) => overHttp(n, postingUrls, headers),
      naive: (n) => overSql(n, env.DATABASE_URL, (i) => naivePostings(postingQueries()[i % 66])),
    },
    {
      name: 'applicants list (100k posting)',
      url: applicantUrls[0],
      target: 30,
      http: (n) => overHttp(n, applicantUrls, headers),
      naive: (n) => overSql(n, env.DATABASE_URL, (i) => naiveApplicants(applicantQueries()[i % 72], data.bigPostingId)),
    },
    {
      name: 'left-menu summary',
      url: summaryUrl,
      target: 10,
      http: (n) => overHttp(n, [summaryUrl], headers),
      naive: (n) => overSql(n, env.DATABASE_URL, () => NAIVE_SUMMARY),
    },
  ];
  const floors = new Map();
  for (const n of levels) {
    floors.set(n, await overHttp(n, ['http://127.0.0.1:3298/']));
    rows.push(latencyRow('baseline: bare Fastify GET /', n, floors.get(n)));
  }
  for (const call of calls) {
    if (!(await present(call.url))) {
      verdicts.push(`${call.name}: skipped, ${new URL(call.url).pathname} answers 404 on this build`);
      continue;
    }
    for (const n of levels) {
      console.log(`… ${call.name}, ${n} clients`);
      const measured = await call.http(n);
      const naive = await call.naive(n);
      rows.push(latencyRow(call.name, n, measured), latencyRow(`  baseline: naive SQL, no HTTP`, n, naive));
      verdicts.push(
        `${call.name}, ${n} clients: p95 ${ms(measured.p95)} ms (target ≤ ${call.target} ms) ${measured.p95 <= call.target ? 'met' : 'NOT met'}, ` +
          `${Math.round(measured.perSecond)} req/s; naive SQL p95 ${ms(naive.p95)} ms; bare Fastify p95 ${ms(floors.get(n).p95)} ms`,
      );
    }
  }

  const csv = (await present(csvUrl)) ? [] : null;
  if (csv) {
    console.log('… applicants CSV of the 100k posting, 3 downloads');
    for (let i = 0; i < 3; i++) csv.push(await downloadCsv(csvUrl, cookie, child.pid));
  } else verdicts.push(`applicants CSV: skipped, ${new URL(csvUrl).pathname} answers 404 on this build`);
  const plain = await naiveCsv(env.DATABASE_URL, data.bigPostingId);

  console.log(
    `\nRecruitment benchmark (${size} seed, company ${COMPANY_ID} with ${data.postings.toLocaleString('en-US')} postings, ` +
      `posting ${data.bigPostingId} with ${data.applicants.toLocaleString('en-US')} applications), ${levels.join(' and ')} concurrent clients, ` +
      `default server settings (log level info), ${os.availableParallelism()} cores shared with the load generator and PostgreSQL`,
  );
  table(rows);
  if (csv) {
    table(
      csv.map((d, i) => ({
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
  }
  console.log(
    `baseline: the same rows by one SQL query into this process: ${plain.rows.toLocaleString('en-US')} rows in ${plain.seconds.toFixed(2)} s ` +
      `(${Math.round(plain.rows / plain.seconds).toLocaleString('en-US')} rows/s)`,
  );
  if (csv) {
    const rate = percentile(
      csv.map((d) => d.rows / d.seconds),
      50,
    );
    verdicts.push(
      `applicants CSV: median ${Math.round(rate).toLocaleString('en-US')} rows/s (target ≥ 50,000) ${rate >= 50_000 ? 'met' : 'NOT met'}; ` +
        `server RSS ${csv[0].before.toFixed(0)} → peak ${Math.max(...csv.map((d) => d.peak)).toFixed(0)} → ${csv.at(-1).after.toFixed(0)} MiB`,
    );
  }
  for (const line of verdicts) console.log(line);
} finally {
  await stopServer(child);
  await stopServer(bare);
}
