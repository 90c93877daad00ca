import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { areaPreloads } from './area-preloads';

const API_PREFIXES = ['/api', '/b2b', '/autocomplete', '/users', '/healthz'];
const target = process.env.PARTNERS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
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
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
