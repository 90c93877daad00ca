import { describe, it } from 'vitest';
import {
  BENEFIT_CODES,
  companyReviewListQuery,
  EMPLOYMENT_STATUSES,
  INTERVIEW_RESULTS,
  interviewReviewListQuery,
  REPLY_FILTERS,
  REVIEW_ORDERS,
  welfareReviewListQuery,
} from '@partners/contract';
import { expectSameReading } from '../../../test/same-reading';
import { reviewFiltersSchema } from './url-state';

const { employment_status, result, benefit_code, ...shared } = reviewFiltersSchema.shape;
const ENUMS = [...REPLY_FILTERS, ...REVIEW_ORDERS, ...EMPLOYMENT_STATUSES, ...INTERVIEW_RESULTS, ...BENEFIT_CODES];

describe('the review lists’ URL fields', () => {
  it('read a link as the contract’s company, interview and welfare list queries', () => {
    expectSameReading({ shape: { ...shared, employment_status } }, companyReviewListQuery, ENUMS);
    expectSameReading({ shape: { ...shared, result } }, interviewReviewListQuery, ENUMS);
    expectSameReading({ shape: { ...shared, benefit_code } }, welfareReviewListQuery, ENUMS);
  });
});
