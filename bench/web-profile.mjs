// npm run bench:web-profile — where a console page's main thread goes on its first load, as a phone would run
// it (Chromium, CPU slowed BENCH_CPU_SLOWDOWN× (default 4), signed in as the demo company's top operator): each
// long task (≥ 50 ms) from navigation to network idle with the functions that took its time, the layout
// shifts with what moved, and the page's totals. Read beside `npm run bench:web` (issue 31): Lighthouse says
// how much blocks and shifts, this says what.
// For readable function and component names, build unminified first: `npx vite build --minify false` in
// apps/web (then `npm run build` again before measuring anything else).
//   BENCH_PAGES   comma-separated page names (default: all of PAGES below)
//   BENCH_TOP            functions printed per long task (default 6)
//   BENCH_CALLERS_OF     a function name (e.g. isRTL): also print the call chains that spent its time
//   BENCH_CALLER_DEPTH   frames of those chains (default 5)
//   BENCH_TRACE=1        instead of the functions, split each long task by what the browser did in it (a
//                        Chromium trace: script evaluation, the render's calls, style, layout, paint), the time
//                        that lets two builds' layout and style be compared
//   BENCH_TRACE=cpu      as BENCH_TRACE=1, but the page runs unthrottled and each task counts its main thread's CPU
//                        time × BENCH_CPU_SLOWDOWN, as Lighthouse's simulation scales what it observed: on a
//                        shared machine a throttled task's wall time also counts the time other processes took
//                        the core, which moved one build's blocking by ±300 ms from run to run
//   BENCH_SLICES=1       instead of the functions, time each callback of React's scheduler (it posts its work through a
//                        MessageChannel) with the page unthrottled: the ones of 15 ms or more, and what they would block
//                        at BENCH_CPU_SLOWDOWN×. React renders a transition in 5 ms slices; a longer callback is work it
//                        cannot slice (a commit, a synchronous re-render, passive effects) or a slow component
//   BENCH_RENDERS=1      instead of the functions, React's renders (each of 8 ms or more at BENCH_CPU_SLOWDOWN×): sliced
//                        (a transition), sync (an update outside one: a query's answer, an effect's state), and the
//                        sliced renders React threw away and rendered again synchronously because a store read with
//                        useSyncExternalStore changed during them, with the components whose store it was. Needs an
//                        unminified build (WEB_DIST=<dir> of `npx vite build --minify false --outDir <dir>`): a copy
//                        of it, in bench/results/web-renders, gets three probes written into React's work loop
//   BENCH_DELAY          a pattern: the page's requests whose URL matches it answer BENCH_DELAY_MS (default 800)
//                        later, to find what shifts when a call is slow (e.g. BENCH_DELAY=job_seekers/search)
// With each long task it prints the components that took its time (in an unminified build).
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium as playwright } from '@playwright/test';
import { acceptPrivacyAgreement, root, seed, signInSession, startServer, stopServer, table } from './lib.mjs';
import chromium from '../scripts/chromium.json' with { type: 'json' };

const PAGES = [
  { name: 'sign-in', path: '/user-session/sign-in', signedIn: false },
  { name: 'home', path: '/partners/reputation_management' },
  { name: 'postings', path: '/partners/job_management' },
  { name: 'applicants', path: '/partners/applicant_management' },
  { name: 'reviews', path: '/partners/review_managements' },
  { name: 'visitors', path: '/partners/visitor_statistics' },
  { name: 'talent-search', path: '/partners/job_seekers/search/index/1' },
];
const chosen = process.env.BENCH_PAGES?.split(',').map((n) => n.trim());
const pages = chosen ? PAGES.filter((p) => chosen.includes(p.name)) : PAGES;
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const top = Number(process.env.BENCH_TOP ?? 6);
const tracing = process.env.BENCH_TRACE === '1' || process.env.BENCH_TRACE === 'cpu';
const cpuClock = process.env.BENCH_TRACE === 'cpu';
const slicing = process.env.BENCH_SLICES === '1';
const rendering = process.env.BENCH_RENDERS === '1';
const delayed = process.env.BENCH_DELAY ? new RegExp(process.env.BENCH_DELAY) : undefined;
const delayMs = Number(process.env.BENCH_DELAY_MS ?? 800);
const TRACE_CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing';

const frameName = ({ callFrame }) => {
  const file = callFrame.url ? path.basename(callFrame.url.split('?')[0]) : '';
  return `${callFrame.functionName || '(anonymous)'} ${file}${file ? `:${callFrame.lineNumber + 1}` : ''}`;
};

