/**
 * A URL state's zod-free fields (lib/url-fields.ts) against the contract's query schema they mirror: each key
 * read through both, over values a hand-edited link may hold, must give the same answer.
 */
import { expect } from 'vitest';
import type { z } from 'zod';
import type { UrlField } from '../lib/url-fields';

const ids = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1)).join(',');

/** Values a link may carry: absent, blank, numbers at and past the bounds, days, lists, long text. */
export const URL_SAMPLES: readonly (string | undefined)[] = [
  undefined,
  '',
  ' ',
  'x',
  '0',
  '1',
  '-1',
  '1.5',
  ' 3 ',
  '5',
  '6',
  '20',
  '50',
  '51',
  '1e3',
  '0x10',
  'Infinity',
  'NaN',
  '10000',
  '10001',
  '2147483647',
  '2147483648',
  '2026-01-31',
  '2026-1-31',
  '2026-01-31T00:00',
  '1,2',
  '1, 2 ,3',
  '1,,2',
  '1,x',
  ' , ',
  ids(20),
  ids(21),
  '  react  ',
  'a'.repeat(50),
  'a'.repeat(51),
  ` ${'a'.repeat(50)} `,
  '가나다',
];

type Reader = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** Each of `fields`' keys reads every sample (and `extra`, the enums' values) as `schema`'s field of that key. */
export function expectSameReading(
  fields: { shape: Record<string, UrlField<unknown>> },
  schema: { shape: Record<string, z.ZodType> },
  extra: readonly string[] = [],
) {
  for (const [key, field] of Object.entries(fields.shape)) {
    const contract: Reader | undefined = schema.shape[key];
    if (!contract) throw new Error(`the contract's query has no ${key}`);
    for (const sample of [...URL_SAMPLES, ...extra]) {
      const ours = field.safeParse(sample);
      const theirs = contract.safeParse(sample);
      expect({ key, sample, success: ours.success, data: ours.success ? ours.data : undefined }).toEqual({
        key,
        sample,
        success: theirs.success,
        data: theirs.success ? theirs.data : undefined,
      });
    }
  }
}
