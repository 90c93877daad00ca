import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db.js';
import { lockDirectory } from './dir-lock.js';

describe('embedded database lock', () => {
  it('refuses a second opener of the same folder while the first holds it, then allows it after close', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pc-lock-')), 'pglite');
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/in use by process/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
    // Two on-disk databases created and migrated: slow on a loaded machine.
  }, 120_000);

  it('names the process that holds the folder', () => {
    const lock = path.join(mkdtempSync(path.join(tmpdir(), 'pc-lock-')), 'x.lock');
    writeFileSync(lock, String(process.ppid));
    expect(() => lockDirectory(lock, 'The embedded database')).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it('takes over a lock left by a process that has died', () => {
    const lock = path.join(mkdtempSync(path.join(tmpdir(), 'pc-lock-')), 'x.lock');
    writeFileSync(lock, '2147483646');
    const release = lockDirectory(lock, 'db');
    release();
  });
});
