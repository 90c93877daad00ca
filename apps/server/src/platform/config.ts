import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder whose package.json lists workspaces), from source or from a bundle. */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

/** So that `./data` means the same place whichever directory the server starts in. */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  redisUrl: string | null;
  sessionSecret: string;
  cookieSecure: boolean;
  /** Behind a proxy or load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  signInMaxFailures: number;
  signInWindowMinutes: number;
  logLevel: string;
  webDist: string;
  links: { publicSite: string; alri: string; salaryAnalysisIntro: string; recruitmentPayment: string };
};

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got ${value}`);
  return n;
}

/** A secret kept beside the embedded database, so that sessions and CSRF tokens survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once; everything else takes a Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || null;
  const sessionSecret = env.SESSION_SECRET || localSecret(dataDir);
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    redisUrl: env.REDIS_URL || null,
    sessionSecret,
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    signInMaxFailures: int(env.SIGN_IN_MAX_FAILURES, 10),
    signInWindowMinutes: int(env.SIGN_IN_WINDOW_MINUTES, 15),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    links: {
      publicSite: env.PUBLIC_SITE_URL ?? 'https://www.jobplanet.co.kr',
      alri: env.ALRI_URL ?? 'https://alri.jobplanet.co.kr',
      salaryAnalysisIntro: env.SALARY_ANALYSIS_INTRO_URL ?? 'https://www.jobplanet.co.kr/salary_analysis/intro',
      recruitmentPayment: env.RECRUITMENT_PAYMENT_URL ?? 'https://www.jobplanet.co.kr/business/recruitment/payment',
    },
  };
}

/** A config for tests: in-memory secret, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ ...process.env, SESSION_SECRET: 'test-secret-test-secret-test-secret', LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}
