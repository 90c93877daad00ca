import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ENDPOINTS, ERROR_MESSAGES } from '@partners/contract';
import { SESSION_COOKIE } from './sessions.js';
import { areaPreloadLinks, readAreaPreloads } from './spa-preloads.js';

/** Path prefixes that belong to the API: unknown ones answer JSON 404, never the SPA. */
const API_PREFIXES = ['/api/', '/b2b/', '/autocomplete/', '/hr/', '/users/', '/healthz', '/reports/'];

/**
 * Hosts the built SPA: hashed assets with a year's cache (pre-compressed .br/.gz when present),
 * index.html for every other GET so that the web router answers /partners/*, /error/* and the rest.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null) {
  const hasSpa = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  const areaPreloads = hasSpa && webDist !== null ? readAreaPreloads(webDist) : [];
  if (hasSpa) {
    await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'not_found', message: ERROR_MESSAGES.not_found });
    }
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      return reply.code(404).send({ code: 'not_found', message: ERROR_MESSAGES.not_found });
    }
    if (!hasSpa || webDist === null) {
      // Only a developer who started the server without building the web app sees this: no UI copy.
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app has not been built yet. Run npm run build.');
    }
    const file = path.normalize(decodeURIComponent(url)).replace(/^([/\\])+/, '');
    if (file && !file.startsWith('..') && file !== 'index.html' && existsSync(path.join(webDist, file))) {
      const immutable = file.startsWith('assets/');
      return reply.sendFile(file, {
        maxAge: immutable ? 31_536_000_000 : 3_600_000,
        immutable,
      });
    }
    // A hashed file this build does not have: a page open since before a deploy asks for its old chunks. Its
    // own 404 (not the HTML page, which the browser would run as a script and even cache), never stored, so
    // that the web's reload finds the new build.
    if (file.startsWith('assets/')) {
      return reply.code(404).header('cache-control', 'no-store').send({ code: 'not_found', message: ERROR_MESSAGES.not_found });
    }
    // A console page with a session: have the browser fetch the console info (the shell's first call)
    // and the page's product area while it downloads the scripts, instead of after them.
    if (url.startsWith('/partners') && request.cookies[SESSION_COOKIE]) {
      // Not the page's own data calls: a gate can send the page elsewhere, and a call preloaded then (and refused)
      // would answer the same call made later in the document, after the gate was passed.
      const links = [`<${ENDPOINTS['info.get'].path}>; rel=preload; as=fetch; crossorigin=anonymous`, ...areaPreloadLinks(areaPreloads, url)];
      reply.header('link', links.join(', '));
    }
    // Revalidated at every visit, so a deploy's new page (and its new chunk names) is seen at once.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
