import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_PROVIDERS, PROPOSAL_DAILY_LIMIT_DEFAULT, type PaymentProviderName } from '@partners/contract';
import { DAY_MS } from '@partners/contract/korea-time';
import { hmac } from './tokens.js';

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
  /**
   * The tables' owner on the PostgreSQL of DATABASE_URL (DATABASE_MIGRATION_URL), when the console itself
   * connects as a role that owns nothing: migrations and the seed run as the owner, who grants the console's
   * role the rows and nothing else (decision 0031). Null: DATABASE_URL's role migrates too.
   */
  databaseMigrationUrl: string | null;
  /** Connections to a PostgreSQL server (DATABASE_URL) that the process keeps at most. */
  databasePoolSize: number;
  dataDir: string;
  redisUrl: string | null;
  sessionSecret: string;
  cookieSecure: boolean;
  /**
   * Behind proxies or load balancers: how many hops of X-Forwarded-For to trust, or the proxies' addresses
   * (`TRUST_PROXY`, decision 0028); false takes the socket's address. Never every hop: the client writes the left-most.
   */
  trustProxy: TrustProxy;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Wrong passwords one address may try for one account within the window (`SIGN_IN_MAX_FAILURES`). */
  signInMaxFailures: number;
  signInWindowMinutes: number;
  /** The per-account limit, whatever the addresses (decision 0028). */
  signInAccount: AccountLimitConfig;
  /** How long a client may take over its request (decision 0031): slow and idle clients hold no socket for long. */
  http: HttpTimeouts;
  logLevel: string;
  webDist: string;
  links: { publicSite: string; alri: string; salaryAnalysisIntro: string; recruitmentPayment: string };
  /** Position proposals one company may send per Korean calendar day. */
  proposalDailyLimit: number;
  /** Seconds from a posting's submission to the (simulated) platform review opening it (decision 0017). */
  postingReviewSeconds: number;
  /**
   * Demo mode (`DEMO_MODE=true`, which `npm start` sets for the embedded demo): the demo endpoints exist
   * (the mailbox, the candidate inbox, the seeker's phone, salary reports). Never inferred (decision 0028).
   */
  demoMode: boolean;
  /** The key of the demo's seeker-phone page (`DEMO_PHONE_KEY`, else derived from the session secret); shown only to whoever runs the server. */
  demoPhoneKey: string;
  /** Where the links in delivered messages point (the proposal response page). */
  publicBaseUrl: string;
  /** Run the job worker inside the server process; false when `npm run worker` processes do it. */
  workerInProcess: boolean;
  jobs: JobsConfig;
  delivery: DeliveryConfig;
  /** Where uploaded files' bytes live (decision 0018). */
  storage: StorageConfig;
  mail: MailConfig;
  /** The payment provider and its webhook's signature (decision 0021). */
  payments: PaymentsConfig;
};

export type HttpTimeouts = {
  /** From the connection (or the previous response) to the request's last header (`HTTP_HEADERS_TIMEOUT_MS`). */
  headersMs: number;
  /** From the connection to the request's last body byte (`HTTP_REQUEST_TIMEOUT_MS`): room for an upload on a slow line. */
  requestMs: number;
  /** An idle kept-alive connection's life; longer than a load balancer's idle timeout (60 s is common), so the balancer closes first. */
  keepAliveMs: number;
  /** How often the server looks for connections past their headers or request timeout. */
  checkEveryMs: number;
};

/** A setting the server refuses to start with: `main` prints its one-line message, not a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type TrustProxy = false | number | string[];

export type AccountLimitConfig = {
  /** From this many failures of one account, each further try waits 2^(failures − slowAfter) seconds after the last failure. */
  slowAfter: number;
  /** This many failures lock the account (`SIGN_IN_ACCOUNT_LOCK_AFTER`). */
  lockAfter: number;
  /** How long a lock lasts (`SIGN_IN_LOCK_MINUTES`). */
  lockMinutes: number;
};

/**
 * `TRUST_PROXY`: a whole number of proxy hops (`1` behind one load balancer) or a comma list of the
 * proxies' addresses and CIDRs. A bare `true` would take the left-most X-Forwarded-For, which the client
 * writes, so it is refused (decision 0028).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust an X-Forwarded-For the client writes: give the number of proxy hops (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)',
    );
  }
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY must be a number of hops or a comma list of addresses/CIDRs, got ${entry}`);
    }
  }
  return entries;
}

export type MailConfig = {
  /** An SMTP server's URL (smtp://user:pass@host:587, smtps://…): mail goes there; null records it locally (the demo's mailbox). */
  smtpUrl: string | null;
  /** The sender every mail carries. */
  from: string;
};

export type PaymentsConfig = {
  /** The adapter checkouts go through (`PAYMENT_PROVIDER`); `test`, the default, settles at once and charges nothing. */
  provider: PaymentProviderName;
  /** `PAYMENT_PROVIDER` was set (the test provider outside demo mode needs it said). */
  explicit: boolean;
  /** The HMAC-SHA256 key of the provider's webhook signatures (`PAYMENT_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** How far a signed webhook's timestamp may be from now: an older one is a replay and refused. */
  webhookToleranceSeconds: number;
};

