// npm run bench:loops — the loops a developer lives in (issue 29), measured on fresh clones of this commit and of
// the commit before the issue's first change, in one run, so that the ratio tells what changed on this shared,
// noisy machine:
//   start     `npm start` on a fresh clone (npm ci, build, default demo data) until /healthz answers
//   restart   `npm start` again on the same clone (nothing to install, build or seed)
//   seed      the default demo data on PGlite and on PostgreSQL (`seed --reset --size default`)
//   test      `npm test` on the clone
// Each figure is printed beside its target and beside the base commit's. LOOPS (default
// "start,restart,seed,test") picks loops; LOOPS_BASE (a commit; default the one before issue 29) sets the base, and
// LOOPS_BASE=none skips it (the base's `npm test` alone takes about half an hour).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres, root, table } from './lib.mjs';

/** The last commit before issue 29's changes (issue 28's seed fix). */
const ISSUE_29_BASE = '8272e65';
const loops = (process.env.LOOPS ?? 'start,restart,seed,test').split(',');
const baseRev = process.env.LOOPS_BASE ?? ISSUE_29_BASE;

const TARGETS = {
  start: 90,
  restart: 3,
  'seed (PGlite)': 40,
  'seed (PostgreSQL)': 45,
  'npm test': 480,
};

/** A clone of `rev` with nothing installed or built, as a new developer gets it. */
function freshClone(rev, label) {
  const dir = mkdtempSync(path.join(tmpdir(), `loops-${label}-`));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir]);
  execFileSync('git', ['checkout', '--quiet', rev], { cwd: dir });
  return dir;
}

/** Runs `npm start` in `dir` until /healthz answers; the seconds it took. The server is stopped after. */
async function timeStart(dir, port) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATABASE_URL: '', CI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start in ${dir} exited (${child.exitCode}):\n${output.slice(-3000)}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return (Date.now() - started) / 1000;
      } catch {
        // not serving yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

function timeCommand(dir, command, args, env = {}) {
  const started = Date.now();
  execFileSync(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return (Date.now() - started) / 1000;
}

async function measure(rev, label, port) {
  const dir = freshClone(rev, label);
  const figures = {};
  try {
    console.error(`[${label}] ${rev} in ${dir}`);
    if (loops.includes('start') || loops.includes('restart')) {
      figures.start = await timeStart(dir, port);
      console.error(`[${label}] start ${figures.start.toFixed(1)}s`);
      if (loops.includes('restart')) figures.restart = await timeStart(dir, port);
    } else {
      timeCommand(dir, 'npm', ['ci', '--no-audit', '--no-fund']);
      timeCommand(dir, 'npm', ['run', 'build']);
    }
    if (loops.includes('seed')) {
      const seed = path.join(dir, 'apps/server/dist/seed.js');
      const dataDir = path.join(dir, 'bench-seed-data');
      figures['seed (PGlite)'] = timeCommand(dir, process.execPath, [seed, '--reset', '--size', 'default'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      const url = await freshPostgres(`pc_loops_${label}`);
      figures['seed (PostgreSQL)'] = timeCommand(dir, process.execPath, [seed, '--size', 'default'], { DATA_DIR: dataDir, DATABASE_URL: url });
      console.error(`[${label}] seed ${figures['seed (PGlite)'].toFixed(1)}s / ${figures['seed (PostgreSQL)'].toFixed(1)}s`);
    }
    if (loops.includes('test')) {
      figures['npm test'] = timeCommand(dir, 'npm', ['test'], { CI: '' });
      console.error(`[${label}] npm test ${figures['npm test'].toFixed(1)}s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const now = await measure(head, 'head', 3410);
const base = baseRev === 'none' ? {} : await measure(baseRev, 'base', 3411);

const s = (v) => (v === undefined ? '—' : `${v.toFixed(1)} s`);
console.log(`\nLoops on fresh clones: ${head} against ${baseRev === 'none' ? '(no base)' : baseRev}`);
table(
  Object.keys(now).map((loop) => ({
    loop,
    now: s(now[loop]),
    target: `≤ ${TARGETS[loop]} s`,
    met: now[loop] <= TARGETS[loop] ? 'yes' : 'NO',
    base: s(base[loop]),
    'now/base': base[loop] ? (now[loop] / base[loop]).toFixed(2) : '—',
  })),
);
