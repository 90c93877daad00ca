import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per file (decision 0030): 304 s to 86 s for the 69 files
    // on two cores. The setup file's afterEach puts back what a test may change (the DOM, handlers, storage,
    // language), and no test mocks a module. happy-dom measured 79 s here but lacks print, upload progress
    // and canvas (4 tests fail): jsdom stays.
    isolate: false,
    css: false,
    // A component test takes well under a second alone; on a loaded two-core machine, many times that.
    testTimeout: 20_000,
  },
});
