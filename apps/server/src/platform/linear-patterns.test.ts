import { fileURLToPath } from 'node:url';
import * as contract from '@partners/contract';
import { describe, expect, it } from 'vitest';
import { attacksFor, collectPatterns, slowestAttack, timed } from '../test/linear-patterns.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const BUDGET_MS = 50;
const LONG = 100_000;

/** Every pattern of the contract, the server and the web, found by parsing their sources (decision 0026). */
const scan = collectPatterns(repoRoot, ['packages/contract/src', 'apps/server/src', 'apps/web/src']);

type ZodLike = { _zod: { def: Record<string, unknown> }; safeParse(input: unknown): unknown };
const isZod = (value: unknown): value is ZodLike => typeof value === 'object' && value !== null && '_zod' in value;

/** Every string schema reachable from the contract's exports that checks a pattern (zod's own formats included). */
function patternSchemas(): { schema: ZodLike; patterns: RegExp[]; checks: Record<string, unknown>[] }[] {
  const seen = new Set<unknown>();
  const result: { schema: ZodLike; patterns: RegExp[]; checks: Record<string, unknown>[] }[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value) || value instanceof RegExp) return;
    seen.add(value);
    if (!isZod(value)) {
      for (const child of Object.values(value)) visit(child);
      return;
    }
    const def = value._zod.def;
    const checks = ((def.checks as ZodLike[] | undefined) ?? []).map((check) => check._zod.def);
    const patterns = [def, ...checks].map((d) => d.pattern).filter((p): p is RegExp => p instanceof RegExp);
    if (def.type === 'string' && patterns.length > 0) result.push({ schema: value, patterns, checks });
    for (const [key, child] of Object.entries(def)) if (key !== 'checks') visit(child);
  };
  visit(contract);
  return result;
}

describe('every pattern is linear (issue 28: one request froze the server)', () => {
  it('finds the patterns by itself, and every one is a literal the scan can run', () => {
    // A `new RegExp(variable)` cannot be checked ahead of time: write the pattern as a literal instead.
    expect(scan.dynamic.map((d) => `${d.file}:${d.line} ${d.text}`)).toEqual([]);
    expect(scan.found.length).toBeGreaterThan(40);
    expect(scan.found.some((p) => p.file.endsWith('schemas/common.ts'))).toBe(true);
  });

  it('catches the e-mail pattern that froze the server (the scan can fail)', () => {
    const quadratic = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    expect(slowestAttack(attacksFor(quadratic), (input) => quadratic.test(input), BUDGET_MS).ms).toBeGreaterThan(BUDGET_MS);
  });

  it.each(scan.found.map((p) => [`${p.file}:${p.line} /${p.regex.source}/${p.regex.flags}`, p.regex] as const))(
    '%s runs on adversarial strings of 100,000 characters within 50 ms',
    (_name, regex) => {
      const probe = new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''));
      const worst = slowestAttack(attacksFor(regex), (input) => probe.test(input), BUDGET_MS);
      expect(worst.length).toBe(LONG);
      expect(worst.ms, `${JSON.stringify(worst.attack)} × ${worst.length}`).toBeLessThanOrEqual(BUDGET_MS);
    },
    120_000,
  );
});

describe('contract string schemas with a pattern', () => {
  const schemas = patternSchemas();

  it('are found in the contract (the e-mail, the dates, the tokens)', () => {
    expect(schemas.length).toBeGreaterThan(10);
    expect(schemas.some((s) => s.schema === (contract.emailSchema as unknown))).toBe(true);
  });

  it('check a length before any pattern, and that length check stops validation when it fails', () => {
    const late = schemas.flatMap(({ patterns, checks }) => {
      const firstPattern = checks.findIndex((c) => c.pattern instanceof RegExp);
      return checks
        .map((check, index) => ({ check, index }))
        .filter(({ check }) => ['max_length', 'min_length', 'length_equals'].includes(String(check.check)))
        .filter(({ check, index }) => index > firstPattern || check.abort !== true)
        .map(({ check }) => `${String(check.check)} beside ${patterns.map((p) => `/${p.source}/`).join(' ')}`);
    });
    expect(late).toEqual([]);
  });

  it.each(schemas.map((s, i) => [`#${i} ${s.patterns.map((p) => `/${p.source}/`).join(' ')}`, s] as const))(
    'schema %s parses adversarial strings of 100,000 characters within 50 ms',
    (_name, { schema, patterns }) => {
      for (const pattern of patterns) {
        const worst = slowestAttack(attacksFor(pattern), (input) => schema.safeParse(input), BUDGET_MS);
        expect(worst.length).toBe(LONG);
        expect(worst.ms, `${JSON.stringify(worst.attack)} × ${worst.length}`).toBeLessThanOrEqual(BUDGET_MS);
      }
    },
    120_000,
  );

  it('the e-mail check answers a@ + 100,000 dots + @ at once, on its length alone', () => {
    const input = `a@${'.'.repeat(LONG)}@`;
    const result = contract.emailSchema.safeParse(input);
    expect(result.success).toBe(false);
    // The aborting length check answers alone: the pattern never ran on the long input.
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
    // Best of three, as the scan measures: one cold call on a loaded CI machine once took 63 ms.
    expect(timed(() => contract.emailSchema.safeParse(input), BUDGET_MS)).toBeLessThan(BUDGET_MS);
  });
});
