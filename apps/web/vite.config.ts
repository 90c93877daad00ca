import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { areaPreloads } from './area-preloads';

const API_PREFIXES = ['/api', '/b2b', '/autocomplete', '/users', '/healthz'];
const target = process.env.PARTNERS_API_URL ?? 'http://localhost:3000';

// React Router 7 exports only its development build; its production build differs by the dev warnings
// alone (ENABLE_DEV_WARNINGS = false), which the build then drops. Dev and tests keep the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The console's charts (src/components/chart) with what draws them: out of the console kit, which every screen loads.
const CHART_MODULES = /node_modules[\\/](@mantine[\\/]charts|d3-[a-z-]+|internmap)[\\/]|[\\/]src[\\/]components[\\/]chart[\\/]/;
// use-sync-external-store: @tiptap/react's shim, which only the editor uses (left to the automatic split, it went
// to a chunk that imports the editor's and is imported by it, and the editor read it before it was defined).
const EDITOR_MODULES =
  /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|use-sync-external-store)[\\/]/;

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
          ],
        }
      : {},
  plugins: [react(), areaPreloads()],
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
      // The contract's schema modules only build zod objects; unused ones can go.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
      output: {
        // The first load of a page fetches few files (issue 31): everything the entry loads statically is one chunk
        // ('shell'); the UI kit's modules used by four or more lazy modules are one chunk ('kit'), loaded once
        // for every screen; the libraries only some screens need (zod for forms, charts, the rich-text editor,
        // date pickers, uploads) are a chunk each, left out of the screens that do not use them. A library group
        // takes only its own modules (includeDependenciesRecursively: false), or the kit's modules would follow
        // the first library that imports them. Left to the automatic splitting, the postings page loaded 76
        // scripts and 12 stylesheets, each a request and each stylesheet a style recalculation.
        codeSplitting: {
          groups: [
            // With its jitless setting (src/lib/zod-jitless.ts), evaluated with Zod before any chunk builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/, priority: 40 },
            { name: 'shell', tags: ['$initial'], priority: 30 },
            { name: 'charts', test: CHART_MODULES, priority: 20, includeDependenciesRecursively: false },
            { name: 'editor', test: EDITOR_MODULES, priority: 20, includeDependenciesRecursively: false },
            {
              name: 'dates',
              test: /node_modules[\\/](@mantine[\\/]dates|dayjs[\\/]plugin)[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              name: 'uploads',
              test: /node_modules[\\/](@mantine[\\/]dropzone|react-easy-crop|react-dropzone|file-selector|attr-accept)[\\/]/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // The console's own shared components and helpers (list scaffold, pagination, URL state, notify…): one
            // chunk instead of a file each, in every screen's first load.
            {
              name: 'console-kit',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/,
              minShareCount: 3,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            // The contract's modules that most screens use and the shell does not hold (page links, the common and
            // sign-in schemas, the talent pool's constants): one chunk, where they were six files under 1 KB each.
            {
              name: 'contract',
              test: /[\\/]packages[\\/]contract[\\/]src[\\/]/,
              minShareCount: 6,
              priority: 14,
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