/**
 * The profile's samples that fall in [from, to] (performance.now() ms), each with its stack (innermost first)
 * and the time it stands for (ms).
 */
function samples(profile, from, to, origin) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const result = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    const ms = (at - origin) / 1000;
    if (ms < from || ms > to) return;
    const stack = [];
    for (let node = id; node !== undefined; node = parents.get(node)) stack.push(frameName(nodes.get(node)));
    result.push({ stack, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 });
  });
  return result;
}

/** Time (ms) per key of the samples, most first. */
function sumBy(list, keysOf) {
  const result = new Map();
  for (const sample of list) for (const key of new Set(keysOf(sample.stack))) result.set(key, (result.get(key) ?? 0) + sample.ms);
  return [...result].sort((a, b) => b[1] - a[1]);
}
/** Self time per function. */
const selfTimes = (profile, from, to, origin) => sumBy(samples(profile, from, to, origin), (stack) => stack.slice(0, 1));
/**
 * React components by the time spent in them and what they rendered (functions named in PascalCase, which
 * Mantine's and ours are; an unminified build keeps the names), outermost first where two tie.
 */
const componentTimes = (profile, from, to, origin) =>
  sumBy(samples(profile, from, to, origin), (stack) => stack.filter((frame) => /^_?[A-Z][A-Za-z0-9]+ /.test(frame)));
/** For BENCH_CALLERS_OF=<function>: the callers (5 frames out) that spent the function's time. */
const callersOf = process.env.BENCH_CALLERS_OF;
const callers = (profile, origin) =>
  sumBy(
    samples(profile, 0, Infinity, origin).filter((sample) => sample.stack[0]?.startsWith(`${callersOf} `)),
    (stack) => [stack.slice(1, 1 + Number(process.env.BENCH_CALLER_DEPTH ?? 5)).join(' < ')],
  );

/**
 * BENCH_TRACE: the main thread's long tasks (≥ 50 ms) in a Chromium trace, each with the self time of the
 * events inside it (ms), most first. The main thread is the renderer thread that ran the most script.
 */
function traceLongTasks(events) {
  const scriptByThread = new Map();
  for (const e of events) {
    if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') {
      const key = `${e.pid}:${e.tid}`;
      scriptByThread.set(key, (scriptByThread.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  const [main] = [...scriptByThread].sort((a, b) => b[1] - a[1])[0] ?? [];
  // An event's length as counted (ms): its wall time at the throttled CPU, or (BENCH_TRACE=cpu) its thread's
  // CPU time scaled as a slowed CPU would take it.
  const length = (e) => (cpuClock ? ((e.tdur ?? e.dur) * slowdown) / 1000 : e.dur / 1000);
  const complete = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const origin = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? complete[0]?.ts ?? 0;
  const tasks = [];
  let task;
  const stack = [];
  for (const e of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length === 0) {
      task = e.name === 'RunTask' && length(e) >= 50 ? { start: (e.ts - origin) / 1000, duration: length(e), self: new Map() } : undefined;
      if (task) tasks.push(task);
    } else if (task) {
      const parent = stack.at(-1);
      // A child's time is its own, not its parent's.
      if (parent !== undefined && parent.name !== 'RunTask') task.self.set(label(parent), (task.self.get(label(parent)) ?? 0) - length(e));
      task.self.set(label(e), (task.self.get(label(e)) ?? 0) + length(e));
    }
    stack.push(e);
  }
  return tasks.map((t) => ({ ...t, self: [...t.self].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]) }));
}
const label = (e) =>
  e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? `${e.name} ${path.basename((e.args?.data?.url ?? '').split('?')[0])}` : e.name;

/**
 * BENCH_RENDERS: a copy of the web build whose React records each render of the root (performWorkOnRoot) in
 * `__renders`, and the components of a store that changed during a sliced render in `__torn`. Returns its path.
 */
