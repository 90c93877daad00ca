#!/usr/bin/env node
// node scripts/new-area.mjs <area> --title <Korean title> [--jobs] [--dry-run]
//
// Writes the file set of a new product area in the shape every area has (docs/adding-a-product-area.md):
//   contract   packages/contract/src/schemas/<area>.ts and endpoint-schemas/<area>.ts, its entries in endpoints.ts, its
//              part gathered in endpoint-schemas.ts
//   server     db/schema/<area>.ts (a company-owned table), its migration (drizzle-kit), modules/<area>/
//              <area>.repo.ts, .service.ts, .routes.ts, .copy.ts, .test.ts (and .jobs.ts with --jobs), the
//              factory test/factories/<area>.ts, the route registered in app.ts, the table's owner in
//              architecture.test.ts
//   web        features/<area>/api.ts, <area>-page.tsx, <area>.module.css, <area>-page.test.tsx and
//              test/<area>-test-server.ts
// The area starts as a list of the company's items and a form that adds one; rename and reshape from there.
// What cannot be written safely by a script (the page's route and menu entry, the access-matrix rows, the
// Korean copy of the screen) is printed at the end as the remaining steps.
//   <area>     kebab-case, as the spec names it (`interview-notes`)
//   --dry-run  prints what would be written and changed, writes nothing
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesOf, namesOf } from './new-area-templates.mjs';

// The templates, for the script's test.
export { filesOf, namesOf };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const args = { area: undefined, title: undefined, jobs: false, dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--title') args.title = argv[++i];
    else if (arg === '--jobs') args.jobs = true;
    else if (arg === '--dry-run') args.dryRun = true;
    else if (!arg.startsWith('--') && args.area === undefined) args.area = arg;
    else throw new Error(`unknown argument: ${arg}`);
  }
  // Length first, then a linear pattern (the house rule for every pattern over input).
  if (!args.area || args.area.length > 40 || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(args.area))
    throw new Error('the area is a kebab-case name of at most 40 characters, e.g. interview-notes');
  if (!args.title || args.title.length > 40) throw new Error('--title: the area\'s Korean name (at most 40 characters), e.g. "면접 메모"');
  return args;
}

// ---------------------------------------------------------------- the shared tables

/** Each edit: a file, the text it is inserted before (or `append`), and what is inserted. */
export function editsOf(n) {
  return [
    { file: 'packages/contract/src/index.ts', append: `export * from './schemas/${n.area}.js';\n` },
    {
      file: 'packages/contract/src/endpoints.ts',
      before: '} as const satisfies Record<string, EndpointRoute>;',
      text: `
  // ------------------------------------------------------------------ ${n.title} (new-area.mjs)
  '${n.camel}.list': { method: 'GET', path: '/api/v5/partners/${n.snake}', access: 'console' },
  '${n.camel}.create': { method: 'POST', path: '/api/v5/partners/${n.snake}', access: 'console' },
`,
    },
    {
      file: 'packages/contract/src/endpoint-schemas.ts',
      before: '\n/** What one call carries besides its method and path',
      text: `import { ${n.constant}_SCHEMAS } from './endpoint-schemas/${n.area}.js';\n`,
    },
    { file: 'packages/contract/src/endpoint-schemas.ts', before: '] as const;\n\nexport const ENDPOINT_SCHEMAS', text: `  ${n.constant}_SCHEMAS,\n` },
    {
      file: 'packages/contract/src/endpoint-schemas.ts',
      before: '} as const satisfies { readonly [N in EndpointName]: EndpointSchema };',
      text: `  ...${n.constant}_SCHEMAS,\n`,
    },
    { file: 'apps/server/src/db/schema/index.ts', append: `export * from './${n.area}.js';\n` },
    {
      file: 'apps/server/src/app.ts',
      before: "import { auditRoutes } from './modules/audit/audit.routes.js';",
      text: `import { ${n.camel}Routes } from './modules/${n.area}/${n.area}.routes.js';\n`,
    },
    {
      file: 'apps/server/src/app.ts',
      before: '  // The job worker runs in this process',
      text: `  await app.register(${n.camel}Routes, { db });\n\n`,
    },
    { file: 'apps/server/src/architecture.test.ts', before: "  industries: 'none',", text: `  ${n.camel}Items: '${n.area}',\n` },
  ];
}

function applyEdit(source, edit) {
  if (edit.append !== undefined) return source.endsWith('\n') ? source + edit.append : `${source}\n${edit.append}`;
  const at = source.indexOf(edit.before);
  if (at < 0) throw new Error(`${edit.file}: "${edit.before}" not found; add the lines by hand:\n${edit.text}`);
  return source.slice(0, at) + edit.text + source.slice(at);
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const n = namesOf(args.area, args.title);
  const files = filesOf(n, args);
  for (const file of Object.keys(files)) {
    if (existsSync(path.join(root, file))) throw new Error(`${file} exists: the area ${n.area} is already there`);
  }
  const edits = editsOf(n);
  const edited = new Map();
  for (const edit of edits) {
    const current = edited.get(edit.file) ?? readFileSync(path.join(root, edit.file), 'utf8');
    edited.set(edit.file, applyEdit(current, edit));
  }
  if (args.dryRun) {
    console.log('would write:');
    for (const file of Object.keys(files)) console.log(`  ${file}`);
    console.log('would change:');
    for (const file of edited.keys()) console.log(`  ${file}`);
    return;
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    console.log(`wrote   ${file}`);
  }
  for (const [file, text] of edited) {
    writeFileSync(path.join(root, file), text);
    console.log(`changed ${file}`);
  }
  // The house format (the CI's lint runs prettier --check) over everything written or changed.
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...Object.keys(files), ...edited.keys()], { cwd: root, stdio: 'inherit' });
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', n.snake], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
  console.log(`
Left to you (docs/adding-a-product-area.md has each step):
  1. The page: an entry of PAGES in packages/contract/src/pages-areas.ts (a path its area owns, AREA_PATHS in
     pages.ts), a lazy route in that area's apps/web/src/app/areas/<area>.routes.tsx rendering ${n.pascal}Page,
     and its menu entry in packages/contract/src/menu.ts.
  2. Access: rows for ${n.camel}.list and ${n.camel}.create in apps/server/src/modules/access/access-matrix.test.ts
     (the matrix fails until every route has one); a role, plan or stepUp on the entries if the area needs them.
  3. The screen's copy into the i18n catalogues (ko and en), and the seed step for demo data (seed/steps/).
  4. npm run typecheck && npm run lint && npx vitest run --project server apps/server/src/modules/${n.area} &&
     npx vitest run --project web apps/web/src/features/${n.area}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
