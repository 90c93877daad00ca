import type { ErrorCode, ErrorParamValues } from '@partners/contract';

/** Any failed call: HTTP status (0 for network failures and timeouts) plus the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** The values the server rendered its message with; the English catalogue renders the code with them. */
  readonly params: ErrorParamValues | undefined;
  readonly field: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly serverMessage: string;

  constructor(init: { status: number; code?: ErrorCode; message?: string; params?: ErrorParamValues; field?: string; redirectUrl?: string }) {
    super(init.message || `Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.params = init.params;
    this.field = init.field;
    this.redirectUrl = init.redirectUrl;
    this.serverMessage = init.message ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** TanStack retry rule: network failures and 5xx (not maintenance) may be retried; 4xx and 230 never. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0) return true;
  return error.status >= 500 && error.status !== 503;
}
