// npm run bench:soak [-- --short] — the console under a steady signed-in load in its scale-out shape (issue 32,
// decision 0031): two API processes and a worker process on one PostgreSQL, behind the round-robin proxy of
// `npm run start:cluster`, with Redis when REDIS_URL is set. 50 clients, each signed in as an operator of one
// of several companies, send a realistic mix of reads (dashboard, postings, applicants, reviews, talent
// search, visitor data) and writes (applicant notes and stage moves, review replies, posting copies, saved searches,
// position proposals) for 10 minutes (`--short`: 60 s). The processes run with their default settings, logging included (each to a file,
// whose errors the report lists).
//
// Prints per route: requests, non-2xx, p50/p95/p99; each process's RSS at start, peak and end; the
// database's connections; and, measured in the same run, a bare Fastify route's throughput at the same
// concurrency. The clients ask for compressed answers as a browser does. Targets: 0 errors, 0 unexpected non-2xx, RSS growth ≤ 10 %, p99 of reads ≤ 250 ms.
//
// SOAK_SECONDS and SOAK_CLIENTS override the length and the clients. The demo data is seeded into a template
// database and each run works on a fresh copy of it; BENCH_REUSE=1 keeps the template for the next run.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startRoundRobinProxy } from '../scripts/round-robin-proxy.mjs';
import {
  asConsoleRole,
  cloneDatabase,
  BROWSER_ACCEPT_ENCODING,
  cpuSecondsOf,
  decodeBody,
  freshPostgres,
  isSeeded,
  machineBusySeconds,
  memoryOf,
  percentile,
  query,
  root,
  seed,
  signInSession,
  startBare,
  stopServer,
  table,
} from './lib.mjs';
import { searchMix } from './search-queries.mjs';

const short = process.argv.includes('--short');
const SECONDS = Number(process.env.SOAK_SECONDS ?? (short ? 60 : 600));
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const PORT = 3440;
const ACCOUNTS = ['admin@demo.test', 'manager@demo.test', 'other@demo.test', 'partner@demo.test'];

// ---------------------------------------------------------------- the scale-out shape

// Seeded once into a template that no run writes to; each run works on a fresh copy of it, so that the rows
// earlier runs wrote (posting copies, saved searches, proposals) do not make the next run's reads slower.
const DATABASE = 'pc_bench_soak';
const TEMPLATE = 'pc_bench_soak_seeded';
const templateUrl = `postgres://postgres@127.0.0.1:5432/${TEMPLATE}`;
if (!(process.env.BENCH_REUSE && (await isSeeded(templateUrl, 'default')))) {
  const fresh = await freshPostgres(TEMPLATE);
  console.log('… seeding the default demo data into PostgreSQL (BENCH_REUSE=1 keeps it for the next run)');
  seed({ DATABASE_URL: fresh }, 'default');
  // As autovacuum leaves a database that has been running a while (statistics, and the visibility maps that let
  // reads use the index only); this machine's PostgreSQL runs with autovacuum off. The copies inherit both.
  await query(fresh, 'vacuum analyze');
}
const databaseUrl = await cloneDatabase(TEMPLATE, DATABASE);
// The processes connect as a role that owns nothing, the tables' owner migrating (decision 0031).
const consoleEnv = await asConsoleRole(databaseUrl);
const shared = mkdtempSync(path.join(tmpdir(), 'pc-soak-'));
// SOAK_PROFILE=1: each process writes a V8 CPU profile (`.cpuprofile`, for Chrome's DevTools) when it stops.
const profile = process.env.SOAK_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(shared, 'profiles')}`] : [];
const processes = [
  { name: 'api-1', script: 'main.js', port: PORT + 1 },
  { name: 'api-2', script: 'main.js', port: PORT + 2 },
  { name: 'worker', script: 'worker.js', port: null },
].map((p) => ({
  ...p,
  child: spawn(process.execPath, [...profile, path.join(root, 'apps/server/dist', p.script)], {
    cwd: root,
    env: {
      ...process.env,
      ...consoleEnv,
      DATA_DIR: path.join(shared, p.name),
      STORAGE_DIR: path.join(shared, 'uploads'),
      WORKER_IN_PROCESS: 'false',
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(p.port ?? 0),
      PROPOSAL_DAILY_LIMIT: '1000000',
    },
    stdio: ['ignore', openSync(path.join(shared, `${p.name}.log`), 'w'), 'inherit'],
  }),
}));
const apis = processes.filter((p) => p.port !== null);
for (const api of apis)
  for (let i = 0; ; i++) {
    if (
      await fetch(`http://127.0.0.1:${api.port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error(`${api.name} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
