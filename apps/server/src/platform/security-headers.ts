import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const CSP = 'content-security-policy';

/** The console's policy: everything from its own origin; Mantine sets some styles through the style attribute. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: for an image chosen but not yet uploaded (the crop step, the editor's inline image).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet would set for `options`, read once. Helmet's middleware parses its options each time it
 * is built, and @fastify/helmet builds it on every request; the values never change, so they are computed here
 * at startup and copied onto each reply.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed to build its headers', { cause: error });
  });
  return headers;
}

/**
 * What protects any answer, a JSON body or a script as much as a page: no MIME sniffing, no framing, no
 * referrer, same-origin reads only, and HTTPS from then on when it is on.
 */
const EVERY_ANSWER = new Set([
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

export type SecurityHeaders = {
  /** On every answer (see EVERY_ANSWER). */
  common: Record<string, string>;
  /**
   * Only on HTML: the CSP and the headers that govern a document (its browsing context group, its origin
   * cluster, DNS prefetching, legacy download and XSS filters). On JSON they protect nothing and each costs
   * the server and every client a header to write and parse.
   */
  document: Record<string, string>;
};

export function buildSecurityHeaders({ hsts }: { hsts: boolean }): SecurityHeaders {
  const all = helmetHeaders({
    contentSecurityPolicy: { directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // JSON answers carry no CSP, so framing is refused by the older header as well.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts,
  });
  if (!all[CSP]) throw new Error('helmet produced no Content-Security-Policy');
  const common: Record<string, string> = {};
  const document: Record<string, string> = {};
  for (const [name, value] of Object.entries(all)) (EVERY_ANSWER.has(name) ? common : document)[name] = value;
  return { common, document };
}

/** Sets the common security headers on every reply (404s and errors included) and the document ones on HTML. */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.common);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(headers.document);
    done(null, payload);
  });
}
