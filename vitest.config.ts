import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One runner for the whole repo: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    // Every core (vitest's default leaves one for itself, which on a 2-core machine is half of them); the
    // projects share the workers, so the server files do not wait for the web files or the other way round.
    maxWorkers: availableParallelism(),
    reporters: ['default', './scripts/vitest-slowest-files.ts'],
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
