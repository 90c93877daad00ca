import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { schemaErrors, serverErrorField, showServerError } from './contract-form';

const bad = (field: string, message = '형식이 올바르지 않습니다') => new ApiError({ status: 400, field, message });

describe('schemaErrors', () => {
  const schema = z.object({
    title: z.string().trim().min(1).max(5),
    tags: z.array(z.string().max(3)).max(2),
  });
  const messageOf = (issue: z.core.$ZodIssue) => issue.code;

  it('keys each field by its path with its first issue, and returns the parsed value when there is none', () => {
    expect(schemaErrors(schema, { title: '  ', tags: ['abcd', 'efgh'] }, messageOf).errors).toEqual({
      title: 'too_small',
      'tags.0': 'too_big',
      'tags.1': 'too_big',
    });
    expect(schemaErrors(schema, { title: '제목', tags: ['a', 'b', 'c'] }, messageOf).errors).toEqual({ tags: 'too_big' });
    expect(schemaErrors(schema, { title: ' 제목 ', tags: [] }, messageOf)).toEqual({ errors: {}, data: { title: '제목', tags: [] } });
  });

  it('folds a list field onto its first segment when asked', () => {
    const { errors, data } = schemaErrors(schema, { title: '제목', tags: ['abcd', 'efgh'] }, (issue, field) => `${field}:${issue.path.join('.')}`, {
      firstSegment: true,
    });
    expect(errors).toEqual({ tags: 'tags:tags.0' });
    expect(data).toBeUndefined();
  });
});

describe('serverErrorField', () => {
  it('maps a field under the prefix onto a known field, and nothing else', () => {
    expect(serverErrorField(bad('body.email'), { fields: ['email'] })).toBe('email');
    expect(serverErrorField(bad('body.phone'), { fields: ['email'] })).toBeNull();
    expect(serverErrorField(bad('query.email'), { fields: ['email'] })).toBeNull();
    // A conflict that names its field (an address already in use) is that field's too.
    expect(serverErrorField(new ApiError({ status: 409, field: 'body.email' }), { fields: ['email'] })).toBe('email');
    expect(serverErrorField(new Error('boom'), { fields: ['email'] })).toBeNull();
  });

  it('takes the whole path, or its first segment, under another prefix', () => {
    expect(serverErrorField(bad('body.posting.process_steps.2'), { fields: 'any', prefix: 'body.posting.' })).toBe('process_steps.2');
    expect(serverErrorField(bad('body.benefit_tags.2'), { fields: ['benefit_tags'], firstSegment: true })).toBe('benefit_tags');
    expect(serverErrorField(bad('body.posting.'), { fields: 'any', prefix: 'body.posting.' })).toBeNull();
  });

  it('gives an error code its field whatever the status', () => {
    const wrong = new ApiError({ status: 401, code: 'invalid_credentials' });
    expect(serverErrorField(wrong, { fields: ['password', 'name'], codes: { invalid_credentials: 'password' } })).toBe('password');
  });
});

describe('showServerError', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the message under the field and focuses it; leaves other errors to the caller', () => {
    const input = document.createElement('input');
    input.dataset.path = 'email';
    document.body.append(input);
    const shown: [string, string][] = [];
    const form = { setFieldError: (field: 'email', message: string) => shown.push([field, message]) };

    expect(showServerError(form, bad('body.email', '이미 초대한 이메일입니다'), { fields: ['email'] })).toBe(true);
    expect(shown).toEqual([['email', '이미 초대한 이메일입니다']]);
    expect(document.activeElement).toBe(input);

    expect(showServerError(form, new ApiError({ status: 500 }), { fields: ['email'] })).toBe(false);
    expect(shown).toHaveLength(1);
  });
});
