import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isEmailAddress } from './constants.js';
import { emailSchema } from './schemas/common.js';

describe('isEmailAddress', () => {
  it('takes what emailSchema takes, and refuses what it refuses', () => {
    const samples = [
      'hr@example.com',
      '  hr@example.com  ',
      'kim.recruit+tag@corp.co.kr',
      '',
      ' ',
      'hr@',
      '@example.com',
      'hr@example',
      'hr@.example.com',
      'hr@@example.com',
      'hr @example.com',
      'hr@exa mple.com',
      `${'a'.repeat(EMAIL_MAX - 12)}@example.com`,
      `${'a'.repeat(EMAIL_MAX - 11)}@example.com`,
      ` ${'a'.repeat(EMAIL_MAX - 12)}@example.com `,
      `a@${'.'.repeat(1000)}@`,
      '채용담당@회사.한국',
    ];
    for (const sample of samples) expect([sample, isEmailAddress(sample)]).toEqual([sample, emailSchema.safeParse(sample).success]);
  });
});