const targets = apis.map((a) => `http://127.0.0.1:${a.port}`);
const proxy = await startRoundRobinProxy({ port: PORT, targets });
const base = proxy.url;
// SOAK_BALANCER=direct: the clients send their requests to the API processes in turn themselves, as a load
// balancer on another machine would, so that this machine's two cores do not also run the proxy (its share
// of the CPU is then what the direct run saves).
const direct = process.env.SOAK_BALANCER === 'direct';
const directCounts = targets.map(() => 0);
let turn = 0;
function nextBase() {
  if (!direct) return base;
  const at = turn++ % targets.length;
  directCounts[at]++;
  return targets[at];
}
console.log(
  `… ${apis.length} API processes and a worker on ${consoleEnv.DATABASE_URL}${process.env.REDIS_URL ? `, Redis ${process.env.REDIS_URL}` : ', no Redis'}`,
);

// ---------------------------------------------------------------- clients and what they work on

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
/** One request through the proxy (or, SOAK_BALANCER=direct, to the next API process): its status and milliseconds. */
function send(method, url, session, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    cookie: session.cookie,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...(payload ? { 'content-type': 'application/json', 'x-csrf-token': session.token } : {}),
  };
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${nextBase()}${url}`, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => {
        const ms = performance.now() - started;
        resolve({ status: response.statusCode, ms, body: decodeBody(Buffer.concat(chunks), response.headers['content-encoding']) });
      });
    });
    request.on('error', (error) => resolve({ status: error.code ?? 'error', ms: performance.now() - started, body: '' }));
    request.end(payload);
  });
}
const json = (result) => (result.status === 200 ? JSON.parse(result.body) : null);

const PROJECTS = 15;
const SEEKERS = 100;
/**
 * What each account's company gives the mix: a posting with applicants, their ids, reviews to reply to, and
 * (project, seeker) pairs to propose to: fresh projects of this run times seekers its search finds, each pair once.
 */
async function prepare(email) {
  const session = await signInSession(base, email);
  await send('POST', '/api/v3/resumes/components/matchings', session, { matchings: { privacy_agreement: { value: true } } });
  // Open postings only: the copies earlier runs made (BENCH_REUSE) are drafts without applicants.
  const postings = json(await send('GET', '/api/v5/partners/job/postings?status=open&page=1', session))?.data?.postings ?? [];
  const postingId = postings.find((p) => p.applicant_count > 0)?.id ?? null;
  const applicants = postingId
    ? (json(await send('GET', `/api/v5/partners/job/applicants?job_posting_id=${postingId}`, session))?.data?.applicants ?? [])
    : [];
  const applicantIds = applicants.map((a) => a.id);
  const reviews = json(await send('GET', '/api/v5/partners/company_reviews?page=1', session))?.data?.reviews ?? [];
  const seekers = [];
  for (let page = 1; seekers.length < SEEKERS && page <= 20; page++) {
    const found = json(await send('GET', `/api/v5/partners/hr/job_seekers/search?page=${page}`, session))?.data?.search_result?.results ?? [];
    if (found.length === 0) break;
    seekers.push(...found.map((r) => r.enc));
  }
  const proposals = [];
  for (let p = 0; p < PROJECTS; p++) {
    const project = json(await send('POST', '/hr/projects', session, { hr_project: { name: `상시 채용 ${Date.now().toString(36)}-${p}` } }))?.data
      ?.hr_project;
    if (project) for (const enc of seekers.slice(0, SEEKERS)) proposals.push({ projectId: project.id, enc });
  }
  return { email, postingId, applicantIds, reviewIds: reviews.map((r) => r.id), proposals };
}
const companies = [];
for (const email of ACCOUNTS) companies.push(await prepare(email));
const sessions = [];
for (let c = 0; c < CLIENTS; c++) {
  const company = companies[c % companies.length];
  sessions.push({ ...(await signInSession(base, company.email)), company });
}

const searches = searchMix().map((q) => `/api/v5/partners/hr/job_seekers/search?${new URLSearchParams(q.params)}`);
const now = new Date();
const month = (back) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const STAGES = ['reviewing', 'interview', 'applied'];

/** The mix: [route, weight, make(i, session) → [method, url, body] | null (nothing to do for this company)]. */
const MIX = [
  ['GET dashboard', 12, () => ['GET', '/api/v3/business_center/dash_board/business_status']],
  ['GET postings', 14, () => ['GET', '/api/v5/partners/job/postings?page=1']],
  [
    'GET applicants',
    14,
    (i, s) => (s.company.postingId ? ['GET', `/api/v5/partners/job/applicants?job_posting_id=${s.company.postingId}&page=1`] : null),
  ],
  ['GET reviews', 12, () => ['GET', '/api/v5/partners/company_reviews?page=1']],
  ['GET talent search', 14, (i) => ['GET', searches[i % searches.length]]],
  ['GET visitor data', 10, () => ['GET', `/api/v5/partners/data/visitors/overview?period_type=month&from_date=${month(11)}&to_date=${month(0)}`]],
  [
    'PUT applicant note',
    6,
    (i, s) => {
      const id = s.company.applicantIds[i % Math.max(1, s.company.applicantIds.length)];
      return id ? ['PUT', `/api/v5/partners/job/applicants/${id}/note`, { note: `2차 면접 후보 (${i % 97})` }] : null;
    },
  ],
  [
    'PATCH applicant stage',
    6,
    (i, s) => {
      const id = s.company.applicantIds[(i * 7) % Math.max(1, s.company.applicantIds.length)];
      return id ? ['PATCH', '/api/v5/partners/job/applicants/stage', { ids: [id], stage: STAGES[i % STAGES.length] }] : null;
    },
  ],
  [
    'PUT review reply',
    6,
    (i, s) => {
      const id = s.company.reviewIds[i % Math.max(1, s.company.reviewIds.length)];
      return id
        ? [
            'PUT',
            `/api/v5/partners/reviews/company_review/${id}/reply`,
            { body: `소중한 의견 감사합니다. 말씀하신 부분은 개선하겠습니다. (${i % 53})` },
          ]
        : null;
    },
  ],
  ['POST posting copy', 3, (i, s) => (s.company.postingId ? ['POST', `/api/v5/partners/job/postings/${s.company.postingId}/copy`, {}] : null)],
  ['POST saved search', 6, (i) => ['POST', '/hr/save_search_queries', { hr_save_search_query: { title: `자바 백엔드 ${i}`, query: 'query=자바' } }]],
  [
    'POST proposal',
    3,
    (i, s) => {
      const pair = s.company.proposals.shift();
      if (!pair) return null;
      const content = '안녕하세요. 인사 담당자입니다. 백엔드 개발자 포지션으로 제안드리고 싶어 연락드립니다.';
      return [
        'POST',
        '/api/v3/hr/messages/requested',
        { message: { user_id: pair.enc, project_id: pair.projectId, content, included_company_introduction: true, request_id: randomUUID() } },
      ];
    },
  ],
];
const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
function pick(i) {
  let at = (i * 7919) % totalWeight;
  for (const entry of MIX) {
    if (at < entry[1]) return entry;
    at -= entry[1];
  }
  return MIX[0];
}

// ---------------------------------------------------------------- the baseline, then the soak

const BARE_PORT = PORT + 9;
const bare = await startBare(BARE_PORT);
const bareAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
let bareCount = 0;
const bareUntil = performance.now() + 10_000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < bareUntil) {
      await new Promise((resolve) => http.get(`http://127.0.0.1:${BARE_PORT}/`, { agent: bareAgent }, (r) => r.resume().on('end', resolve)));
      bareCount++;
    }
  }),
);
bareAgent.destroy();
await stopServer(bare);

