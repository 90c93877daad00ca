import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import cliProgress from 'cli-progress';
import { HIRING_PATHS } from '@partners/contract';
import { loadConfig } from '../platform/config.js';
import { openDatabase, openPostgres } from '../platform/db.js';
import { lockDirectory } from '../platform/dir-lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_SIZES, isSeeded, seedDatabase, type SeedSize } from './index.js';
import type { Progress } from './context.js';
import { vacuumAnalyze } from './seed.repo.js';
import { rebuildStaleSearchVectors } from '../modules/talent-search/search-vectors.service.js';
import { createStorage } from '../platform/storage/index.js';

const USAGE = `Usage: npm run seed -- [--size small|default|large] [--reset] [--if-empty] [--defer-visits]
  --size      how much demo data (${Object.entries(SEED_SIZES)
    .map(([k, v]) => `${k}: ${v.companies} companies`)
    .join(', ')})
  --reset     drop the existing database first (embedded: deletes ./data/pglite; PostgreSQL: drops the schema),
              and the uploaded files when they are on the local disk (./data/uploads)
  --if-empty  do nothing when the database already holds demo data
  --defer-visits  leave the visit history to the console's worker, which writes it while serving
              (npm start's first start: the console serves sooner)
  --accounts  only print the demo accounts`;

/** A finished step's line: its rows, its time and its rows a second (CI logs and `npm start` read these). */
function stepLine(step: string, rows: number, ms: number): string {
  const seconds = ms / 1000;
  const rate = seconds > 0 ? Math.round(rows / seconds) : rows;
  return `  ${step.padEnd(12)} ${`${rows.toLocaleString('ko-KR')}건`.padStart(12)} ${`${seconds.toFixed(1)}초`.padStart(7)} ${`${rate.toLocaleString('ko-KR')}건/초`.padStart(12)}`;
}

/** On a terminal: a bar while a step runs, replaced by the step's line when it ends. */
function barProgress(): Progress {
  const bar = new cliProgress.SingleBar(
    { format: '  {step} [{bar}] {percentage}% {value}/{total}', hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
  let step = '';
  let total = 0;
  let started = 0;
  return {
    start: (name, count) => {
      step = name;
      total = count;
      started = Date.now();
      bar.start(Math.max(count, 1), 0, { step: name.padEnd(12) });
    },
    advance: (by) => bar.increment(by),
    finish: () => {
      bar.stop();
      console.log(stepLine(step, total, Date.now() - started));
    },
    note: (line) => console.log(`  ${line}`),
  };
}

/** Without a terminal (CI, logs): one line per finished step with its rows, time and rows a second. */
function lineProgress(): Progress {
  let step = '';
  let total = 0;
  let started = 0;
  return {
    start: (name, count) => ((step = name), (total = count), (started = Date.now())),
    advance: () => undefined,
    finish: () => console.log(stepLine(step, total, Date.now() - started)),
    note: (line) => console.log(`  ${line}`),
  };
}

const progress = () => (process.stdout.isTTY ? barProgress() : lineProgress());

function printDemoAccounts(log: (line: string) => void = console.log) {
  log(`\n데모 계정 (비밀번호: ${DEMO_PASSWORD})`);
  for (const a of DEMO_ACCOUNTS) log(`  ${a.email.padEnd(26)} ${a.purpose}`);
  // The seekers' phone is for whoever runs the demo: only this output carries its key (decision 0028).
  const config = loadConfig();
  if (config.demoMode) {
    log(`\n구직자 휴대폰 (데모에서 구직자 역할, 콘솔에 로그인하지 않은 창에서 여세요)`);
    log(`  ${config.publicBaseUrl}${HIRING_PATHS.seekerPhone(config.demoPhoneKey)}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'default' },
      reset: { type: 'boolean' },
      'if-empty': { type: 'boolean' },
      'defer-visits': { type: 'boolean' },
      accounts: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  if (values.accounts) return printDemoAccounts();
  if (!(values.size in SEED_SIZES)) throw new Error(`Unknown size "${values.size}".\n${USAGE}`);
  const size = values.size as SeedSize;
  const loaded = loadConfig();
  // The seed truncates, drops and adds keys, vacuums: the tables' owner's work, when the console runs as a role
  // that owns nothing (DATABASE_MIGRATION_URL). The console's next start grants that role the new tables' rows.
  const config = { ...loaded, databaseUrl: loaded.databaseMigrationUrl ?? loaded.databaseUrl, databaseMigrationUrl: null };

  if (values.reset) {
    if (config.databaseUrl) {
      const db = await openPostgres(config.databaseUrl, { max: 1 });
      await db.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`);
      await db.close();
    } else {
      const folder = path.join(config.dataDir, 'pglite');
      // A data directory that does not exist yet (nothing else made it: the secret came from SESSION_SECRET) gets its lock too.
      await mkdir(config.dataDir, { recursive: true });
      const release = lockDirectory(`${folder}.lock`, `The embedded database ${folder}`);
      try {
        await rm(folder, { recursive: true, force: true });
      } finally {
        release();
      }
    }
    // The files belonged to the dropped database's uploads.
    if (config.storage.kind === 'local') await rm(config.storage.dir, { recursive: true, force: true });
  }

  const database = await openDatabase(config, { bulkLoad: true });
  try {
    if (await isSeeded(database)) {
      if (values['if-empty']) {
        // Demo data written by an older version: bring its search vectors to the form this one reads.
        const rewritten = await rebuildStaleSearchVectors(database.db, { progress: progress(), step: '검색 색인' });
        if (rewritten > 0) {
          await vacuumAnalyze(database.db, 'job_seekers');
          console.log(`검색 색인을 새 형식으로 다시 만들었습니다 (${rewritten.toLocaleString('ko-KR')}명)`);
        }
        return;
      }
      throw new Error('The database already holds demo data. Run with --reset to start over.');
    }
    const target = config.databaseUrl ? 'PostgreSQL' : `PGlite (${path.join(config.dataDir, 'pglite')})`;
    console.log(`데모 데이터 생성 중: ${target}, 크기 ${size}`);
    const started = Date.now();
    // The demo images go where the server will look for them: the configured storage.
    const storage = await createStorage(config.storage);
    try {
      await seedDatabase(database, { size, progress: progress(), storage, deferVisits: values['defer-visits'] === true });
    } finally {
      await storage.close?.();
    }
    console.log(`완료: 모두 ${((Date.now() - started) / 1000).toFixed(1)}초`);
    if (!values['if-empty']) printDemoAccounts();
  } finally {
    await database.close();
  }
  // The console's role may read the data at once (a reset made the schema anew): the grant its start makes.
  if (loaded.databaseUrl && loaded.databaseMigrationUrl)
    await (await openPostgres(loaded.databaseUrl, { max: 1, migrateAs: loaded.databaseMigrationUrl })).close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
