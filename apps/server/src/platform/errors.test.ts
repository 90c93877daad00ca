import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';

describe('AppError', () => {
  it('renders the Korean message from the code and its params, and sends the params', () => {
    const error = new AppError('proposal.daily_limit', { params: { limit: 20 } });
    expect(error.status).toBe(429);
    expect(error.toBody()).toEqual({
      code: 'proposal.daily_limit',
      message: '오늘 보낼 수 있는 포지션 제안 수(20건)를 모두 사용했습니다. 내일 다시 시도해 주세요',
      params: { limit: 20 },
    });
  });

  it('keeps field and redirect_url, and is an instance of AppError', () => {
    const error: unknown = new AppError('project.inactive', { field: 'body.message.project_id' });
    expect(error).toBeInstanceOf(AppError);
    expect(error instanceof AppError && error.toBody()).toMatchObject({
      code: 'project.inactive',
      field: 'body.message.project_id',
      message: expect.stringMatching(/^비활성 프로젝트/) as unknown,
    });
    expect(new AppError('redirect_required', { redirectUrl: '/terms' }).toBody()).toMatchObject({ redirect_url: '/terms' });
  });

  it('types params by code', () => {
    // @ts-expect-error a code with params needs them
    expect(() => new AppError('proposal.daily_limit')).toThrow();
    // @ts-expect-error params of the wrong type
    expect(new AppError('proposal.daily_limit', { params: { limit: '3' } }).code).toBe('proposal.daily_limit');
    // @ts-expect-error a code without params takes none
    expect(new AppError('not_found', { params: { limit: 3 } }).code).toBe('not_found');
  });
});
