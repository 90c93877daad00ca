// `npm start` on a fresh clone: install if needed, build if stale, create the embedded database with
// demo data if it is empty, serve the console, and print the demo accounts. Node built-ins only,
// because it runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, mtime, root, run } from './ensure-install.mjs';

const port = Number(process.env.PORT ?? 3000);

// The embedded demo runs in demo mode, switched on by name (decision 0028): the server never infers it.
// With DATABASE_URL (a real setup) it stays as the environment says.
if (!process.env.DATABASE_URL && process.env.DEMO_MODE === undefined) process.env.DEMO_MODE = 'true';
const demoMode = process.env.DEMO_MODE === 'true';

/** Newest modification time below `dir`, skipping build output and dependencies. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

// 1. Dependencies.
ensureInstalled();

// 2. Build, when any source is newer than the build.
const builtWeb = path.join(root, 'apps/web/dist/index.html');
const builtServer = path.join(root, 'apps/server/dist/main.js');
const sources = Math.max(newest(path.join(root, 'apps')), newest(path.join(root, 'packages')));
if (Math.min(mtime(builtWeb), mtime(builtServer)) < sources) run('npm', ['run', 'build'], 'Building the web app and the server');

// 3. Demo data, only into an empty database.
run(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), '--if-empty'], 'Preparing the database');

// 4. Serve.
console.log('\n▶ Starting the server');
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

const started = Date.now();
while (Date.now() - started < 60_000) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (response.ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`\n  Partners Console: http://localhost:${port}/partners  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
console.log(
  demoMode
    ? "  Demo mode: on (DEMO_MODE=true): the demo mailbox, candidate inbox and seekers' phone are served"
    : '  Demo mode: off (DEMO_MODE is not true)',
);
spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), '--accounts'], { cwd: root, stdio: 'inherit' });
