import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorBodySchema, errorMessage, type ErrorCode } from './errors.js';
import { SAMPLE_ERROR_PARAMS as SAMPLE_PARAMS } from './error-samples.js';

const HANGUL = /[\uac00-\ud7a3]/;

const render = (code: ErrorCode) =>
  (errorMessage as (code: ErrorCode, params?: object) => string)(code, (SAMPLE_PARAMS as Partial<Record<ErrorCode, object>>)[code]);

describe('error catalogue', () => {
  it('gives every code a status and a Korean message', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(230);
      expect(render(code), code).toMatch(HANGUL);
    }
  });

  it('names domain codes by area, dotted', () => {
    const domain = ERROR_CODES.filter((code) => code.includes('.'));
    expect(domain.length).toBeGreaterThan(0);
    for (const code of domain) expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });

  it('renders a message from its params, numbers in Korean notation', () => {
    expect(errorMessage('proposal.daily_limit', { limit: 1200 })).toBe(
      '오늘 보낼 수 있는 포지션 제안 수(1,200건)를 모두 사용했습니다. 내일 다시 시도해 주세요',
    );
    expect(errorMessage('proposal.already_answered')).toBe('이미 응답한 포지션 제안입니다');
  });

  it('keeps the spec §8 wording for the generic codes', () => {
    expect(errorMessage('bad_request')).toBe('잘못된 요청입니다');
    expect(errorMessage('forbidden')).toBe('접근 권한이 없습니다');
    expect(errorMessage('csrf_invalid')).toBe('정상적인 접근이 아닙니다');
    expect(errorMessage('unavailable')).toBe('서버 점검 중입니다');
  });

  it('types params by code', () => {
    // The type checks are the @ts-expect-error lines (the type check fails if such a call compiles).
    expect(() =>
      // @ts-expect-error a code with params needs them
      errorMessage('proposal.daily_limit'),
    ).toThrow(TypeError);
    // @ts-expect-error params of the wrong type
    errorMessage('proposal.daily_limit', { limit: 'three' });
    // @ts-expect-error a code without params takes none
    errorMessage('not_found', { limit: 1 });
    expect(errorMessage('not_found')).toBe('요청한 정보를 찾을 수 없습니다');
  });

  it('the wire body carries params beside the Korean message', () => {
    const body = { code: 'proposal.daily_limit', message: errorMessage('proposal.daily_limit', { limit: 3 }), params: { limit: 3 } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ code: 'proposal.unknown', message: 'x' }).success).toBe(false);
  });
});
