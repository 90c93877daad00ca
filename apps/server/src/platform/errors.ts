import { ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@partners/contract';

/** The one error the services throw; the HTTP layer maps `code` to a status and a body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly redirectUrl: string | undefined;

  constructor(code: ErrorCode, options: { message?: string; field?: string; redirectUrl?: string } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.field = options.field;
    this.redirectUrl = options.redirectUrl;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.redirectUrl ? { redirect_url: this.redirectUrl } : {}),
    };
  }
}
