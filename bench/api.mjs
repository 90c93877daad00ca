// npm run bench:api — autocannon at 50 connections against the built server, on PostgreSQL and on PGlite.
// Targets (issue 2): GET /healthz ≥ 10,000 req/s; signed-in info ≥ 2,000 req/s with p99 ≤ 50 ms on PostgreSQL.
// BENCH_DURATION (seconds, default 20) and BENCH_CONNECTIONS (default 50) tune it.
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres, memoryOf, root, seed, signIn, startServer, stopServer, table } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function hammer(url, headers) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const engines = [
  { name: 'postgres', prepare: async () => ({ DATABASE_URL: await freshPostgres('pc_bench_api') }) },
  { name: 'pglite', prepare: async () => ({ DATA_DIR: path.join(root, 'bench/results/pglite-api') }) },
];

const rows = [];
for (const engine of engines) {
  const env = await engine.prepare();
  seed(env);
  const { child, base } = await startServer(env, 3200);
  try {
    const cookie = await signIn(base, 'admin@demo.test');
    for (const [name, url, headers] of [
      ['GET /healthz', `${base}/healthz`, {}],
      ['GET info/info (signed in)', `${base}/api/v3/business_center/info/info`, { cookie }],
    ]) {
      console.log(`… ${engine.name}: ${name} for ${duration}s at ${connections} connections`);
      const r = await hammer(url, headers);
      const mem = memoryOf(child.pid);
      rows.push({ engine: engine.name, call: name, 'req/s': r.reqPerSec, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx, errors: r.errors, 'RSS MiB': mem.rssMiB.toFixed(0), 'peak RSS MiB': mem.peakMiB.toFixed(0) });
    }
  } finally {
    await stopServer(child);
  }
}
console.log(`\nAPI benchmark (${duration}s per call, ${connections} connections, one server process, 2 cores shared with the load generator)`);
table(rows);
