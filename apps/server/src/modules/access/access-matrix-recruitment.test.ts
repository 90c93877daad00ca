import { describe } from 'vitest';
import { testRows, useMatrixApp } from './access-matrix.fixtures.js';
import { RECRUITMENT_ROWS } from './access-matrix-recruitment.fixtures.js';

/** The access matrix's recruitment rows (access-matrix.test.ts checks that the rows of all the files list every route). */
useMatrixApp();

describe('access matrix', () => {
  testRows(RECRUITMENT_ROWS);
});
