// npm run bench:web — the built shell's initial JS and CSS (gzip) against the budgets, then Lighthouse 12
// (Debian Chromium, offline: only localhost) on the signed-in home page.
// Budgets: JS ≤ 160 KB (issue 16), CSS ≤ 50 KB gzip; performance ≥ 90 (mobile too, issue 16), accessibility ≥ 95,
// best practices ≥ 95. Each product area's chunk is printed beside them; each run's Lighthouse reports are kept
// in bench/results/ for their audits.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { root, seed, signIn, startServer, stopServer, table } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Vite's build manifest (build.manifest): each source module's chunk, its static imports and its CSS.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
const gzipKB = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
};

/** The files a manifest entry loads before it runs: its chunk, its static imports' chunks, and their CSS. */
function closure(key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const css of entry.css ?? []) into.add(css);
  for (const dep of entry.imports ?? []) closure(dep, into);
  return into;
}
const sum = (files, kind) => [...files].filter((f) => f.endsWith(`.${kind}`)).reduce((total, f) => total + gzipKB(f), 0);

/** What the browser fetches before the first render: the entry script, its modulepreloads, the stylesheets. */
const initial = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
const initialJs = sum(initial, 'js');
const initialCss = sum(initial, 'css');
console.log('Initial assets of the built shell');
table([...initial].map((file) => ({ file, 'gzip KB': gzipKB(file).toFixed(1) })));
console.log(`\nJS  ${initialJs.toFixed(1)} KB gzip (budget 160 KB) ${initialJs <= 160 ? 'within' : 'OVER'}`);
console.log(`CSS ${initialCss.toFixed(1)} KB gzip (budget 50 KB) ${initialCss <= 50 ? 'within' : 'OVER'}\n`);

// Each product area (apps/web/src/app/areas/<area>.routes.tsx): what its first visit loads beyond the
// initial assets (the area module and its static imports), and with all of the area's lazy pages.
const areaRows = [];
for (const key of Object.keys(manifest)
  .filter((k) => /\/app\/areas\/[^/]+\.routes\.tsx$/.test(k))
  .sort()) {
  const first = [...closure(key)].filter((f) => !initial.has(f));
  const all = new Set(first);
  for (const lazyKey of manifest[key].dynamicImports ?? []) for (const f of closure(lazyKey)) if (!initial.has(f)) all.add(f);
  areaRows.push({
    area: path.basename(key, '.routes.tsx'),
    'first visit files': first.length,
    'first visit JS KB': sum(first, 'js').toFixed(1),
    'first visit CSS KB': sum(first, 'css').toFixed(1),
    'all pages JS KB': sum(all, 'js').toFixed(1),
    'all pages CSS KB': sum(all, 'css').toFixed(1),
  });
}
console.log('Product areas (gzip, beyond the initial assets)');
table(areaRows);
console.log('');

const env = { DATA_DIR: path.join(root, 'bench/results/pglite-web') };
seed(env, 'small');
const { child, base } = await startServer(env, 3210);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const cookie = await signIn(base, 'admin@demo.test');
  const url = `${base}/partners/reputation_management`;
  const rows = [];
  for (const [name, config] of [
    ['desktop', desktopConfig],
    ['mobile (default)', undefined],
  ]) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: { cookie },
      },
      config,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, `bench/results/lighthouse-${name.split(' ')[0]}.json`), JSON.stringify(result?.lhr));
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