function instrumentedBuild() {
  const source = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
  const copy = path.join(root, 'bench/results/web-renders');
  rmSync(copy, { recursive: true, force: true });
  cpSync(source, copy, { recursive: true });
  const assets = path.join(copy, 'assets');
  const file = readdirSync(assets).find((name) => /^react-.*\.js$/.test(name));
  if (!file) throw new Error(`no React chunk (assets/react-*.js) in ${source}`);
  for (const compressed of ['.gz', '.br']) rmSync(path.join(assets, file + compressed), { force: true });
  const probes = [
    [
      /exitStatus = shouldTimeSlice \? renderRootConcurrent\((\S+), lanes\) : renderRootSync\(\1, lanes, !0\), renderWasConcurrent = shouldTimeSlice;/,
      // In a `var` list: the clock is read inside the first declarator's expression.
      (all, rootName) =>
        `exitStatus = (globalThis.__renderStart = performance.now(), shouldTimeSlice ? renderRootConcurrent(${rootName}, lanes) : ` +
        `renderRootSync(${rootName}, lanes, !0)), renderWasConcurrent = shouldTimeSlice; (globalThis.__renders ??= []).push({ ` +
        `at: globalThis.__renderStart, kind: shouldTimeSlice ? 'sliced' : 'sync', ms: performance.now() - globalThis.__renderStart });`,
    ],
    [
      /exitStatus = renderRootSync\((\S+), lanes, !1\);/,
      (all) =>
        `globalThis.__renderStart = performance.now(); ${all} globalThis.__renders.push({ at: globalThis.__renderStart, ` +
        `kind: 'again, sync', ms: performance.now() - globalThis.__renderStart });`,
    ],
    [
      'if (!objectIs(getSnapshot(), check)) return !1;',
      () =>
        'if (!objectIs(getSnapshot(), check)) { const names = []; for (let n = node; n && names.length < 6; n = n.return) ' +
        "if (n.type && typeof n.type !== 'string') names.push(n.type.displayName || n.type.name || '?'); " +
        "(globalThis.__torn ??= []).push(names.join(' < ')); return !1; }",
    ],
  ];
  let code = readFileSync(path.join(assets, file), 'utf8');
  for (const [pattern, probe] of probes) {
    if (!(typeof pattern === 'string' ? code.includes(pattern) : pattern.test(code)))
      throw new Error(`BENCH_RENDERS: React's work loop not found in ${file} (${pattern}); build unminified (see the header)`);
    code = code.replace(pattern, probe);
  }
  writeFileSync(path.join(assets, file), code);
  return copy;
}

