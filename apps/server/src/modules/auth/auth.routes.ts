import type { FastifyPluginCallback } from 'fastify';
import type { Csrf } from '../../platform/csrf.js';
import { handle, ok } from '../../platform/endpoint.js';
import { signIn, signOut, type AuthDeps } from './auth.service.js';

export const authRoutes: FastifyPluginCallback<AuthDeps & { csrf: Csrf }> = (app, deps, done) => {
  handle(app, 'auth.csrf', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: deps.csrf.issue(request, reply) };
  });
  handle(app, 'auth.signIn', async (request, reply) => ok(await signIn(deps, deps.sessions.browser(request, reply), request.body)));
  handle(app, 'auth.signOut', async (request, reply) => {
    await signOut(deps.sessions.browser(request, reply));
    return { status: 'success' as const };
  });
  done();
};
