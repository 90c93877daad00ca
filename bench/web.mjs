// npm run bench:web — the built shell's initial JS and CSS (gzip) against the budgets, then Lighthouse 12
// (Debian Chromium, offline: only localhost) on the console's pages, signed in as the demo company's top operator:
// the home, postings, applicants, reviews, visitor statistics and the talent search (issue 31), and beside them,
// from the same run, the floors every screen pays: the sign-in page (the shell with its smallest screen) and a
// blank HTML page on a bare HTTP server (Lighthouse's own floor on this machine).
// Budgets: JS ≤ 160 KB (issue 16), CSS ≤ 50 KB gzip; per measured console page (median of BENCH_LIGHTHOUSE_RUNS
// runs, default 3): performance ≥ 98 on desktop and ≥ 90 on mobile, mobile TBT ≤ 200 ms, LCP ≤ 2.5 s,
// CLS ≤ 0.05, accessibility 100, best practices ≥ 95, no console error (issues 30 and 31); the exit code is 1 when
// a check is not met. Each product area's chunk is printed beside them; each run's Lighthouse report is kept
// in bench/results/ (lighthouse-<page>-<form factor>-<run>.json) for its audits.
//   BENCH_PAGES          comma-separated page names to measure (default: all of PAGES below)
//   BENCH_FORM_FACTORS   desktop, mobile or both (default: desktop,mobile)
//   BENCH_THROTTLING     devtools: throttle the network and CPU for real while loading (Lighthouse's
//                        "applied" throttling) instead of simulating them afterwards (the default). Slower, and
//                        what shows a change of order (a call started earlier) that the simulation, which
//                        replays the observed order of work, cannot.
//   WEB_DIST             the web build to measure (default apps/web/dist), e.g. an older commit's beside this one's
//   BENCH_EDGE           h2 (default): the pages load through an HTTPS edge speaking HTTP/2 (lib.mjs startTlsEdge),
//                        as a user reaches the deployed console (Secure cookies, behind its TLS front); none: from
//                        the server itself over HTTP/1.1, the way rounds one to seven of decision 0005 measured
//                        (up to six connections, each with its own handshake and slow start in Lighthouse's
//                        simulation: the same build's LCP is 0.6-0.7 s later that way)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { acceptPrivacyAgreement, root, seed, signInSession, startServer, startTlsEdge, stopServer, table } from './lib.mjs';
// Debian's Chromium and the flags it needs on this closed network, shared with the e2e suite.
import chromium from '../scripts/chromium.json' with { type: 'json' };

// The build the server serves: WEB_DIST as the server reads it (to set two builds side by side), else the default.
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
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
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
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

/** The measured pages: a name, the path, whether it is opened signed in; `floor` pages are printed, not checked. */
const PAGES = [
  { name: 'home', path: '/partners/reputation_management', signedIn: true },
  { name: 'postings', path: '/partners/job_management', signedIn: true },
  { name: 'applicants', path: '/partners/applicant_management', signedIn: true },
  { name: 'reviews', path: '/partners/review_managements', signedIn: true },
  { name: 'visitors', path: '/partners/visitor_statistics', signedIn: true },
  { name: 'talent-search', path: '/partners/job_seekers/search/index/1', signedIn: true },
  { name: 'sign-in', path: '/user-session/sign-in', signedIn: false, floor: true },
  { name: 'blank', path: '/', signedIn: false, floor: true, bare: true },
];
const chosen = process.env.BENCH_PAGES?.split(',').map((n) => n.trim());
const pages = chosen ? PAGES.filter((p) => chosen.includes(p.name)) : PAGES;
if (pages.length === 0) throw new Error(`BENCH_PAGES names none of: ${PAGES.map((p) => p.name).join(', ')}`);

const formFactors = [
  ['desktop', desktopConfig],
  ['mobile', undefined],
].filter(([name]) => (process.env.BENCH_FORM_FACTORS ?? 'desktop,mobile').split(',').includes(name));