const memory = new Map(processes.map((p) => [p.name, { start: memoryOf(p.child.pid).rssMiB, peak: 0, end: 0 }]));
// Where the machine's CPU went during the soak: each process, this one (the clients and the proxy), the rest.
const cpuAtStart = {
  machine: machineBusySeconds(),
  own: process.cpuUsage(),
  ...Object.fromEntries(processes.map((p) => [p.name, cpuSecondsOf(p.child.pid)])),
};
const db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const dbName = new URL(databaseUrl).pathname.slice(1);
let connectionsPeak = 0;
const sample = async () => {
  for (const p of processes) {
    const m = memory.get(p.name);
    m.end = memoryOf(p.child.pid).rssMiB;
    m.peak = Math.max(m.peak, m.end);
  }
  const { rows } = await db.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
  connectionsPeak = Math.max(connectionsPeak, rows[0].n);
};
const sampler = setInterval(() => void sample(), 5_000);

const results = new Map(MIX.map(([route]) => [route, { ms: [], statuses: new Map() }]));
console.log(`… soak: ${CLIENTS} clients for ${SECONDS} s`);
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  sessions.map(async (session, c) => {
    for (let i = c * 13; performance.now() < until; i++) {
      const [route, , make] = pick(i);
      const call = make(i, session);
      if (!call) continue;
      const [method, url, body] = call;
      const result = await send(method, url, session, body);
      const r = results.get(route);
      r.ms.push(result.ms);
      r.statuses.set(result.status, (r.statuses.get(result.status) ?? 0) + 1);
    }
  }),
);
clearInterval(sampler);
await sample();
const cpu = Object.fromEntries(processes.map((p) => [p.name, cpuSecondsOf(p.child.pid) - cpuAtStart[p.name]]));
const own = process.cpuUsage(cpuAtStart.own);
cpu['clients + proxy (this process)'] = (own.user + own.system) / 1e6;
const busy = machineBusySeconds() - cpuAtStart.machine;
cpu['PostgreSQL, Redis and the rest'] = busy - Object.values(cpu).reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------- report

