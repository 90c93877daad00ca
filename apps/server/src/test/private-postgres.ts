import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, a port of its own), for the tests that
 * stop and start the server for real: the machine's PostgreSQL is shared by the other suites. PostgreSQL
 * refuses to run as root, so as root its commands run as the `postgres` user, who owns the folder.
 */
export class PrivatePostgres {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-private-pg-'));
    const root = process.getuid?.() === 0;
    if (root) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
    }
    const server = new PrivatePostgres(dir, await freePort());
    await server.pg('initdb', ['-D', server.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await server.up();
    return server;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private pg(command: string, args: string[]) {
    const root = process.getuid?.() === 0;
    return root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  }

  /** The URL of `database` on this server. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async up(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=60`;
    await this.pg('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', path.join(this.dir, 'server.log'), '-w', 'start']);
  }

  /**
   * Stops the server: `fast` ends every session (what a restart or failover does to a client), `immediate`
   * as a crash does (recovery on the next start).
   */
  async down(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  /** A database of its own on this server, as the harness makes them (C.UTF-8 ctype from template0). */
  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    try {
      await client.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
    } finally {
      await client.end();
    }
    return this.url(name);
  }

  /** Stops the server if it runs and removes its folder. */
  async remove(): Promise<void> {
    await this.down('immediate').catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}
