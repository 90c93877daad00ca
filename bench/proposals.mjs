// npm run bench:proposals — position proposals on PostgreSQL with the default demo data (issue 4 targets):
//   (a) creating proposals at 50 concurrent connections: ≥ 300/s with p99 ≤ 100 ms. Runs: autocannon as fast as
//       the server goes (closed loop after a 3 s warm-up: latency is then 50 ÷ throughput), then steady rates (300/s and
//       600/s) over up to 50 keep-alive connections (open loop, each latency counted from the request's scheduled time),
//       which show the latency a given load gets short of saturation;
//   (b) the worker delivering them through the local adapter: ≥ 500 messages/s;
//   (c) listing a project's candidates with 10,000 candidates in the project: p95 ≤ 30 ms.
// Prints figures only; asserts nothing. Builds nothing: run `npm run build` first. The server's memory settings
// matter (docs/decisions/0011); the run prints them. The load comes from this process, on the same two cores as
// the server and PostgreSQL: from (a) on it runs at a lower priority (BENCH_NICE, default 10; 0 keeps it), so
// that it yields them the cores as a client on another machine would. At equal priority the server, a single
// thread and the busiest process, loses its core to the backend or client that each of its writes wakes.
//   BENCH_DURATION     seconds of each proposal run (default 20)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_RATE         the steady rates of the later runs, per second, comma-separated (default 300,600; 0 skips them)
//   BENCH_WORKERS      worker processes delivering in (b) (default 1)
//   BENCH_NICE         the load generator's niceness from (a) on (default 10); the worker processes of (b) inherit it
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { createCipheriv, createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres, memoryOf, postgresMemory, query, root, seed, signIn, startServer, stopServer, table } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const steadyRates = (process.env.BENCH_RATE ?? '300,600')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const nice = Number(process.env.BENCH_NICE ?? 10);
const SECRET = 'bench-proposals-secret-bench-proposals-secret';
const PROJECTS = 12;
const WARMUP_SECONDS = 3;
const CANDIDATES = 10_000;

