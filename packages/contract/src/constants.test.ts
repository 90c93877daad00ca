import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isEmailAddress } from './constants.js';
import { emailSchema, seekerEnc } from './schemas/common.js';
import { isSeekerEnc } from './talent.js';

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

describe('isSeekerEnc', () => {
  it('takes what seekerEnc takes, and refuses what it refuses', () => {
    const samples = [
      'Ab3dE5gH7jK9',
      'a-b_c-d_e-',
      'a'.repeat(40),
      'a'.repeat(41),
      'a'.repeat(9),
      '',
      ' Ab3dE5gH7jK9',
      'Ab3dE5gH7jK9 ',
      'bad id!',
      '가나다라마바사아자차',
      `${'a'.repeat(40)}\n`,
      12345678901,
      null,
    ];
    for (const sample of samples) expect([sample, isSeekerEnc(sample)]).toEqual([sample, seekerEnc.safeParse(sample).success]);
  });
});
