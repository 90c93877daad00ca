// The scale-out shape the e2e suite's `cluster` project drives (decision 0031): a fresh PostgreSQL database
// with the small demo data, two API processes and a worker behind the round-robin proxy (`npm run
// start:cluster`), so that one browser's consecutive requests alternate between the processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { asConsoleRole, freshPostgres } from '../bench/lib.mjs';
import { root } from './ensure-install.mjs';

// A fresh database on the PostgreSQL server the benchmarks use (BENCH_PG_URL, default the local one), which
// the console's processes reach as a role that owns nothing, the tables' owner migrating and seeding.
const database = await asConsoleRole(await freshPostgres('pc_e2e_cluster'));

const cluster = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...database,
    SESSION_SECRET: 'e2e-cluster-secret-e2e-cluster-secret',
    PORT: process.env.E2E_CLUSTER_PORT ?? '3200',
    HOST: '127.0.0.1',
    CLUSTER_DIR: path.join(root, 'test-results/e2e-cluster'),
    SEED_SIZE: 'small',
    LOG_LEVEL: 'warn',
    // As the single server of the suite (e2e-server.mjs): the embedded demo's mode and the seekers' phone key.
    DEMO_MODE: 'true',
    DEMO_PHONE_KEY: process.env.DEMO_PHONE_KEY ?? 'e2e-seeker-phone',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cluster.kill(signal));
cluster.on('exit', (code) => process.exit(code ?? 0));
