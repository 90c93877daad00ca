// `npm start` on a fresh clone: install if needed, build if stale, create the embedded database with
// demo data if it is empty, serve the console, and print the demo accounts. Node built-ins only,
// because it runs before anything is installed.
//
// Fast both ways (issue 29): on a fresh clone the demo data is seeded while the web app builds (the seed
// needs only the server's bundle, which takes a second); on a second start nothing is installed, built or
// seeded, and no extra process opens the database before the server does. The visit history (a million
// events and their rollups, most of the seed's time) is left to the server's worker, which writes it in
// steps while the console serves; the screens that read it say 데모 데이터 준비 중 until it is done.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtSeed, builtServer, ensureInstalled, mtime, root, staleBuilds } from './ensure-install.mjs';

const port = Number(process.env.PORT ?? 3000);
const began = Date.now();

// The embedded demo runs in demo mode, switched on by name (decision 0028): the server never infers it.
// With DATABASE_URL (a real setup) it stays as the environment says.
if (!process.env.DATABASE_URL && process.env.DEMO_MODE === undefined) process.env.DEMO_MODE = 'true';
const demoMode = process.env.DEMO_MODE === 'true';

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
/** One line per step, with its time: `▶ Building the server … 1.2s`. */
function say(line) {
  console.log(`▶ ${line}`);
}

/** Runs a command to its end, printing its output; exits the start if it fails. */
function runStep(label, command, args, options = {}) {
  const started = Date.now();
  say(label);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        console.error(`✖ ${label} failed (exit ${code ?? signal})`);
        process.exit(code ?? 1);
      }
      say(`${label}: done in ${seconds(Date.now() - started)}`);
      resolve();
    });
  });
}

// 1. Dependencies.
const installStarted = Date.now();
if (ensureInstalled()) say(`Dependencies installed in ${seconds(Date.now() - installStarted)}`);

// 2. What is stale: a build older than any source; demo data missing, or written before the seed last changed.
const { webStale, serverStale } = staleBuilds();
// The embedded database carries a marker of its own once seeded (removed with it by `seed --reset`). A
// PostgreSQL database is asked every time: it is not ours to remember.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const seededMarker = path.join(dataDir, 'pglite', '.partners-seeded');
const seedNeeded = Boolean(process.env.DATABASE_URL) || serverStale || mtime(seededMarker) < mtime(builtSeed);

// 3. Build the server first (a second), then the web app and the demo data side by side.
if (serverStale) await runStep('Building the server', 'npm', ['run', 'build:server']);
const seeding = seedNeeded
  ? runStep('Preparing the database (demo data when it is empty)', process.execPath, [builtSeed, '--if-empty', '--defer-visits']).then(() => {
      if (!process.env.DATABASE_URL && existsSync(path.dirname(seededMarker))) writeFileSync(seededMarker, new Date().toISOString());
    })
  : Promise.resolve();
const building = webStale ? runStep('Building the web app', 'npm', ['run', 'build:web']) : Promise.resolve();
await Promise.all([seeding, building]);

// 4. Serve.
const serveStarted = Date.now();
say('Starting the server');
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

while (Date.now() - serveStarted < 60_000) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log(
  `\n  Partners Console: http://localhost:${port}/partners  (serving after ${seconds(Date.now() - began)}; the server took ${seconds(Date.now() - serveStarted)})`,
);
console.log(
  demoMode
    ? "  Demo mode: on (DEMO_MODE=true): the demo mailbox, candidate inbox and seekers' phone are served"
    : '  Demo mode: off (DEMO_MODE is not true)',
);
spawnSync(process.execPath, [builtSeed, '--accounts'], { cwd: root, stdio: 'inherit' });
