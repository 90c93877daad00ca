import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/harness.js';
import { toCopyText } from './copy-text.js';
import type { Database } from './db.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`create table copy_text_probe (id int, label text, tags text[], body jsonb, at timestamptz, flag boolean)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists copy_text_probe`);
  await drop();
});

describe('COPY in the text format', () => {
  it('escapes only backslash, newline, carriage return and tab, and writes null as \\N', () => {
    expect(toCopyText([[1, 'a\\b\tc\nd\re', null, '', true, new Date('2026-11-23T00:00:00Z')]])).toBe(
      '1\ta\\\\b\\tc\\nd\\re\t\\N\t\tt\t2026-11-23T00:00:00.000Z\n',
    );
  });

  it('loads every value back as it was: separators, quotes, backslashes, Hangul, empty and null', async () => {
    const rows = [
      [
        1,
        '자바, "스프링"\t그리고\n개행\\',
        '{"C++","a\\\\b","쉼표,"}',
        JSON.stringify({ note: '따옴표 " 와 \\ 와 \n' }),
        new Date('2026-11-23T01:02:03Z'),
        false,
      ],
      [2, '', '{}', JSON.stringify({}), null, null],
      [3, null, null, null, new Date('2000-01-01T00:00:00Z'), true],
    ];
    await database.copyRows('copy_text_probe', ['id', 'label', 'tags', 'body', 'at', 'flag'], rows);
    const { rows: back } = (await database.db.execute(sql`
      select id, label, tags, body::text as body, extract(epoch from at)::float8 * 1000 as at_ms, flag from copy_text_probe order by id`)) as {
      rows: { id: number; label: string | null; tags: string[] | null; body: string | null; at_ms: number | null; flag: boolean | null }[];
    };
    expect(
      back.map((r) => ({ ...r, body: r.body === null ? null : (JSON.parse(r.body) as unknown), at_ms: r.at_ms === null ? null : Number(r.at_ms) })),
    ).toEqual([
      {
        id: 1,
        label: '자바, "스프링"\t그리고\n개행\\',
        tags: ['C++', 'a\\b', '쉼표,'],
        body: { note: '따옴표 " 와 \\ 와 \n' },
        at_ms: Date.parse('2026-11-23T01:02:03Z'),
        flag: false,
      },
      { id: 2, label: '', tags: [], body: {}, at_ms: null, flag: null },
      { id: 3, label: null, tags: null, body: null, at_ms: Date.parse('2000-01-01T00:00:00Z'), flag: true },
    ]);
  });
});