const env = { DATA_DIR: path.join(root, 'bench/results/pglite-web'), ...(rendering ? { WEB_DIST: instrumentedBuild() } : {}) };
seed(env, 'small');
const { child, base } = await startServer(env, 3211);
const browser = await playwright.launch({ executablePath: process.env.CHROME_PATH ?? chromium.executablePath, args: chromium.args });
try {
  const session = await signInSession(base, 'admin@demo.test');
  const { cookie } = session;
  await acceptPrivacyAgreement(base, session);
  const totals = [];
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    if (page.signedIn !== false) {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
    }
    const tab = await context.newPage();
    // BENCH_DELAY: the calls whose URL matches answer BENCH_DELAY_MS later (a slow network for some calls: the
    // layout shifts of content that arrives after the page first rendered).
    if (delayed) await tab.route(delayed, async (route) => setTimeout(() => void route.continue(), delayMs));
    await tab.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      // Layout shifts with what moved (the element's tag, classes and first words).
      globalThis.__shifts = [];
      const describe = (node) =>
        node?.nodeType === 1
          ? `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')} "${(node.textContent ?? '').slice(0, 24)}"`
          : '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput)
            globalThis.__shifts.push({ at: entry.startTime, value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    if (slicing) {
      await tab.addInitScript(() => {
        globalThis.__slices = [];
        const setHandler = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage').set;
        globalThis.MessageChannel = class extends MessageChannel {
          constructor() {
            super();
            let handler = null;
            Object.defineProperty(this.port1, 'onmessage', {
              get: () => handler,
              set: (callback) => {
                handler = callback;
                setHandler.call(this.port1, (event) => {
                  const start = performance.now();
                  try {
                    return callback(event);
                  } finally {
                    const duration = performance.now() - start;
                    if (duration >= 15) globalThis.__slices.push({ start, duration });
                  }
                });
              },
            });
          }
        };
      });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      const slices = await tab.evaluate(() => globalThis.__slices);
      const blocking = slices.reduce((sum, slice) => sum + Math.max(0, slice.duration * slowdown - 50), 0);
      console.log(`\n${page.name}: ${slices.length} scheduler callbacks ≥ 15 ms, ${Math.round(blocking)} ms blocking at ${slowdown}× CPU`);
      console.log(`  ${slices.map((slice) => `${Math.round(slice.start)} ms +${Math.round(slice.duration)}`).join(' · ')}`);
      totals.push({
        page: page.name,
        callbacks: slices.length,
        'longest ms': Math.round(Math.max(0, ...slices.map((x) => x.duration))),
        'blocking ms': Math.round(blocking),
      });
      await context.close();
      continue;
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuClock ? 1 : slowdown });
    if (rendering) {
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      const { renders, torn } = await tab.evaluate(() => ({ renders: globalThis.__renders ?? [], torn: globalThis.__torn ?? [] }));
      if (renders.length === 0) throw new Error(`BENCH_RENDERS: no render recorded on ${page.name} (did the instrumented React load?)`);
      const again = renders.filter((r) => r.kind === 'again, sync');
      const sum = (list) => Math.round(list.reduce((total, r) => total + r.ms, 0));
      console.log(`\n${page.name}: ${renders.length} renders, ${again.length} rendered again synchronously (${sum(again)} ms at ${slowdown}× CPU)`);
      for (const r of renders.filter((x) => x.ms >= 8)) console.log(`  ${Math.round(r.at)} ms +${Math.round(r.ms)} ms ${r.kind}`);
      for (const chain of torn) console.log(`  a store changed during a sliced render, read by ${chain}`);
      totals.push({
        page: page.name,
        renders: renders.length,
        'sync ms': sum(renders.filter((r) => r.kind === 'sync')),
        'sliced ms': sum(renders.filter((r) => r.kind === 'sliced')),
        'again ms': sum(again),
      });
      await context.close();
      continue;
    }
    if (tracing) {
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      await cdp.send('Tracing.end');
      await complete;
      const tasks = traceLongTasks(events);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      console.log(
        `\n${page.name}: ${tasks.length} long tasks, ${Math.round(blocking)} ms blocking at ${slowdown}× CPU (trace${cpuClock ? ', CPU time' : ''})`,
      );
      for (const task of tasks) {
        const spent = task.self.slice(0, top).map(([name, ms]) => `${name} ${Math.round(ms)}`);
        console.log(`  ${Math.round(task.start)} ms +${Math.round(task.duration)} ms: ${spent.join(' · ')}`);
      }
      totals.push({ page: page.name, 'long tasks': tasks.length, 'blocking ms': Math.round(blocking) });
      await context.close();
      continue;
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const { longTasks, shifts, now } = await tab.evaluate(() => ({
      longTasks: globalThis.__longTasks,
      shifts: globalThis.__shifts,
      now: performance.now(),
    }));
    // The profile's clock (µs) is not the page's performance.now() (ms from navigation): the profile stopped
    // just before `now` was read, so the two ends are aligned (a few ms off at most).
    const origin = profile.endTime - now * 1000;
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    console.log(`\n${page.name}: ${longTasks.length} long tasks, ${Math.round(blocking)} ms blocking at ${slowdown}× CPU`);
    for (const task of longTasks) {
      const functions = selfTimes(profile, task.start, task.start + task.duration, origin).slice(0, top);
      console.log(
        `  ${Math.round(task.start)} ms +${Math.round(task.duration)} ms: ${functions.map(([f, t]) => `${f} ${Math.round(t)}`).join(' · ')}`,
      );
      const entries = sumBy(samples(profile, task.start, task.start + task.duration, origin), (stack) =>
        stack.filter((frame) =>
          /^(renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects|flushSyncWork\w*|performWorkOnRootViaSchedulerTask|processRootScheduleInMicrotask|__vitePreload) /.test(
            frame,
          ),
        ),
      );
      if (entries.length) console.log(`      React: ${entries.map(([f, t]) => `${f.split(' ')[0]} ${Math.round(t)}`).join(' · ')}`);
      const components = componentTimes(profile, task.start, task.start + task.duration, origin).slice(0, top);
      if (components.length) console.log(`      components: ${components.map(([f, t]) => `${f.split(' ')[0]} ${Math.round(t)}`).join(' · ')}`);
    }
    if (callersOf) for (const [chain, ms] of callers(profile, origin).slice(0, top)) console.log(`  ${callersOf} < ${chain}: ${Math.round(ms)} ms`);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`  layout shifts: ${cls.toFixed(3)} in all`);
    for (const shift of shifts) console.log(`    ${Math.round(shift.at)} ms ${shift.value.toFixed(3)}: ${shift.moved.join(' · ')}`);
    const all = selfTimes(profile, 0, Infinity, origin);
    totals.push({
      page: page.name,
      'long tasks': longTasks.length,
      'blocking ms': Math.round(blocking),
      CLS: cls.toFixed(3),
      'busy ms': Math.round(all.reduce((s, [, t]) => s + t, 0)),
    });
    console.log(
      `  whole load, most self time: ${all
        .slice(0, top * 2)
        .map(([f, t]) => `${f} ${Math.round(t)}`)
        .join(' · ')}`,
    );
    await context.close();
  }
  console.log('');
  table(totals);
} finally {
  await browser.close();
  await stopServer(child);
}
