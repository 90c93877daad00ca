// Bundles the server (and the shared contract) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@partners/'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts', 'seeker-worker': 'src/seed/seeker-worker.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
