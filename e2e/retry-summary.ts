import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Makes a retry impossible to miss (decision 0029): at the end of the run, every test that needed more than one
 * attempt, with its outcome (flaky: passed on a retry; failed: no attempt passed) and the first line of each
 * failed attempt's error. Printed last, written to test-results/e2e/retries.txt (a CI artifact), and appended to
 * $GITHUB_STEP_SUMMARY when CI offers one. A run without retries prints "no test needed a retry".
 */
export default class RetrySummary implements Reporter {
  private outputDir = 'test-results/e2e';
  private readonly retried = new Set<TestCase>();

  onBegin(config: FullConfig): void {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase): void {
    if (test.results.length > 1) this.retried.add(test);
  }

  onEnd(): void {
    const lines = [...this.retried].map((test) => {
      const attempts = test.results
        .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
        .map((result) => `    attempt ${result.retry + 1}: ${result.status}: ${firstLine(result.error?.message ?? '')}`);
      const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
      return [`  ${test.outcome()} after ${test.results.length} attempts: ${where} › ${test.title}`, ...attempts].join('\n');
    });
    const text =
      lines.length === 0 ? 'e2e retries: no test needed a retry' : `e2e retries: ${lines.length} test(s) needed a retry\n${lines.join('\n')}`;
    console.log(`\n${text}`);
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(path.join(this.outputDir, 'retries.txt'), `${text}\n`);
    const summary = process.env.GITHUB_STEP_SUMMARY;
    if (summary) appendFileSync(summary, `\`\`\`\n${text}\n\`\`\`\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The first line of an error message, without the terminal's colour codes. */
function firstLine(message: string): string {
  // eslint-disable-next-line no-control-regex
  return (message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').trim();
}
