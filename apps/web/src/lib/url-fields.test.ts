import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { redirectQuery } from '@partners/contract';
import { expectSameReading } from '../test/same-reading';
import { dayField, enumField, idField, idListField, intField, keywordField, PAGE_FIELD, textField } from './url-fields';
import { REDIRECT_URL } from './use-redirect-back';
import { readUrlState } from './url-state';

const STATUSES = ['all', 'open', 'closed'] as const;

describe('url-fields read a link as the zod fields they mirror', () => {
  it('enums, whole numbers in a range, ids, days, keywords and id lists', () => {
    expectSameReading(
      {
        shape: {
          status: enumField(STATUSES, 'all'),
          kind: enumField(STATUSES),
          rating: intField(1, 5),
          per: intField(1, 50, 20),
          page: PAGE_FIELD,
          id: idField(),
          from: dayField(),
          keyword: keywordField(50),
          ids: idListField(20),
        },
      },
      {
        shape: {
          status: z.enum(STATUSES).default('all'),
          kind: z.enum(STATUSES).optional(),
          rating: z.coerce.number().int().min(1).max(5).optional(),
          per: z.coerce.number().int().min(1).max(50).default(20),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          from: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
          keyword: z
            .string()
            .trim()
            .max(50)
            .optional()
            .transform((v) => (v ? v : undefined)),
          ids: z
            .string()
            .max(240)
            .transform((v) => (v.trim() === '' ? [] : v.split(',').map((part) => Number(part.trim()))))
            .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(20))
            .default([]),
        },
      },
      STATUSES,
    );
  });

  it('text as given, up to a length: the redirect_url the sign-in page reads, as the contract’s redirectQuery', () => {
    expectSameReading({ shape: { note: textField(50) } }, { shape: { note: z.string().max(50).optional() } });
    expectSameReading(REDIRECT_URL, redirectQuery, ['/partners/job_management?page=2', `/partners/x?q=${'a'.repeat(2000)}`]);
  });

  it('the comparison fails when a field differs from its schema', () => {
    expect(() =>
      expectSameReading({ shape: { rating: intField(1, 4) } }, { shape: { rating: z.coerce.number().int().min(1).max(5).optional() } }),
    ).toThrow();
  });

  it('readUrlState takes them as it takes a zod object: a bad value falls back, the others stay', () => {
    const fields = { shape: { status: enumField(STATUSES, 'all'), page: PAGE_FIELD, ids: idListField(20), keyword: keywordField(10) } };
    expect(readUrlState(fields, new URLSearchParams('status=bogus&page=3&ids=1,x&keyword=%20java%20'))).toEqual({
      status: 'all',
      page: 3,
      ids: [],
      keyword: 'java',
    });
  });
});
