import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the ten slowest test files at the end of a run (issue 29), with what their time went on:
 * importing the file and its modules, then its tests and hooks (the API files' beforeAll is where a copy of
 * the seeded database is opened). Added beside the default reporter, which keeps printing every file.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: relative(process.cwd(), m.moduleId), project: m.project.name, total: d.collectDuration + d.duration, d };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, 10);
    if (rows.length === 0) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)}s`.padStart(7);
    console.log('\nSlowest test files (total = import + tests and hooks)');
    for (const r of rows) console.log(`${s(r.total)} ${s(r.d.collectDuration)} ${s(r.d.duration)}  [${r.project}] ${r.file}`);
  }
}