const env = { DATA_DIR: path.join(root, 'bench/results/pglite-web') };
seed(env, 'small');
// Lighthouse's simulated throttling varies from run to run on a shared machine: each page and form factor runs
// BENCH_LIGHTHOUSE_RUNS times (default 3); every run is printed, then the median and the range.
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const { child, base: serverBase } = await startServer(env, 3210);
const edgeMode = process.env.BENCH_EDGE ?? 'h2';
if (!['h2', 'none'].includes(edgeMode)) throw new Error(`BENCH_EDGE is h2 or none, not ${edgeMode}`);
// The blank page: an HTML document and nothing else, from a bare HTTP server of this process.
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>빈 페이지</title></head><body><main><h1>빈 페이지</h1></main></body></html>',
  );
});
await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareServerBase = `http://127.0.0.1:${bare.address().port}`;
// The console and the blank page each behind an edge of their own, or neither.
const edges = edgeMode === 'h2' ? await Promise.all([startTlsEdge(serverBase), startTlsEdge(bareServerBase)]) : [];
const [base, bareBase] = edges.length ? edges.map((edge) => edge.base) : [serverBase, bareServerBase];
console.log(
  edges.length
    ? `Pages load through an HTTPS edge speaking HTTP/2 (BENCH_EDGE=none: from the server over HTTP/1.1)\n`
    : 'Pages load from the server over HTTP/1.1 (BENCH_EDGE=none)\n',
);
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromium.executablePath,
    // The edge's certificate is self-signed.
    chromeFlags: ['--headless=new', ...(edges.length ? ['--ignore-certificate-errors'] : []), ...chromium.args],
  });
  const session = await signInSession(serverBase, 'admin@demo.test');
  const { cookie } = session;
  await acceptPrivacyAgreement(serverBase, session);
  const rows = [];
  const summary = [];
  const checks = [
    ['initial JS ≤ 160 KB gzip', initialJs <= 160],
    ['initial CSS ≤ 50 KB gzip', initialCss <= 50],
  ];
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  for (const page of pages) {
    const url = `${page.bare ? bareBase : base}${page.path}`;
    for (const [formFactor, config] of formFactors) {
      const runRows = [];
      // A run Lighthouse could not record (e.g. NO_NAVSTART: its trace missed the navigation) has no scores;
      // it is printed and run again, at most twice per page and form factor, and never enters the medians.
      let failures = 0;
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(process.env.BENCH_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
            ...(page.signedIn ? { extraHeaders: { cookie } } : {}),
          },
          config,
        );
        writeFileSync(path.join(root, `bench/results/lighthouse-${page.name}-${formFactor}-${run}.json`), JSON.stringify(result?.lhr));
        const error = result?.lhr.runtimeError;
        const label = `${page.name} ${formFactor} run ${run}`;
        if (error) {
          console.log(`${label}: Lighthouse error ${error.code}${failures < 2 ? ', running it again' : ''}`);
          if (failures++ < 2) run--;
          continue;
        }
        const c = result?.lhr.categories ?? {};
        const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
        const audits = result?.lhr.audits ?? {};
        const row = {
          page: page.name,
          'form factor': formFactor,
          run,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          'FCP ms': Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          'SI ms': Math.round(audits['speed-index']?.numericValue ?? 0),
          CLS: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          requests: audits['network-requests']?.details?.items?.length ?? 0,
          'console errors': audits['errors-in-console']?.details?.items?.length ?? 0,
          // Lighthouse's own measure of this machine's speed when the run started (higher is faster): the
          // simulation slows the CPU by the same factor on every machine, so scores move with it.
          'CPU index': Math.round(result?.lhr.environment?.benchmarkIndex ?? 0),
          'final URL': result?.lhr.finalDisplayedUrl.replace(base, '').replace(bareBase, '') ?? '',
        };
        runRows.push(row);
        rows.push(row);
        const opportunities = Object.values(audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 50)
          .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
        if (opportunities.length) console.log(`${label}: opportunities: ${opportunities.join(', ')}`);
        const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
        if (failed.length) console.log(`${label}: audits not passed: ${failed.map((a) => a.id).join(', ')}`);
      }
      if (runRows.length === 0) throw new Error(`no ${page.name} ${formFactor} Lighthouse run succeeded`);
      const med = (key) => median(runRows.map((r) => Number(r[key])));
      const stat = (key) => {
        const values = runRows.map((r) => Number(r[key])).sort((a, b) => a - b);
        return `${med(key)} (${values[0]}–${values[values.length - 1]})`;
      };
      summary.push({
        page: page.name,
        'form factor': formFactor,
        runs: runRows.length,
        ...Object.fromEntries(
          ['performance', 'accessibility', 'best practices', 'LCP ms', 'TBT ms', 'CLS', 'requests', 'console errors'].map((k) => [k, stat(k)]),
        ),
      });
      if (page.floor) continue;
      const at = `${page.name} ${formFactor}`;
      checks.push(
        [`${at} performance ≥ ${formFactor === 'mobile' ? 90 : 98}`, med('performance') >= (formFactor === 'mobile' ? 90 : 98)],
        [`${at} accessibility 100`, med('accessibility') === 100],
        [`${at} best practices ≥ 95`, med('best practices') >= 95],
        [`${at} no console error`, runRows.every((r) => r['console errors'] === 0)],
      );
      if (formFactor === 'mobile') {
        checks.push(
          [`${at} TBT ≤ 200 ms`, med('TBT ms') <= 200],
          [`${at} LCP ≤ 2,500 ms`, med('LCP ms') <= 2500],
          [`${at} CLS ≤ 0.05`, med('CLS') <= 0.05],
        );
      }
    }
  }
  console.log("\nLighthouse 12, each run (CPU index: Lighthouse's benchmarkIndex of the machine, higher is faster)");
  table(rows);
  console.log('\nMedian (min–max) over the runs; sign-in and blank are the floors, not checked');
  table(summary);
  console.log('');
  for (const [check, ok] of checks) console.log(`${ok ? 'met    ' : 'NOT MET'}  ${check}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await Promise.all(edges.map((edge) => edge.close()));
  bare.close();
  await stopServer(child);
}
