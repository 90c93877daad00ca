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

export default defineConfig(({ command }) => ({
  base: '/',
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
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
        // zod is only needed by the form pages (lazy); keep it out of the chunks the first page loads.
        // Everything the entry loads statically is one chunk ('shell'): left to the automatic splitting it was
        // eight files (modules shared with lazy chunks went to small common chunks), each a request before
        // the first render.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
