import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeCompany } from '../test/factories.js';
import { dropDatabase } from '../test/seeded-demo.js';
import { ensureComingPartitions, insertUnqueuedVisitEvents, recordVisitEvents, rollUpVisits } from '../modules/visitors/visitors.service.js';
import { insertVisitEvents } from '../modules/visitors/visitors.repo.js';
import { openPostgres, type Database } from './db.js';

/**
 * The console on PostgreSQL as a role that owns nothing (decision 0031): a deployment's owner role migrates
 * (DATABASE_MIGRATION_URL) and grants the console's role (DATABASE_URL) the rows and nothing else. Made here
 * from scratch on the test server: an owner and a console role, neither a superuser, and a database of the
 * owner's. The whole API suite on PostgreSQL also runs its apps as such a role (harness, `CONSOLE_ROLE`).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the console as a least-privileged role', () => {
  const tag = randomBytes(4).toString('hex');
  const owner = `pc_owner_${tag}`;
  const consoleRole = `pc_app_${tag}`;
  const name = `pc_test_roles_${tag}`;
  let admin: pg.Client;
  let database: Database;
  const urlAs = (user: string) => {
    const url = new URL(serverUrl ?? '');
    url.username = user;
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create role ${owner} login nosuperuser nocreatedb nocreaterole`);
    await admin.query(`create role ${consoleRole} login nosuperuser nocreatedb nocreaterole`);
    await admin.query(`create database ${name} owner ${owner} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
    // Three hosts starting together on the new database: they migrate and grant one after another (two at
    // once failed with "tuple concurrently updated").
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => openPostgres(urlAs(consoleRole), { max: 3, migrateAs: urlAs(owner) })));
    database = first as Database;
    for (const other of others) await other.close();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await dropDatabase(serverUrl ?? '', name);
    await admin.query(`drop role if exists ${consoleRole}`);
    await admin.query(`drop role if exists ${owner}`);
    await admin.end();
  });

  async function refused(statement: string): Promise<string | undefined> {
    try {
      await database.db.execute(sql.raw(statement));
      return undefined;
    } catch (error) {
      return ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;
    }
  }

  it('owns nothing and may make no DDL: 42501 for every try', async () => {
    const { rows } = (await database.db.execute(sql`
      select (select rolsuper from pg_roles where rolname = current_user) as superuser,
        (select count(*)::int from pg_class where relowner = (select oid from pg_roles where rolname = current_user)) as relations,
        (select count(*)::int from pg_proc where proowner = (select oid from pg_roles where rolname = current_user)) as functions`)) as {
      rows: { superuser: boolean; relations: number; functions: number }[];
    };
    expect(rows[0]).toEqual({ superuser: false, relations: 0, functions: 0 });
    for (const statement of [
      'create table probe (id int)',
      'alter table companies add column probe int',
      'drop table hr_projects',
      'truncate visit_events',
      'alter table visit_events disable trigger visit_events_enqueue',
      'create schema probe',
      'create index probe_idx on companies (name)',
    ])
      expect([statement, await refused(statement)]).toEqual([statement, '42501']);
  });

  it('does the console’s own work: rows, a month’s partition, the visit queue and rollup, the events it counts itself', async () => {
    const company = await makeCompany(database.db);
    // A month far ahead has no partition yet: the owner's function makes it for the console.
    const months = await ensureComingPartitions(database.db, new Date('2031-03-15T00:00:00Z'), 0);
    expect(months).toEqual(['2031-03-01']);
    const at = new Date('2031-03-15T03:00:00Z');
    expect(await recordVisitEvents(database.db, [{ eventKey: randomUUID(), companyId: company.id, occurredAt: at, category: 'reviews' }])).toBe(1);
    // The rollup job's batch goes through a temporary table.
    expect(await rollUpVisits(database.db)).toBe(1);
    // Events the transaction counts itself skip the queue (a setting, where it used to take ALTER TABLE).
    await database.db.transaction(async (tx) =>
      insertUnqueuedVisitEvents(tx, async () => {
        await insertVisitEvents(tx, [
          { eventKey: randomUUID(), companyId: company.id, occurredAt: new Date('2031-03-16T03:00:00Z'), category: 'reviews' },
        ]);
      }),
    );
    const { rows } = (await database.db.execute(sql`
      select (select count(*)::int from visit_queue) as queued, (select count(*)::int from visit_events where company_id = ${company.id}) as events,
        (select coalesce(sum(visits), 0)::int from visit_daily where company_id = ${company.id} and category = 'reviews') as counted`)) as {
      rows: { queued: number; events: number; counted: number }[];
    };
    expect(rows[0]).toEqual({ queued: 0, events: 2, counted: 1 });
  });
});