/**
 * The test provider settles at once and charges nothing: the default, but the server runs it outside demo
 * mode only when it is asked for by name (`assertPaymentProviderAllowed`).
 */
function paymentsConfig(env: NodeJS.ProcessEnv, sessionSecret: string): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'test';
  const known = PAYMENT_PROVIDERS.find((p) => p === provider);
  if (!known) throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got ${provider}`);
  return {
    provider: known,
    // Without one, a key of its own derived from the session secret (as the other signing keys are).
    explicit: Boolean(env.PAYMENT_PROVIDER),
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || hmac(sessionSecret, 'payment-webhook'),
    webhookToleranceSeconds: int(env.PAYMENT_WEBHOOK_TOLERANCE_SECONDS, 300),
  };
}

/**
 * The server refuses to start with the test provider (free payments) outside demo mode unless
 * `PAYMENT_PROVIDER=test` says so: a production setup that forgot the setting hands out nothing (decision 0028).
 */
export function assertPaymentProviderAllowed(config: Pick<Config, 'demoMode' | 'payments'>): void {
  if (config.payments.provider === 'test' && !config.payments.explicit && !config.demoMode) {
    throw new ConfigError('PAYMENT_PROVIDER is not set: outside demo mode the test provider (free payments) runs only with PAYMENT_PROVIDER=test');
  }
}

export type JobsConfig = {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** Jobs claimed at once. */
  batchSize: number;
  /** A claimed job not finished within this time is taken up again (its worker died). */
  leaseMs: number;
  /** Attempts before a job is marked failed. */
  maxAttempts: number;
  /** The first retry's delay; each further retry doubles it. */
  backoffBaseMs: number;
  /** How long a done job is kept before the worker deletes it (failed jobs are kept for inspection). */
  retentionMs: number;
};

export type DeliveryEndpoint = { url: string; apiKey: string };
export type DeliveryConfig = {
  /** `local` records messages in the database (the demo); `http` calls the providers below. */
  adapter: 'local' | 'http';
  messenger: DeliveryEndpoint | null;
  sms: DeliveryEndpoint | null;
  timeoutMs: number;
  /** A simulated provider latency for the local adapter (demos, crash tests); 0 by default. */
  localLatencyMs: number;
};

/**
 * `local` (the default): files under `STORAGE_DIR`, by default `<DATA_DIR>/uploads`. `s3`, when `S3_BUCKET`
 * is set: an S3-compatible bucket (`S3_ENDPOINT` for a provider other than AWS, `S3_REGION`,
 * `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY`, or the SDK's own credential chain when they are not given,
 * `S3_FORCE_PATH_STYLE=true` for servers that do not serve buckets as subdomains, such as MinIO).
 */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (env.S3_BUCKET) {
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT || null,
      region: env.S3_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    };
  }
  return { kind: 'local', dir: path.resolve(REPO_ROOT, env.STORAGE_DIR || path.join(dataDir, 'uploads')) };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got ${value}`);
  return n;
}

/** A secret kept beside the embedded database, so that sessions and CSRF tokens survive restarts. */
const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * With DATABASE_URL the console may run on several hosts (README, scale-out), and every one of them must sign
 * and check sessions, CSRF tokens, step-up codes and links with the same key: a secret written per data
 * directory would make one host's tokens fail on the next, so none is made up.
 */
function missingSharedSecret(): never {
  throw new ConfigError(
    'SESSION_SECRET must be set with DATABASE_URL: every host of the console signs with it (README, "Scale-out"; openssl rand -base64 32 makes one)',
  );
}

/** The embedded database's own secret: one host, so written once into its data directory. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function endpoint(url: string | undefined, apiKey: string | undefined): DeliveryEndpoint | null {
  return url ? { url, apiKey: apiKey ?? '' } : null;
}

function deliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const adapter = env.DELIVERY_ADAPTER ?? 'local';
  if (adapter !== 'local' && adapter !== 'http') throw new Error(`DELIVERY_ADAPTER must be local or http, got ${adapter}`);
  const messenger = endpoint(env.MESSENGER_API_URL, env.MESSENGER_API_KEY);
  const sms = endpoint(env.SMS_API_URL, env.SMS_API_KEY);
  if (adapter === 'http' && (!messenger || !sms)) throw new Error('DELIVERY_ADAPTER=http needs MESSENGER_API_URL and SMS_API_URL');
  return { adapter, messenger, sms, timeoutMs: int(env.DELIVERY_TIMEOUT_MS, 5_000), localLatencyMs: int(env.LOCAL_DELIVERY_LATENCY_MS, 0) };
}

/**
 * A few connections per core serve best: at 50 concurrent proposal sends on 2 cores, 8–12 connections
 * answered 820–890 a second with p99 97–108 ms, and 20 answered 680–780 with p99 115–139 ms, the extra
 * backends only contending for the cores and the WAL.
 */
