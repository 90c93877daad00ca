// The test run's seeding, in a process of its own so that vitest's main process stays free to serve its
// workers while it runs: `tsx seed-once.ts <dir> <hash>` (TEST_DATABASE_URL chooses PostgreSQL). On failure it
// writes error.txt, which the waiting test files report.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareSeededDemo } from './seeded-demo.js';

const [dir, hash] = process.argv.slice(2);
if (!dir || !hash) throw new Error('usage: seed-once.ts <dir> <hash>');
try {
  await prepareSeededDemo(dir, process.env.TEST_DATABASE_URL || undefined, hash);
} catch (error) {
  writeFileSync(path.join(dir, 'error.txt'), error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
