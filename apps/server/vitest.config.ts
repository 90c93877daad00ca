import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Seeds the run's small demo data once; each API test file clones it (test/seeded-demo.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // One module graph per worker, not per file (decision 0030): a file's own import of the server, drizzle and
    // PGlite cost 3 s of each file's time; no test mocks a module or changes module state for the next file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
