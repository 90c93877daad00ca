import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the linear-patterns test runs (decision 0026): every regular expression written in the given source
 * trees, found by parsing the TypeScript (a regex literal, or `RegExp(...)` / `new RegExp(...)` with a string
 * argument), and adversarial strings built for each pattern. Nothing is listed by hand, so a new pattern is
 * covered the moment it is written; a `RegExp` built from a non-literal is reported as dynamic, since no scan
 * can know what it will match.
 */
export type FoundPattern = { file: string; line: number; regex: RegExp };
export type DynamicPattern = { file: string; line: number; text: string };

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$|\.d\.ts$/;
/** Test code (`src/test/` holds the harnesses and fakes) runs on its own data, never on a request's. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

function literalText(node: ts.Expression | undefined): string | null {
  if (!node) return '';
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

/** Every pattern written in the source files under `dirs` (tests excluded: they run on the test's own data). */
export function collectPatterns(root: string, dirs: readonly string[]): { found: FoundPattern[]; dynamic: DynamicPattern[] } {
  const found: FoundPattern[] = [];
  const dynamic: DynamicPattern[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const relative = path.relative(root, file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        found.push({ file: relative, line: lineOf(node), regex: new RegExp(node.text.slice(1, end), node.text.slice(end + 1)) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        const [patternArg, flagsArg] = node.arguments ?? [];
        const pattern = literalText(patternArg);
        const flags = literalText(flagsArg);
        if (pattern !== null && flags !== null) found.push({ file: relative, line: lineOf(node), regex: new RegExp(pattern, flags) });
        else dynamic.push({ file: relative, line: lineOf(node), text: node.getText(source) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, dynamic };
}

/** Characters every pattern is tried with, besides those its own source names. */
const BASE_CHARS = ['a', 'A', '0', ' ', '\t', '\n', '.', '@', '-', '_', '/', '\\', ';', ',', ':', '%', '=', '가', '\u0000'];

/** The pattern's atoms in order: bracket classes, escapes, `.`, and plain characters. */
function atomsOf(source: string): string[] {
  return source.match(/\[(?:\\.|[^\]\\])*\]|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\.|[^()[\]{}|*+?^$]/g) ?? [];
}

/** The characters an atom names (for `\d` a digit, for `[a-z]` its ends), matched by it or not. */
function namedChars(atom: string): string[] {
  if (atom.startsWith('[')) return atomsOf(atom.slice(atom.startsWith('[^') ? 2 : 1, -1)).flatMap(namedChars);
  const escapes: Record<string, string[]> = {
    '\\d': ['0'],
    '\\D': ['a'],
    '\\w': ['a'],
    '\\W': [' '],
    '\\s': [' '],
    '\\S': ['a'],
    '\\b': [],
    '\\B': [],
  };
  if (atom in escapes) return escapes[atom] ?? [];
  if (atom.startsWith('\\u') || atom.startsWith('\\x')) return [String.fromCharCode(parseInt(atom.slice(2), 16))];
  if (atom.startsWith('\\')) return [atom.slice(1)];
  return atom === '.' ? ['a'] : [atom];
}

type Atom = { text: string; matcher: RegExp | null };

function compiledAtoms(regex: RegExp): Atom[] {
  return atomsOf(regex.source).map((text) => {
    try {
      return { text, matcher: new RegExp(`^(?:${text})$`, regex.flags.replace(/[gy]/g, '')) };
    } catch {
      return { text, matcher: null };
    }
  });
}

/** At most this many characters per pattern: the attacks grow with its square. */
const MAX_CHARS = 6;

/**
 * Representative characters: one per behaviour, a behaviour being which of the pattern's classes (`[a-z]`,
 * `\s`, `.`) match the character, with each punctuation mark the pattern names kept apart (separators are
 * where matching backtracks: the `@` and `.` of an e-mail).
 */
export function representativeChars(regex: RegExp): string[] {
  const atoms = compiledAtoms(regex);
  const classes = atoms.filter((atom) => atom.text.length > 1 || atom.text === '.');
  const punctuation = new Set(atoms.flatMap((atom) => namedChars(atom.text)).filter((char) => !/^[\p{L}\p{N}]$/u.test(char)));
  const bySignature = new Map<string, string>();
  for (const char of [...atoms.flatMap((atom) => namedChars(atom.text)), ...BASE_CHARS]) {
    const signature = classes.map((atom) => (atom.matcher?.test(char) ? '1' : '0')).join('') + (punctuation.has(char) ? char : '');
    if (!bySignature.has(signature)) bySignature.set(signature, char);
  }
  return [...bySignature.values()].slice(0, MAX_CHARS);
}

/**
 * A string that walks the pattern once, an atom's own character each (`a@a.a` for an e-mail); its prefixes
 * reach the parts of a pattern that only a matching start gets to (`https://a` before a host's dots).
 */
export function walkingSample(regex: RegExp): string {
  return compiledAtoms(regex)
    .map((atom) => [...namedChars(atom.text), ...BASE_CHARS].find((char) => atom.matcher?.test(char)) ?? '')
    .join('');
}

/** A string to try: `prefix`, then `pump` repeated up to `length` characters, then `suffix`. */
export type Attack = { prefix: string; pump: string; suffix: string };

/**
 * The classic shapes of super-linear matching: a prefix that reaches the vulnerable part (`a@` for an e-mail),
 * a long run of one character or a pair, and a suffix that makes the match fail at the very end.
 */
export function attacksFor(regex: RegExp): Attack[] {
  const chars = representativeChars(regex);
  const pairs = chars.flatMap((a) => chars.map((b) => a + b));
  const sample = walkingSample(regex);
  const samplePrefixes = Array.from({ length: Math.min(sample.length, 40) }, (_, i) => sample.slice(0, i + 1));
  const prefixes = [...new Set(['', ...chars, ...pairs, ...samplePrefixes])];
  const pumps = [...chars, ...pairs];
  const suffixes = ['', ...chars];
  return prefixes.flatMap((prefix) => pumps.flatMap((pump) => suffixes.map((suffix) => ({ prefix, pump, suffix }))));
}

export function attackString({ prefix, pump, suffix }: Attack, length: number): string {
  return prefix + pump.repeat(Math.ceil(length / pump.length)).slice(0, length) + suffix;
}

/** Milliseconds `run` takes, the best of up to three tries when over `budgetMs` (a GC pause or a busy machine). */
export function timed(run: () => unknown, budgetMs: number): number {
  let best = Infinity;
  // Ten times the budget is no pause: the pattern is slow, and trying again would only wait longer.
  for (let attempt = 0; attempt < 3 && best > budgetMs && (attempt === 0 || best < budgetMs * 10); attempt++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * Lengths are tried small first: an exponential pattern is caught at a few dozen characters (where it still
 * ends) instead of hanging the test at 100,000. Every attack runs up to `SCREEN_LENGTH`, where a quadratic
 * one already stands out by a thousand times; the slowest `FINALISTS` of them then run at `LONG_LENGTH`.
 */
const RAMP = [8, 16, 24, 32, 40, 48, 56, 64, 500] as const;
const SCREEN_LENGTH = 2_000;
export const LONG_LENGTH = 100_000;
const FINALISTS = 8;

export type Worst = { ms: number; length: number; attack: Attack | undefined };

/** The slowest attack on `run` (e.g. `regex.test`), stopping at the first length over budget. */
export function slowestAttack(attacks: readonly Attack[], run: (input: string) => unknown, budgetMs: number): Worst {
  let worst: Worst = { ms: 0, length: 0, attack: undefined };
  const measure = (attack: Attack, length: number) => {
    const input = attackString(attack, length);
    const ms = timed(() => run(input), budgetMs);
    if (ms > worst.ms) worst = { ms, length, attack };
    return ms;
  };
  for (const length of RAMP) {
    for (const attack of attacks) measure(attack, length);
    if (worst.ms > budgetMs) return worst;
  }
  const screened = attacks.map((attack) => ({ attack, ms: measure(attack, SCREEN_LENGTH) }));
  if (worst.ms > budgetMs) return worst;
  const finalists = screened.sort((a, b) => b.ms - a.ms).slice(0, FINALISTS);
  // A fifth of the way first: a super-linear attack fails there in a second instead of in tens at full length.
  for (const length of [LONG_LENGTH / 5, LONG_LENGTH]) {
    worst = { ms: 0, length, attack: finalists[0]?.attack };
    for (const { attack } of finalists) {
      const ms = timed(() => run(attackString(attack, length)), budgetMs);
      if (ms > worst.ms) worst = { ms, length, attack };
      if (ms > budgetMs) return worst;
    }
  }
  return worst;
}
