import { describe, it } from 'vitest';
import { z } from 'zod';
import { APPLICANT_ORDERS, APPLICANT_STAGE_FILTERS, applicantListQuery, idParam } from '@partners/contract';
import { expectSameReading } from '../../../test/same-reading';
import { applicantsUrlSchema } from './url-state';

const { applicant, status, ...listFields } = applicantsUrlSchema.shape;

describe('the applicants page’s URL fields', () => {
  it('read the list query’s keys as the contract’s applicantListQuery', () => {
    expectSameReading({ shape: listFields }, applicantListQuery, [...APPLICANT_STAGE_FILTERS, ...APPLICANT_ORDERS]);
  });

  it('read the open résumé as an id and the fit view as `fit` only', () => {
    expectSameReading({ shape: { applicant, status } }, { shape: { applicant: idParam.shape.id.optional(), status: z.literal('fit').optional() } }, [
      'fit',
      'FIT',
    ]);
  });
});
