import { describe, it } from 'vitest';
import { POSTING_ORDERS, POSTING_STATUS_FILTERS, postingListQuery } from '@partners/contract';
import { expectSameReading } from '../../../test/same-reading';
import { postingsUrlSchema } from './url-state';

describe('the postings list’s URL fields', () => {
  it('read a link as the contract’s postingListQuery', () => {
    expectSameReading(postingsUrlSchema, postingListQuery, [...POSTING_STATUS_FILTERS, ...POSTING_ORDERS]);
  });
});
