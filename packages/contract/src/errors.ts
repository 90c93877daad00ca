import { z } from 'zod';

/**
 * Stable error ids. The HTTP layer maps each to a status; the web maps each to a message.
 * Statuses follow spec §8: 401 sign-in, 403 access error, 230 + redirect_url, 404, 429, 500, 503.
 */
export const ERROR_CODES = [
  'bad_request',
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'not_configured',
  'no_permission',
  'csrf_invalid',
  'privacy_agreement_required',
  'redirect_required',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  forbidden: 403,
  not_configured: 403,
  no_permission: 403,
  csrf_invalid: 403,
  privacy_agreement_required: 403,
  redirect_required: 230,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Default Korean messages the API sends (spec §8 wording where the spec gives it). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: '잘못된 요청입니다',
  invalid_credentials: '이메일 또는 비밀번호가 올바르지 않습니다',
  unauthorized: '로그인이 필요합니다',
  forbidden: '접근 권한이 없습니다',
  not_configured: '접근 권한이 없습니다. 모든 운영자에게 역할을 부여해야 합니다',
  no_permission: '접근 권한이 없습니다',
  csrf_invalid: '정상적인 접근이 아닙니다',
  privacy_agreement_required: '인재풀을 이용하려면 개인정보 처리에 동의해 주세요',
  redirect_required: '이동이 필요합니다',
  not_found: '요청한 정보를 찾을 수 없습니다',
  conflict: '이미 처리된 요청입니다',
  rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  internal: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요',
  unavailable: '서버 점검 중입니다',
};

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The request field that failed validation, dotted (`body.email`, `query.page`). */
  field: z.string().optional(),
  redirect_url: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
