import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig } from '../platform/config.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { freePort } from './free-port.js';
import { asServerUser } from './seeded-demo.js';

/** The server's entry point (`npm start`'s `dist/main.js`, from its source). */
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/**
 * An API process on a test's PostgreSQL database, as one host of the scale-out shape runs it: its own data
 * directory, no in-process worker, the test app's secret, uploads in `storageDir` (shared by the hosts).
 * Resolves once it answers /healthz.
 */
export async function startApiProcess(
  databaseUrl: string,
  storageDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_MIGRATION_URL: asServerUser(databaseUrl),
      SESSION_SECRET: testConfig().sessionSecret,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pc-api-')),
      STORAGE_DIR: storageDir,
      S3_BUCKET: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKER_IN_PROCESS: 'false',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode})`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API process did not answer within a minute');
}

/** A browser-like client of a listening server (a process, or the proxy in front of several), signed in. */
export type HttpClient = {
  /** The Cookie header of the session. */
  cookie: string;
  get: (url: string) => Promise<Response>;
  post: (url: string, body: unknown) => Promise<Response>;
  put: (url: string, body: unknown) => Promise<Response>;
  /** Sends a prepared body (a multipart upload) with the session and the CSRF token. */
  send: (url: string, body: { payload: Buffer; headers: Record<string, string> }) => Promise<Response>;
};

/** Signs in over HTTP as the browser does (CSRF token first, then the session), at `base`. */
export async function signInOverHttp(base: string, email: string, password = DEMO_PASSWORD): Promise<HttpClient> {
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const csrf = await fetch(`${base}/api/v3/csrf`);
  const jar = cookiesOf(csrf);
  const { token } = (await csrf.json()) as { token: string };
  const headers = () => ({ 'content-type': 'application/json', 'x-csrf-token': token, cookie: jar.join('; ') });
  const signIn = await fetch(`${base}/api/v3/user_session`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password }) });
  if (signIn.status !== 200) throw new Error(`sign-in as ${email} answered ${signIn.status}`);
  jar.push(...cookiesOf(signIn));
  return {
    cookie: jar.join('; '),
    get: (url) => fetch(`${base}${url}`, { headers: { cookie: jar.join('; ') } }),
    post: (url, body) => fetch(`${base}${url}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) }),
    put: (url, body) => fetch(`${base}${url}`, { method: 'PUT', headers: headers(), body: JSON.stringify(body) }),
    send: (url, { payload, headers: own }) => fetch(`${base}${url}`, { method: 'POST', headers: { ...headers(), ...own }, body: payload }),
  };
}
