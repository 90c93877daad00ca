import { describe } from 'vitest';
import { testRows, useMatrixApp } from './access-matrix.fixtures.js';
import { OPERATOR_ROWS } from './access-matrix-operators.fixtures.js';

/** The access matrix's operators rows (access-matrix.test.ts checks that the rows of all the files list every route). */
useMatrixApp();

describe('access matrix', () => {
  testRows(OPERATOR_ROWS);
});
