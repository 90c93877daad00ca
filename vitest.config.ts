import { defineConfig } from 'vitest/config';

/** One runner for the whole repo: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