const rows = [...results].map(([route, r]) => {
  const non2xx = [...r.statuses].filter(([s]) => !(typeof s === 'number' && s >= 200 && s < 300));
  return {
    route,
    requests: r.ms.length,
    'non-2xx': non2xx.length === 0 ? 0 : non2xx.map(([s, n]) => `${n}×${s}`).join(' '),
    'p50 ms': percentile(r.ms, 50).toFixed(1),
    'p95 ms': percentile(r.ms, 95).toFixed(1),
    'p99 ms': percentile(r.ms, 99).toFixed(1),
  };
});
const all = [...results.values()].flatMap((r) => r.ms);
const reads = [...results].filter(([route]) => route.startsWith('GET')).flatMap(([, r]) => r.ms);
console.log(
  `\nSoak: ${CLIENTS} clients, ${SECONDS} s, 2 API processes + worker ${direct ? 'taking requests in turn from the clients (SOAK_BALANCER=direct)' : 'behind the round-robin proxy'}, PostgreSQL${process.env.REDIS_URL ? ' + Redis' : ''}`,
);
table(rows);
console.log(
  `\nall: ${all.length} requests, ${(all.length / SECONDS).toFixed(0)} req/s; reads p99 ${percentile(reads, 99).toFixed(1)} ms (target ≤ 250); ` +
    `bare Fastify GET / in the same run: ${(bareCount / 10).toFixed(0)} req/s at ${CLIENTS} clients`,
);
console.log(
  `${direct ? 'the clients sent' : 'the proxy sent'} ${(direct ? directCounts : proxy.counts()).join(' and ')} requests to the two API processes; database connections at most ${connectionsPeak}`,
);
table(
  [...memory].map(([name, m]) => ({
    process: name,
    'RSS start MiB': m.start.toFixed(0),
    'peak MiB': m.peak.toFixed(0),
    'end MiB': m.end.toFixed(0),
    growth: `${(((m.end - m.start) / m.start) * 100).toFixed(1)} %`,
  })),
);

console.log(
  `CPU over the soak (2 cores: ${(2 * SECONDS).toFixed(0)} s available, ${busy.toFixed(0)} s busy): ` +
    Object.entries(cpu)
      .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s (${((seconds / all.length) * 1000).toFixed(2)} ms a request)`)
      .join(', '),
);
if (profile.length > 0) console.log(`CPU profiles: ${path.join(shared, 'profiles')}`);

// What the processes logged as errors (level 50 and up), by message.
const errors = new Map();
for (const p of processes)
  for (const line of readFileSync(path.join(shared, `${p.name}.log`), 'utf8').split('\n')) {
    if (!line.includes('"level":5') && !line.includes('"level":6')) continue;
    const entry = JSON.parse(line);
    const key = `${p.name}: ${entry.msg} ${entry.err?.message ?? ''}`.trim();
    errors.set(key, (errors.get(key) ?? 0) + 1);
  }
console.log(errors.size === 0 ? 'errors logged: 0' : `errors logged:\n${[...errors].map(([k, n]) => `  ${n}× ${k}`).join('\n')}`);

agent.destroy();
await db.end();
await proxy.close();
for (const p of processes) await stopServer(p.child);
