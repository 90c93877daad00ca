// `npm run start:cluster`: the scale-out shape on one machine (README, "Scale-out"; decision 0031). Two API
// processes on two ports, each with a data directory of its own as two hosts would have, and one job worker,
// all on the PostgreSQL of DATABASE_URL (with Redis from REDIS_URL when set), behind a round-robin proxy on
// PORT that sends each request to the next process in turn. A process that dies is started again after a
// second, as a process manager would. Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { builtSeed, builtServer, ensureInstalled, root, run, staleBuilds } from './ensure-install.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const fail = (line) => {
  console.error(`✖ ${line}`);
  process.exit(1);
};
if (!process.env.DATABASE_URL) fail('start:cluster needs DATABASE_URL: the processes share one PostgreSQL (README, "Scale-out")');
if (!process.env.SESSION_SECRET) fail('start:cluster needs SESSION_SECRET: every process signs with it (openssl rand -base64 32 makes one)');

const port = Number(process.env.PORT ?? 3000);
const apiPorts = [port + 1, port + 2];
const clusterDir = path.resolve(root, process.env.CLUSTER_DIR ?? 'data/cluster');
// Uploads must be where every host finds them: S3 when configured, else one directory all processes share.
const sharedStorage = process.env.S3_BUCKET || process.env.STORAGE_DIR ? {} : { STORAGE_DIR: path.join(clusterDir, 'uploads') };

ensureInstalled();
const { webStale, serverStale } = staleBuilds();
if (webStale || serverStale) run('npm', ['run', 'build'], 'Building the web app and the server');
// SEED_SIZE: the demo data's size when the database is empty (the e2e suite's cluster takes `small`).
run(
  process.execPath,
  [builtSeed, '--if-empty', '--size', process.env.SEED_SIZE ?? 'default'],
  'Preparing the database (demo data when it is empty)',
  {
    ...process.env,
    ...sharedStorage,
  },
);

const processes = [
  ...apiPorts.map((apiPort, i) => ({
    name: `api-${i + 1}`,
    args: ['--enable-source-maps', builtServer],
    env: { PORT: String(apiPort), HOST: '127.0.0.1', WORKER_IN_PROCESS: 'false' },
  })),
  { name: 'worker', args: ['--enable-source-maps', path.join(root, 'apps/server/dist/worker.js')], env: {} },
];

const START_GRACE_MS = 5_000;
let stopping = false;
const children = new Map();
let proxy = null;
async function stop(failure) {
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  await proxy?.close();
  if (failure) fail(failure);
  process.exit(0);
}
function launch(spec) {
  const dataDir = path.join(clusterDir, spec.name);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, spec.args, {
    cwd: root,
    stdio: 'inherit',
    // Links in mail and notifications point at the cluster's address, the proxy, not at one process.
    env: { PUBLIC_BASE_URL: `http://localhost:${port}`, ...process.env, ...sharedStorage, ...spec.env, DATA_DIR: dataDir },
  });
  children.set(spec.name, child);
  const started = Date.now();
  child.on('exit', (code, signal) => {
    if (stopping) return;
    // One that exits while starting (a setting it refuses, a database it cannot reach) would only do so again.
    if (Date.now() - started < START_GRACE_MS && signal === null)
      return void stop(`${spec.name} exited while starting (exit ${code}); its message is above`);
    console.error(`✖ ${spec.name} (pid ${child.pid}) exited (${signal ?? code}); starting it again in a second`);
    setTimeout(() => launch(spec), 1_000);
  });
  console.log(`▶ ${spec.name}: pid ${child.pid}${spec.env.PORT ? `, port ${spec.env.PORT}` : ''}`);
}
processes.forEach(launch);

proxy = await startRoundRobinProxy({ port, host: process.env.HOST ?? '0.0.0.0', targets: apiPorts.map((p) => `http://127.0.0.1:${p}`) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());

for (let i = 0; i < 600; i++) {
  const ready = await Promise.all(
    apiPorts.map((p) =>
      fetch(`http://127.0.0.1:${p}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  if (ready.every(Boolean)) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(`\n  Partners Console (cluster): http://localhost:${port}/partners, round robin over ports ${apiPorts.join(' and ')}`);
spawnSync(process.execPath, [builtSeed, '--accounts'], { cwd: root, stdio: 'inherit' });
