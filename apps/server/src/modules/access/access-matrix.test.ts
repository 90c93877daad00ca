import { describe, expect, it } from 'vitest';
import { t, testRows, useMatrixApp } from './access-matrix.fixtures.js';
import { ACCOUNT_ROWS } from './access-matrix-account.fixtures.js';
import { CORE_ROWS } from './access-matrix-core.fixtures.js';
import { OPERATOR_ROWS } from './access-matrix-operators.fixtures.js';
import { RECRUITMENT_ROWS } from './access-matrix-recruitment.fixtures.js';

/**
 * The access matrix: every route, with the status each actor gets. Its rows are split by area
 * (access-matrix-<area>.fixtures.ts), each run by a file of its own; this one checks that together they list every
 * route, and runs the platform, sign-in, account and talent rows.
 */
useMatrixApp();

describe('access matrix', () => {
  it('lists every route the server has', () => {
    const listed = new Set([...CORE_ROWS, ...RECRUITMENT_ROWS, ...ACCOUNT_ROWS, ...OPERATOR_ROWS].map((r) => `${r.method} ${r.url}`));
    const missing = t.app.routeCatalog.map((r) => `${r.method} ${r.url}`).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  testRows(CORE_ROWS);
});
