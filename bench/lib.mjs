// Shared helpers for benchmarks: start the built server on an engine, sign in, read its memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// On PostgreSQL the seed, the servers and the workers a benchmark starts must share a secret (the console
// refuses to start without one there); they inherit this one unless the caller gave its own.
process.env.SESSION_SECRET ??= 'bench-session-secret-bench-session-secret';

/** A fresh PostgreSQL database from template0 with a C.UTF-8 ctype; returns its URL. */
export async function freshPostgres(name) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A copy of the database `template` as `name` (dropped first), made from its files: a run that writes starts
 * from the same rows each time, as the tests clone their seeded template. Returns the copy's URL.
 */
export async function cloneDatabase(template, name) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The role the benchmarked console connects as: it owns nothing; the seed and migrations run as the server's user. */
const CONSOLE_ROLE = 'pc_bench_console';

/**
 * The environment of a console on the database at `url` as a deployment runs it (decision 0031): DATABASE_URL
 * as a role that owns nothing, DATABASE_MIGRATION_URL as the tables' owner (the seed and migrations).
 */
export async function asConsoleRole(url) {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_roles where rolname = $1', [CONSOLE_ROLE]);
    if (!rowCount) await admin.query(`create role ${CONSOLE_ROLE} login nosuperuser nocreatedb nocreaterole`);
  } finally {
    await admin.end();
  }
  const consoleUrl = new URL(url);
  consoleUrl.username = CONSOLE_ROLE;
  consoleUrl.password = '';
  return { DATABASE_URL: consoleUrl.toString(), DATABASE_MIGRATION_URL: url };
}

/** The rows of one statement, on a connection of its own. */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The server's memory settings, which the PostgreSQL figures depend on (docs/decisions/0011), as one line,
 * and its shared buffers in bytes. `scripts/bench-postgres.sh` applies the settings the figures assume.
 */
export async function postgresMemory(url) {
  const [row] = await query(
    url,
    `select current_setting('shared_buffers') as shared_buffers, current_setting('huge_pages') as huge_pages,
            pg_size_bytes(current_setting('shared_buffers'))::float8 as bytes`,
  );
  return { line: `shared_buffers ${row.shared_buffers}, huge_pages ${row.huge_pages}`, sharedBuffers: row.bytes };
}

/** Whether the database at `url` holds the demo data of `size` (BENCH_REUSE keeps such a database). */
export async function isSeeded(url, size) {
  try {
    const [row] = await query(url, "select value from app_meta where key = 'demo_seed'");
    return row?.value?.size === size;
  } catch {
    return false;
  }
}

/** A small deterministic generator (mulberry32): the same numbers from the same seed, so runs ask the same things. */
export function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seed(env, size = 'default') {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), '--reset', '--size', size], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('seeding failed');
}

/**
 * Starts the built server. Its stdout (the logs) goes to /dev/null: written, as in production, but not shown.
 * `defaults: true` keeps the log level `npm start` uses; otherwise it is lowered to warn, so that a benchmark of
 * something else does not also measure logging.
 */
export async function startServer(env, port, { defaults = false } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    // The test payment provider outside demo mode must be asked for by name (decision 0028).
    env: { PAYMENT_PROVIDER: 'test', ...process.env, ...(defaults ? {} : { LOG_LEVEL: 'warn' }), PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(child, `${base}/healthz`);
  return { child, base };
}

/** Waits until `url` answers 2xx; kills the child if it never does. */
export async function waitFor(child, url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${url} did not answer`);
}

// The floor: what Fastify itself answers on this machine, with no plugin, hook, logger or database.
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** Starts a bare Fastify server answering GET / (a baseline beside the real server's figures). */
export async function startBare(port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(child, `http://127.0.0.1:${port}/`);
  return child;
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// Headers of one HTTP/1.1 connection, which HTTP/2 does not carry (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

/**
 * An HTTPS edge that speaks HTTP/2 (and HTTP/1.1) in front of `target` (an http:// base), as the deployment's
 * TLS front (the load balancer of the scale-out shape) does: the browser reaches the console over one
 * multiplexed HTTPS connection, not six HTTP/1.1 ones. The certificate is self-signed (openssl, made once
 * under bench/results/edge/): the browser that measures through it ignores certificate errors.
 */
export async function startTlsEdge(target) {
  const dir = path.join(root, 'bench/results/edge');
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0)
      throw new Error(`openssl could not make the edge's certificate (BENCH_EDGE=none measures without it): ${made.error ?? made.stderr}`);
  }
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    headers.host = request.headers[':authority'] ?? request.headers.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      { agent, host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))));
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${server.address().port}`,
    close: () => {
      agent.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]);
}

/** Signs in like the browser does: the Cookie header of the session and the CSRF token its writes send. */
export async function signInSession(base, email, password = 'demo-password') {
  const csrf = await fetch(`${base}/api/v3/csrf`);
  const jar = cookiesOf(csrf);
  const { token } = await csrf.json();
  const response = await fetch(`${base}/api/v3/user_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: jar.join('; ') },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie: [...jar, ...cookiesOf(response)].join('; '), token };
}

