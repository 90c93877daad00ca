/**
 * Which files write which tables, read from the source (no database, no type checker): drizzle's
 * `.insert(t)`, `.update(t)` and `.delete(t)` on a table of the schema (through a local alias, an
 * `alias(t, ...)`, a lookup object or a conditional), and SQL text in template literals (`insert into`,
 * `update … set`, `delete from`, `truncate`) naming a table or interpolating one. The architecture test
 * checks the result against each table's owner.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.js';

/** The schema's tables: export name → SQL name. */
export const SCHEMA_TABLES: ReadonlyMap<string, string> = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)] as const] : [])),
);
const BY_SQL_NAME = new Map([...SCHEMA_TABLES].map(([name, sqlName]) => [sqlName, name]));

export type TableWrite = { file: string; table: string; how: string };

/** Every `.ts` file under `dir` (relative to `root`), tests and test fixtures left out. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.fixtures.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
const SQL_BEFORE_TABLE = /\b(insert\s+into|delete\s+from|update|truncate(?:\s+table)?)\s+$/i;
const SQL_WRITE =
  /\b(insert\s+into|delete\s+from|truncate(?:\s+table)?|update)\s+([a-z_][a-z0-9_]*(?:\s*,\s*[a-z_][a-z0-9_]*)*)(\s+(?:as\s+\w+\s+)?set\b)?/gi;

export function tableWrites(root: string, file: string): TableWrite[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const schemaImports = new Map<string, string>();
  const locals = new Map<string, ts.Expression>();
  const writes: TableWrite[] = [];

  const visitDeclarations = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /\/db\/schema(\/|\.js$|$)/.test(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) schemaImports.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) locals.set(node.name.text, node.initializer);
    ts.forEachChild(node, visitDeclarations);
  };
  visitDeclarations(source);

  /** The schema tables an expression may stand for (none when it is not a table). */
  const tablesOf = (expression: ts.Expression, seen = new Set<string>()): string[] => {
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression)) {
      return tablesOf(expression.expression, seen);
    }
    if (ts.isIdentifier(expression)) {
      const imported = schemaImports.get(expression.text);
      if (imported !== undefined) return SCHEMA_TABLES.has(imported) ? [imported] : [];
      const local = locals.get(expression.text);
      if (!local || seen.has(expression.text)) return [];
      return tablesOf(local, new Set([...seen, expression.text]));
    }
    if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'alias') {
      const [first] = expression.arguments;
      return first ? tablesOf(first, seen) : [];
    }
    if (ts.isConditionalExpression(expression)) return [...tablesOf(expression.whenTrue, seen), ...tablesOf(expression.whenFalse, seen)];
    if (ts.isElementAccessExpression(expression) || ts.isPropertyAccessExpression(expression)) return tablesOf(expression.expression, seen);
    if (ts.isObjectLiteralExpression(expression)) {
      return expression.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) ? tablesOf(p.initializer, seen) : ts.isShorthandPropertyAssignment(p) ? tablesOf(p.name, seen) : [],
      );
    }
    return [];
  };

  const add = (tables: string[], how: string) => {
    for (const table of new Set(tables)) writes.push({ file, table, how });
  };

  const sqlText = (chunk: string) => {
    for (const match of chunk.matchAll(SQL_WRITE)) {
      const verb = (match[1] ?? '').toLowerCase().split(/\s+/)[0] ?? '';
      // `update x` is a write only as `update x set` (not `for update skip locked`, `do update set`).
      if (verb === 'update' && !match[3]) continue;
      const names = (match[2] ?? '').split(',').map((n) => n.trim());
      add(
        names.flatMap((n) => BY_SQL_NAME.get(n) ?? []),
        `sql ${verb}`,
      );
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITE_METHODS.has(node.expression.name.text)) {
      const [first] = node.arguments;
      if (first) add(tablesOf(first), node.expression.name.text);
    }
    if (ts.isNoSubstitutionTemplateLiteral(node)) sqlText(node.text);
    if (ts.isTemplateExpression(node)) {
      let before = node.head.text;
      sqlText(before);
      for (const span of node.templateSpans) {
        const verb = SQL_BEFORE_TABLE.exec(before);
        if (verb) add(tablesOf(span.expression), `sql ${(verb[1] ?? '').toLowerCase().split(/\s+/)[0] ?? ''}`);
        before = span.literal.text;
        sqlText(before);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}
