// `npm test`: installs if needed, then runs every test that needs no server (unit, API on PGlite, web components).
import { ensureInstalled, root, run } from './ensure-install.mjs';
import path from 'node:path';

ensureInstalled();
run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...process.argv.slice(2)], 'Running the test suite (vitest)');
