// The server the e2e suite drives: the built app on a fresh embedded database with the small demo data.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './ensure-install.mjs';

const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  // One database a server: the suite runs a server for each of its workers (playwright.config.ts).
  DATA_DIR: path.join(root, `test-results/e2e-data-${port}`),
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The journeys run the embedded demo: demo mode is switched on by name (decision 0028), and the seekers'
  // phone has a known key so that a spec can open it as whoever runs the demo would (e2e/helpers.ts).
  DEMO_MODE: 'true',
  DEMO_PHONE_KEY: process.env.DEMO_PHONE_KEY ?? 'e2e-seeker-phone',
};
delete env.DATABASE_URL;
const seeded = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed.js'), '--reset', '--size', 'small'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
