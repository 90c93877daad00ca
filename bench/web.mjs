// npm run bench:web — the built shell's initial JS and CSS (gzip) against the budgets, then Lighthouse 12
// (Debian Chromium, offline: only localhost) on the signed-in home page.
// Budgets (issue 2): JS ≤ 170 KB, CSS ≤ 50 KB gzip; performance ≥ 90, accessibility ≥ 95, best practices ≥ 95.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { root, seed, signIn, startServer, stopServer, table } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** What the browser fetches before the first render: the entry script, its modulepreloads, the stylesheets. */
const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const sizes = { js: 0, css: 0 };
const files = [];
for (const asset of initial) {
  const bytes = gzipSync(readFileSync(path.join(dist, asset)), { level: 9 }).length;
  const kind = asset.endsWith('.css') ? 'css' : 'js';
  sizes[kind] += bytes;
  files.push({ file: asset, kind, 'gzip KB': (bytes / 1024).toFixed(1) });
}
console.log('Initial assets of the built shell');
table(files);
console.log(`\nJS  ${(sizes.js / 1024).toFixed(1)} KB gzip (budget 170 KB) ${sizes.js <= 170 * 1024 ? 'within' : 'OVER'}`);
console.log(`CSS ${(sizes.css / 1024).toFixed(1)} KB gzip (budget 50 KB) ${sizes.css <= 50 * 1024 ? 'within' : 'OVER'}\n`);

const env = { DATA_DIR: path.join(root, 'bench/results/pglite-web') };
seed(env, 'small');
const { child, base } = await startServer(env, 3210);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const cookie = await signIn(base, 'admin@demo.test');
  const url = `${base}/partners/reputation_management`;
  const rows = [];
  for (const [name, config] of [['desktop', desktopConfig], ['mobile (default)', undefined]]) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], extraHeaders: { cookie } },
      config,
    );
    const c = result?.lhr.categories ?? {};
    const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
    const audits = result?.lhr.audits ?? {};
    rows.push({
      'form factor': name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      'FCP ms': Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      'SI ms': Math.round(audits['speed-index']?.numericValue ?? 0),
      CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      'final URL': result?.lhr.finalDisplayedUrl.replace(base, '') ?? '',
    });
    const opportunities = Object.values(audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 50)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
    if (opportunities.length) console.log(`${name}: opportunities: ${opportunities.join(', ')}`);
    const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failed.length) console.log(`${name}: audits not passed: ${failed.map((a) => a.id).join(', ')}`);
  }
  console.log('\nLighthouse 12 on the signed-in home page (targets: performance ≥ 90, accessibility ≥ 95, best practices ≥ 95)');
  table(rows);
} finally {
  await chrome.kill();
  await stopServer(child);
}
