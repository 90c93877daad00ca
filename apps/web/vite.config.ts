import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { areaPreloads } from './area-preloads';
import { bootPreloads } from './boot-preloads';
import { mantineVariables } from './mantine-variables';
import { tabletFonts } from './tablet-fonts';
import {
  CHART_MODULES,
  DATE_MODULES,
  EDITOR_MODULES,
  FORM_MODULES,
  SCHEMA_MODULES,
  UPLOAD_MODULES,
  ZOD_MODULES,
  withoutHeavyModules,
} from './chunk-groups';

const API_PREFIXES = ['/api', '/b2b', '/autocomplete', '/users', '/healthz'];
const target = process.env.PARTNERS_API_URL ?? 'http://localhost:3000';

// React Router 7 exports only its development build; its production build differs by the dev warnings
// alone (ENABLE_DEV_WARNINGS = false), which the build then drops. Dev and tests keep the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** index.html, its script (src/app/main.tsx) with what it imports before React, and Vite's preload helper. */
const BOOT_SCRIPT =
  /index\.html|[\\/]src[\\/]app[\\/](main\.tsx|mantine-styles\.ts|boot[\\/]tablet-fonts\.ts)$|vite[\\/](preload-helper|modulepreload-polyfill)/;

const START = path.resolve(import.meta.dirname, 'src/app/start.tsx');
let startStylesheets: Set<string> | undefined;

/**
 * The stylesheets the console's start imports statically, directly or through the web's own modules (the
 * libraries import none): the shell's components' CSS modules. Worked out once per process (one build).
 */
function stylesheetsOfStart(context: ChunkingContext): Set<string> {
  if (startStylesheets) return startStylesheets;
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || /node_modules|packages[\\/]contract/.test(id)) return;
    seen.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(START);
  startStylesheets = new Set([...seen].filter((id) => /\.css$/.test(id)));
  return startStylesheets;
}

/**
 * index.html's chunk ('index'): its script, the stylesheets the script imports and the shell's own (one
 * render-blocking stylesheet, as before the start was a chunk of its own). Left in the shell ('$initial' below),
 * index.html's module would bring the script into the shell with it (a group takes its modules' imports), and
 * the shell's evaluation would be one task again.
 */
function bootChunk(id: string, context: ChunkingContext): string | null {
  if (BOOT_SCRIPT.test(id)) return 'index';
  if (!/\.css$/.test(id)) return null;
  const bootImported = context.getModuleInfo(id)?.importers.some((importer) => BOOT_SCRIPT.test(importer));
  return bootImported || stylesheetsOfStart(context).has(id) ? 'index' : null;
}

export default defineConfig(({ command }) => ({
  base: '/',
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // Zod without its `new Function` probe, which the CSP reports (src/lib/zod-jitless.ts).
            { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-jitless.ts') },
            // Mantine's useId without the second render of every component that uses it (src/lib/mantine-use-id.ts):
            // @mantine/hooks' index imports it by this relative path, and no other module does.
            { find: /^\.\/use-id\/use-id\.mjs$/, replacement: path.resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts') },
            // MantineProvider without its run-time CSS variables: the build writes them (mantine-variables.ts).
            // MantineProvider imports its component by this relative path, and no other module does.
            {
              find: /^\.\/MantineCssVariables\/MantineCssVariables\.mjs$/,
              replacement: path.resolve(import.meta.dirname, 'src/lib/mantine-css-variables.ts'),
            },
          ],
        }
      : {},
  plugins: [react(), areaPreloads(), bootPreloads(), tabletFonts(), mantineVariables()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route module loads (bench/web.mjs reports the areas' sizes).
    manifest: true,
    rolldownOptions: {
      // The console's start is an entry of its own beside index.html, so that what it imports statically is the
      // 'shell' below (initial modules); index.html's script imports it after React (src/app/main.tsx).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), start: START },
      // The contract's schema modules only build zod objects; unused ones can go.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      output: {
        // The first load of a page fetches few files (issue 31): index.html's script and stylesheets are one chunk
        // ('index'), React one, and everything the console's start loads statically one ('shell', merged into the
        // start's own); the script evaluates React, then the start, each in a task of its own (src/app/main.tsx).
        // The UI kit's modules used by four or more lazy modules are one chunk ('kit'), loaded once for every
        // screen; the libraries only some screens need (zod for forms, charts, the rich-text editor, date pickers,
        // uploads, form state and number fields) are a chunk each, left out of the screens that do not use them.
        // A library group takes only its own modules (includeDependenciesRecursively: false), or the kit's modules
        // would follow the first library that imports them. Left to the automatic splitting, the postings page
        // loaded 76 scripts and 12 stylesheets, each a request and each stylesheet a style recalculation.
        codeSplitting: {
          groups: [
            { name: bootChunk, priority: 50, includeDependenciesRecursively: false },
            // With its jitless setting (src/lib/zod-jitless.ts), evaluated with Zod before any chunk builds a schema.
            { name: 'zod', test: ZOD_MODULES, priority: 40 },
            // React, with the module main.tsx imports to evaluate it before the start (src/app/boot/react.ts).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]boot[\\/]react\.ts$/, priority: 35 },
            // The console's start (src/app/start.tsx, an entry) and what it imports statically.
            { name: 'shell', tags: ['$initial'], priority: 30 },
            { name: 'charts', test: CHART_MODULES, priority: 20, includeDependenciesRecursively: false },
            { name: 'editor', test: EDITOR_MODULES, priority: 20, includeDependenciesRecursively: false },
            { name: 'dates', test: DATE_MODULES, priority: 20, includeDependenciesRecursively: false },
            { name: 'uploads', test: UPLOAD_MODULES, priority: 20, includeDependenciesRecursively: false },
            { name: 'forms', test: FORM_MODULES, priority: 20, includeDependenciesRecursively: false },
            // The console's own components and helpers that two or more screens share (list scaffold, pagination,
            // URL state, notify…): one chunk instead of a file each, in every screen's first load; but none that
            // brings a library of the groups above or a zod schema with it (chunk-groups.ts), and not the families
            // in their own folders (the résumé's parts, the charts), which a few screens use.
            {
              name: withoutHeavyModules('console-kit'),
              test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/][^\\/]+$/,
              minShareCount: 2,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The contract's modules that two or more screens use and the shell does not hold (page links, labels,
            // the talent pool's constants), without zod: one chunk; and its schemas that two or more screens use,
            // for the screens with a form or a URL state: one chunk.
            {
              name: withoutHeavyModules('contract'),
              test: /[\\/]packages[\\/]contract[\\/]src[\\/](?!schemas[\\/])/,
              minShareCount: 2,
              priority: 14,
              includeDependenciesRecursively: false,
            },
            {
              name: 'schemas',
              test: SCHEMA_MODULES,
              minShareCount: 2,
              priority: 13,
              includeDependenciesRecursively: false,
            },
            // Icons are a few hundred bytes each: the ones two screens share are one chunk.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, minShareCount: 2, priority: 12, includeDependenciesRecursively: false },
            { name: 'kit', test: /node_modules[\\/]/, minShareCount: 4, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
