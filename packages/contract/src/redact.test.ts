import { describe, expect, it } from 'vitest';
import { redactEmails } from './redact.js';

describe('redactEmails (spec §5 analytics wrapper)', () => {
  it.each([
    ['자바 kim.dev@company.co.kr 개발', '자바 [email] 개발'],
    ['연락 a@b.kr, 또는 x_y+z@mail.example.com', '연락 [email] 또는 [email]'],
    ['Spring Boot node.js C#', 'Spring Boot node.js C#'],
    ['@mention 과 user@localhost 와 trailing@dot.', '@mention 과 user@localhost 와 trailing@dot.'],
  ])('%s → %s', (text, expected) => {
    expect(redactEmails(text)).toBe(expected);
  });

  it('keeps the spacing of the text it does not redact', () => {
    expect(redactEmails('  파이썬   me@site.io  ')).toBe('  파이썬   [email]  ');
  });
});