/**
 * Accepts the talent pool's privacy agreement for a signed-in session (spec §5): the demo company's operators
 * have not, and the pool's pages show only the agreement's modal until they do. A benchmark of the talent
 * search measures it as an operator who uses it sees it.
 */
export async function acceptPrivacyAgreement(base, { cookie, token }) {
  const response = await fetch(`${base}/api/v3/resumes/components/matchings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    body: JSON.stringify({ matchings: { privacy_agreement: { value: true } } }),
  });
  if (!response.ok) throw new Error(`accepting the privacy agreement failed: ${response.status}`);
}

/** Signs in like the browser does and returns the Cookie header of the session. */
export async function signIn(base, email, password = 'demo-password') {
  return (await signInSession(base, email, password)).cookie;
}

/** Resident and peak resident memory of a process, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a live process has used, from /proc. */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command; in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the whole machine has been busy (every core), from /proc/stat. */
export function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / 100;
}

export function table(rows) {
  const widths = Object.keys(rows[0]).map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(Object.keys(rows[0])));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(Object.values(r)));
}

// ---------------------------------------------------------------- HTTP and SQL load (closed loop)

/** The paths of the contract's entries, read from its source (the bench runs without a TypeScript loader). */
export function contractPaths(names) {
  const source = readFileSync(path.join(root, 'packages/contract/src/endpoints.ts'), 'utf8');
  return Object.fromEntries(
    names.map((name) => {
      const found = new RegExp(`'${name.replace('.', '\\.')}':\\s*\\{[^}]*path:\\s*'([^']+)'`).exec(source);
      if (!found) throw new Error(`${name} is not in the contract`);
      return [name, found[1]];
    }),
  );
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** What Chromium sends: a benchmark's client asks for compressed answers as the browser does (the server's cost included). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A response body as text, decompressed as the browser would by its Content-Encoding. */
export function decodeBody(buffer, encoding) {
  if (encoding === 'br') return brotliDecompressSync(buffer).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(buffer).toString('utf8');
  return buffer.toString('utf8');
}

export function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
}

/**
 * Closed-loop load: each client sends its next request as soon as the last is answered, for `seconds`, after a
 * warm-up of `warmup` seconds. `overHttp` GETs the URLs in turn; `overSql` runs each round's statements on a pool.
 */
export function loadLoop({ warmup, duration }) {
  /** Closed loop: each client sends its next request as soon as the last is answered, for `seconds`. */
  async function loop(clients, seconds, send) {
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

  async function overHttp(clients, urls, headers = {}) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    const send = async (i) => (await get(agent, urls[i % urls.length], headers)) === 200;
    await loop(clients, warmup, send);
    const result = await loop(clients, duration, send);
    agent.destroy();
    return result;
  }

  async function overSql(clients, url, statements) {
    const pool = new pg.Pool({ connectionString: url, max: clients });
    const send = async (i) => {
      for (const [text, values] of statements(i)) await pool.query(text, values);
      return true;
    };
    await loop(clients, warmup, send);
    const result = await loop(clients, duration, send);
    await pool.end();
    return result;
  }

  return { loop, overHttp, overSql };
}

/** Milliseconds as the tables print them. */
export const ms = (v) => v.toFixed(1);

/** One row of a latency table: a call at `clients` concurrent clients, from a `loadLoop`/`overHttp` result. */
export function latencyRow(call, clients, r) {
  return {
    call,
    clients,
    'p50 ms': ms(r.p50),
    'p95 ms': ms(r.p95),
    'p99 ms': ms(r.p99),
    'req/s': Math.round(r.perSecond),
    failed: r.failed,
  };
}
