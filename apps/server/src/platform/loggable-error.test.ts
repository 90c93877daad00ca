import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggableError } from './http-errors.js';

describe('loggableError', () => {
  it('keeps a failed query’s parameters (a phone number, an e-mail) out of the message and the stack', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "delivered_messages_key_idx"'), { code: '23505' });
    const error = new DrizzleQueryError('insert into "delivered_messages"\n  ("recipient") values ($1)', ['010-1234-5678', 'kim@example.com'], cause);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('010-1234-5678');
    expect(logged).not.toContain('kim@example.com');
    expect(loggableError(error)).toMatchObject({ message: cause.message, code: '23505' });
    expect(String(loggableError(error).stack)).toMatch(/^\s*at /);
  });
});
