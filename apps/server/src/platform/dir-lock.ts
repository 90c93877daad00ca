import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on a folder for this process: PGlite is one process's database, and a second
 * process opening the same folder corrupts it. A lock left by a process that has died is taken over.
 * Returns the release function.
 */
export function lockDirectory(lockPath: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new Error(`${what} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${what}`);
}
