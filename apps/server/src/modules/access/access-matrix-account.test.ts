import { describe } from 'vitest';
import { testRows, useMatrixApp } from './access-matrix.fixtures.js';
import { ACCOUNT_ROWS } from './access-matrix-account.fixtures.js';

/** The access matrix's account rows (access-matrix.test.ts checks that the rows of all the files list every route). */
useMatrixApp();

describe('access matrix', () => {
  testRows(ACCOUNT_ROWS);
});
