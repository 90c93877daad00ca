import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * Workers, each driving a server of its own for the `embedded` journeys (ports `port`, `port + 1`, …;
 * e2e/fixtures.ts), so no two journeys share a database. One by default: on this 2-core machine two workers took
 * as long as one (the suite is CPU-bound: 873 s with two, against 734 s with one in CI; decision 0029).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? 3200);
/**
 * The journeys that run a second time in the scale-out shape (decision 0031): sign-in, a cover upload, a job
 * posting, a salary analysis and an operator's invitation, each request going to the next of two API
 * processes (sessions, CSRF, step-up codes, uploads and the worker's jobs across processes).
 */
const CLUSTER_JOURNEYS = ['company-page.spec.ts', 'postings.spec.ts', 'salary-analysis.spec.ts', 'operators.spec.ts'];

/** e2e in Debian's Chromium (no browser download) against the built app on the embedded database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // One journey at a time on each server: the journeys share the seeded demo accounts (decision 0029).
  workers: WORKERS,
  // A retry in CI is printed at the end (retry-summary.ts): the suite is meant to need none.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A step's wait: room for a page that renders while the two cores also run the server (decision 0029).
  expect: { timeout: 10_000 },
  // The list reporter names flaky tests in its footer; the retry summary prints each retry and why, last.
  reporter: [['list'], ['html', { outputFolder: 'test-results/e2e-report', open: 'never' }], ['./e2e/retry-summary.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1440, height: 900 },
    // The journeys' own screenshots (snap) are the artifacts; a failure adds the page as it was.
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
      // Without the background-networking flags Chromium's own connections are refused by the closed network.
      args: chromium.args,
    },
  },
  projects: [{ name: 'embedded' }, { name: 'cluster', testMatch: CLUSTER_JOURNEYS, use: { baseURL: `http://127.0.0.1:${clusterPort}` } }],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, worker) => ({
      command: 'node scripts/e2e-server.mjs',
      url: `http://127.0.0.1:${port + worker}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { E2E_PORT: String(port + worker) },
    })),
    {
      command: 'node scripts/e2e-cluster.mjs',
      url: `http://127.0.0.1:${clusterPort}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { E2E_CLUSTER_PORT: String(clusterPort) },
    },
  ],
});
