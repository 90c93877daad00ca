import { ERROR_STATUS, errorMessage, type ErrorBody, type ErrorCode, type ErrorParams, type ErrorParamValues } from '@partners/contract';

type AppErrorOptions = {
  field?: string;
  redirectUrl?: string;
  /** Seconds the client should wait (a 429's `Retry-After` header). */
  retryAfter?: number;
  /** The failure behind a 5xx answer (a store that did not answer), logged as a warning, never sent. */
  cause?: unknown;
};

/** A code whose message takes params must be given them (typed by the contract); any other takes none. */
export type AppErrorArgs<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [options?: AppErrorOptions] : [options: AppErrorOptions & { params: ErrorParams<C> }];

class AppErrorBase extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParamValues | undefined;
  readonly field: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions & { params?: ErrorParamValues } = {}) {
    // The message is the contract's Korean rendering: services give codes and params, never prose.
    super((errorMessage as (code: ErrorCode, params?: ErrorParamValues) => string)(code, options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params;
    this.field = options.field;
    this.redirectUrl = options.redirectUrl;
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.params ? { params: this.params } : {}),
      ...(this.field ? { field: this.field } : {}),
      ...(this.redirectUrl ? { redirect_url: this.redirectUrl } : {}),
    };
  }
}

/** The one error the services throw; the HTTP layer maps `code` to a status and a body. */
export type AppError = AppErrorBase;
/**
 * A class constructor cannot be generic, so the class is exported under a generic construct signature:
 * `new AppError('proposal.daily_limit', { params: { limit } })` then fails typecheck without its params.
 */
export const AppError = AppErrorBase as new <C extends ErrorCode>(code: C, ...args: AppErrorArgs<C>) => AppError;