const DATABASE_POOL_SIZE_DEFAULT = 10;

/** Reads the environment once; everything else takes a Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || null;
  const sessionSecret = env.SESSION_SECRET || (databaseUrl ? missingSharedSecret() : localSecret(dataDir));
  if (sessionSecret.length < SESSION_SECRET_MIN_LENGTH)
    throw new ConfigError(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters (openssl rand -base64 32 makes one)`);
  const port = int(env.PORT, 3000);
  if (env.DEMO_MODE && env.DEMO_MODE !== 'true' && env.DEMO_MODE !== 'false')
    throw new ConfigError(`DEMO_MODE must be true or false, got ${env.DEMO_MODE}`);
  const demoMode = env.DEMO_MODE === 'true';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseMigrationUrl: (databaseUrl && env.DATABASE_MIGRATION_URL) || null,
    databasePoolSize: Math.max(1, int(env.DATABASE_POOL_SIZE, DATABASE_POOL_SIZE_DEFAULT)),
    dataDir,
    redisUrl: env.REDIS_URL || null,
    sessionSecret,
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    signInMaxFailures: int(env.SIGN_IN_MAX_FAILURES, 10),
    signInWindowMinutes: int(env.SIGN_IN_WINDOW_MINUTES, 15),
    signInAccount: {
      slowAfter: Math.max(1, int(env.SIGN_IN_ACCOUNT_SLOW_AFTER, 5)),
      lockAfter: Math.max(1, int(env.SIGN_IN_ACCOUNT_LOCK_AFTER, 10)),
      lockMinutes: Math.max(1, int(env.SIGN_IN_LOCK_MINUTES, 15)),
    },
    http: {
      headersMs: int(env.HTTP_HEADERS_TIMEOUT_MS, 10_000),
      requestMs: int(env.HTTP_REQUEST_TIMEOUT_MS, 120_000),
      keepAliveMs: int(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000),
      checkEveryMs: 1_000,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    links: {
      publicSite: env.PUBLIC_SITE_URL ?? 'https://www.jobplanet.co.kr',
      alri: env.ALRI_URL ?? 'https://alri.jobplanet.co.kr',
      salaryAnalysisIntro: env.SALARY_ANALYSIS_INTRO_URL ?? 'https://www.jobplanet.co.kr/salary_analysis/intro',
      recruitmentPayment: env.RECRUITMENT_PAYMENT_URL ?? 'https://www.jobplanet.co.kr/business/recruitment/payment',
    },
    proposalDailyLimit: int(env.PROPOSAL_DAILY_LIMIT, PROPOSAL_DAILY_LIMIT_DEFAULT),
    postingReviewSeconds: int(env.POSTING_REVIEW_SECONDS, 60),
    demoMode,
    demoPhoneKey: env.DEMO_PHONE_KEY || hmac(sessionSecret, 'demo-seeker-phone').slice(0, 24),
    publicBaseUrl: withoutTrailingSlashes(env.PUBLIC_BASE_URL || `http://localhost:${port}`),
    workerInProcess: env.WORKER_IN_PROCESS !== 'false',
    jobs: {
      pollMs: int(env.JOB_POLL_MS, 200),
      batchSize: Math.max(1, int(env.JOB_BATCH_SIZE, 100)),
      leaseMs: int(env.JOB_LEASE_SECONDS, 60) * 1000,
      maxAttempts: Math.max(1, int(env.JOB_MAX_ATTEMPTS, 8)),
      backoffBaseMs: int(env.JOB_BACKOFF_BASE_MS, 2_000),
      retentionMs: int(env.JOB_RETENTION_DAYS, 7) * DAY_MS,
    },
    delivery: deliveryConfig(env),
    storage: storageConfig(env, dataDir),
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM || 'Partners Console <no-reply@partners.jobplanet.co.kr>' },
    payments: paymentsConfig(env, sessionSecret),
  };
}

/** A folder of its own under the system's temporary directory, for one test's stored files (made on first write). */
export function tempStorageDir(): string {
  return path.join(os.tmpdir(), `pc-test-storage-${process.pid}-${randomBytes(6).toString('hex')}`);
}

/**
 * A config for tests: in-memory secret, quiet logs, demo mode, the local delivery adapter, no
 * background worker (tests run due jobs themselves, deterministically), and stored files in a
 * temporary folder (never the repository's data directory, and never S3 whatever the environment says).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      ...process.env,
      SESSION_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'silent',
      DEMO_MODE: 'true',
      WORKER_IN_PROCESS: 'false',
      DELIVERY_ADAPTER: 'local',
      LOCAL_DELIVERY_LATENCY_MS: '0',
      S3_BUCKET: '',
      STORAGE_DIR: tempStorageDir(),
      SMTP_URL: '',
      // Tests pay through the test provider by name, so that an app outside demo mode starts too.
      PAYMENT_PROVIDER: 'test',
    }),
    ...overrides,
  };
}

/** `https://x.test//` → `https://x.test`, by hand: `/\/+$/` scans a run of slashes once per slash. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}
