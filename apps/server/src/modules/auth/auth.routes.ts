import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { csrfResponse, signInBody, signInResponse, signOutResponse } from '@partners/contract';
import type { Csrf } from '../../platform/csrf.js';
import { signIn, signOut, type AuthDeps } from './auth.service.js';

export const authRoutes: FastifyPluginCallbackZod<AuthDeps & { csrf: Csrf }> = (app, deps, done) => {
  app.get(
    '/api/v3/csrf',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: csrfResponse } } },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: deps.csrf.issue(request, reply) };
    },
  );

  app.post(
    '/api/v3/user_session',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: signInBody, response: { 200: signInResponse } } },
    async (request, reply) => ({ code: 200 as const, data: await signIn(deps, request, reply, request.body) }),
  );

  app.delete(
    '/users/sign_out_spa',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: signOutResponse } } },
    async (request, reply) => {
      await signOut(deps, request, reply);
      return { status: 'success' as const };
    },
  );
  done();
};
