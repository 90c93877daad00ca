// The scale-out shape the e2e suite's `cluster` project drives (decision 0031): a fresh PostgreSQL database
// with the small demo data, two API processes and a worker behind the round-robin proxy (`npm run
// start:cluster`), so that one browser's consecutive requests alternate between the processes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { root } from './ensure-install.mjs';

const server = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = 'pc_e2e_cluster';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;

const cluster = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
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
