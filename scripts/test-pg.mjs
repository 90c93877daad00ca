// Runs the API suite against a PostgreSQL server: each test file creates (and drops) its own database.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`API suite on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
