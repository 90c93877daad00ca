// Installs dependencies when node_modules is missing or older than package-lock.json, and tells which builds are stale.
// Node built-ins only: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

export function run(command, args, label, env = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs when needed; true when it did. */
export function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || mtime(lock) > mtime(installed)) {
    run('npm', ['ci', '--no-audit', '--no-fund'], 'Installing dependencies (npm ci)');
    return true;
  }
  return false;
}

export const builtWeb = path.join(root, 'apps/web/dist/index.html');
export const builtServer = path.join(root, 'apps/server/dist/main.js');
export const builtSeed = path.join(root, 'apps/server/dist/seed.js');

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

/** Which builds are older than any source (or missing). */
export function staleBuilds() {
  const sources = Math.max(newest(path.join(root, 'apps')), newest(path.join(root, 'packages')));
  return { webStale: mtime(builtWeb) < sources, serverStale: Math.min(mtime(builtServer), mtime(builtSeed)) < sources };
}