/** The seekers' opaque ids, sealed as apps/server/src/modules/talent-search/seeker-id.ts does with the server's secret. */
const encKey = createHmac('sha256', SECRET).update('job-seeker-enc').digest().subarray(0, 16);
function enc(id) {
  const block = Buffer.alloc(16);
  Buffer.from('jobseekr', 'latin1').copy(block, 0);
  block.writeUInt32BE(id, 8);
  const cipher = createCipheriv('aes-128-ecb', encKey, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (v) => v.toFixed(1);

async function api(base, headers, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function operator(base) {
  const cookie = await signIn(base, 'admin@demo.test');
  const { token } = await (await fetch(`${base}/api/v3/csrf`, { headers: { cookie } })).json();
  const headers = { cookie, 'x-csrf-token': token };
  await api(base, headers, 'POST', '/api/v3/resumes/components/matchings', { matchings: { privacy_agreement: { value: true } } });
  return headers;
}

/**
 * Bodies of proposals to fresh (project, seeker) pairs, so that none meets an open one. Concurrent sends go
 * to different seekers, as a recruiter's would: sends to one seeker for several projects at once queue on
 * the seeker's row in the company's interview-request pool, each waiting for the one before to commit.
 */
function proposalBodies(projects, seekers) {
  let next = 0;
  return () => {
    const i = next++;
    const message = {
      user_id: seekers[i % seekers.length],
      project_id: projects[Math.floor(i / seekers.length) % projects.length],
      content: '안녕하세요. 등록하신 이력서를 보고 백엔드 개발자 포지션을 제안드립니다.',
      included_company_introduction: true,
      request_id: randomUUID(),
    };
    return JSON.stringify({ message });
  };
}

/** Closed loop: each of the connections sends its next proposal as soon as the last is answered. */
async function asFastAsItGoes(base, headers, nextBody) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    // A running server has its connections open: the first seconds of a cold start (the pool opening
    // its PostgreSQL connections under 50 waiting requests) are not measured.
    warmup: { connections, duration: WARMUP_SECONDS },
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [{ method: 'POST', path: '/api/v3/hr/messages/requested', setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  });
  return {
    run: `${connections} connections, closed loop`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Open loop: proposals scheduled evenly at `rate` per second over up to `connections` keep-alive sockets. */
async function steady(base, headers, nextBody, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL('/api/v3/hr/messages/requested', base);
  const post = (body) =>
    new Promise((resolve, reject) => {
      const request = http.request(target, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
      request.end(body);
    });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const inflight = new Set();
  const started = performance.now();
  for (let i = 0; i < rate * duration; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = post(nextBody()).then(
      (status) => {
        latencies.push(performance.now() - due);
        if (status !== 200) non2xx++;
      },
      () => errors++,
    );
    inflight.add(sent);
    void sent.finally(() => inflight.delete(sent));
  }
  await Promise.all(inflight);
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  return {
    run: `steady ${rate}/s, open loop`,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(Math.max(...latencies)),
    non2xx,
    errors,
  };
}

/** Starts worker processes and times them until every pending job is done. */
async function deliver(env) {
  const [{ pending }] = await query(env.DATABASE_URL, "select count(*)::int as pending from jobs where status = 'pending'");
  const started = performance.now();
  const children = Array.from({ length: workers }, () =>
    spawn(process.execPath, [path.join(root, 'apps/server/dist/worker.js')], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  try {
    for (;;) {
      const [{ left }] = await query(env.DATABASE_URL, "select count(*)::int as left from jobs where status = 'pending'");
      if (left === 0) break;
      if (performance.now() - started > 600_000) throw new Error(`${left} jobs still pending after 10 minutes`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))));
  }
  const wall = (performance.now() - started) / 1000;
  const [span] = await query(
    env.DATABASE_URL,
    'select count(*)::int as messages, extract(epoch from max(created_at) - min(created_at))::float8 as seconds from delivered_messages',
  );
  const [{ failed }] = await query(env.DATABASE_URL, "select count(*)::int as failed from jobs where status = 'failed'");
  const [{ undelivered }] = await query(env.DATABASE_URL, "select count(*)::int as undelivered from hr_proposals where status = 'sent'");
  return { pending, messages: span.messages, seconds: span.seconds, wall, failed, undelivered };
}

/** A project of 10,000 candidates, written directly: every list and page has rows. */
async function bigProject(url, projectId) {
  await query(
    url,
    `insert into hr_candidates (company_id, project_id, job_seeker_id, status, action_status, created_at, updated_at)
     select 1, $1, id,
            (array['intact', 'intact', 'contacted', 'contacted', 'replied'])[1 + id % 5],
            case when id % 5 = 4 and id % 3 = 0 then 'interviewing' else 'none' end,
            now() - (id % 10000) * interval '1 minute', now()
     from job_seekers order by id limit $2
     on conflict do nothing`,
    [projectId, CANDIDATES],
  );
  await query(url, 'analyze hr_candidates');
  const rows = await query(
    url,
    'select status, action_status, count(*)::int as n from hr_candidates where project_id = $1 group by 1, 2 order by 1, 2',
    [projectId],
  );
  return rows;
}

async function listCandidates(base, headers, projectId) {
  const lists = ['intact', 'contacted', 'replied', 'completed'];
  const urls = [];
  for (const list of lists)
    for (const page of [1, 2, 5, 20, 60]) urls.push(`/hr/projects/${projectId}/candidates?action_status=${list}&page=${page}`);
  for (const url of urls.slice(0, 8)) await api(base, headers, 'GET', url);
  const timings = [];
  for (let round = 0; round < 10; round++) {
    for (const url of urls) {
      const started = performance.now();
      await api(base, headers, 'GET', url);
      timings.push(performance.now() - started);
    }
  }
  return { calls: timings.length, p50: percentile(timings, 50), p95: percentile(timings, 95), p99: percentile(timings, 99) };
}

const env = { DATABASE_URL: await freshPostgres('pc_bench_proposals'), SESSION_SECRET: SECRET };
console.log(`… postgres: ${(await postgresMemory(env.DATABASE_URL)).line} (scripts/bench-postgres.sh sets what the figures assume)`);
console.log('… postgres: generating the default demo data');
seed(env);
const server = await startServer({ ...env, WORKER_IN_PROCESS: 'false', PROPOSAL_DAILY_LIMIT: '100000000' }, 3220);
try {
  const headers = await operator(server.base);
  const projects = [];
  for (let i = 0; i < PROJECTS; i++)
    projects.push((await api(server.base, headers, 'POST', '/hr/projects', { hr_project: { name: `벤치마크 프로젝트 ${i + 1}` } })).hr_project.id);
  const [{ n }] = await query(env.DATABASE_URL, 'select count(*)::int as n from job_seekers');
  const seekers = Array.from({ length: n }, (_, i) => enc(i + 1));

  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(`… (a) creating proposals: ${connections} connections, ${duration}s per run, the load generator at nice ${os.getPriority()}`);
  const runs = [await asFastAsItGoes(server.base, headers, proposalBodies(projects, seekers.slice(0, Math.floor(n / 2))))];
  const steadyBodies = proposalBodies(projects, seekers.slice(Math.floor(n / 2)));
  for (const rate of steadyRates) runs.push(await steady(server.base, headers, steadyBodies, rate));
  const mem = memoryOf(server.child.pid);
  console.log(
    `\n(a) POST /api/v3/hr/messages/requested, ${connections} connections (server RSS ${mem.rssMiB.toFixed(0)} MiB, peak ${mem.peakMiB.toFixed(0)} MiB)`,
  );
  table(runs);

  console.log(`\n… (b) delivering through the local adapter with ${workers} worker process(es)`);
  const d = await deliver(env);
  console.log(
    `(b) ${d.messages.toLocaleString('en-US')} messages delivered in ${d.seconds.toFixed(1)} s (first to last): ${Math.round(d.messages / d.seconds)} messages/s; ` +
      `${d.wall.toFixed(1)} s wall clock with start-up (${Math.round(d.pending / d.wall)}/s); failed jobs ${d.failed}, proposals left undelivered ${d.undelivered}`,
  );

  console.log(`\n… (c) a project with ${CANDIDATES.toLocaleString('en-US')} candidates`);
  const big = (await api(server.base, headers, 'POST', '/hr/projects', { hr_project: { name: '대규모 후보자 프로젝트' } })).hr_project.id;
  const mix = await bigProject(env.DATABASE_URL, big);
  console.log(`   candidates by status: ${mix.map((r) => `${r.status}/${r.action_status} ${r.n}`).join(', ')}`);
  const l = await listCandidates(server.base, headers, big);
  console.log(
    `(c) GET /hr/projects/:id/candidates (4 lists × 5 pages, one client): ${l.calls} calls, p50 ${ms(l.p50)} ms, p95 ${ms(l.p95)} ms, p99 ${ms(l.p99)} ms`,
  );
} finally {
  await stopServer(server.child);
}
