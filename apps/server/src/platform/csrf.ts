import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@partners/contract';
import type { Config } from './config.js';
import { hmac, randomToken, safeEqual } from './tokens.js';
import { AppError } from './errors.js';

export const CSRF_COOKIE = 'pc_csrf';

/**
 * Signed double-submit: an HttpOnly cookie holds a random secret; the token is its HMAC.
 * A cross-site page can neither read the token nor forge it without the cookie's value.
 */
export class Csrf {
  constructor(private readonly config: Config) {}

  issue(request: FastifyRequest, reply: FastifyReply): string {
    let secret = request.cookies[CSRF_COOKIE];
    if (!secret) {
      secret = randomToken();
      reply.setCookie(CSRF_COOKIE, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.cookieSecure,
      });
    }
    return hmac(this.config.sessionSecret, secret);
  }

  verify(request: FastifyRequest): void {
    const secret = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (!secret || !token || !safeEqual(token, hmac(this.config.sessionSecret, secret))) {
      throw new AppError('csrf_invalid');
    }
  }
}
