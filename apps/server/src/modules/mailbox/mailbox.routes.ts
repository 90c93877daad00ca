import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { DEMO_MODE_HEADER } from '../candidate-inbox/candidate-inbox.routes.js';
import { demoMailbox, type MailboxDeps } from './mailbox.service.js';

/** The demo mailbox (registered in demo mode only): the caller's company's mail; the answer says it is a demo. */
export const mailboxRoutes: FastifyPluginCallback<MailboxDeps> = (app, deps, done) => {
  handle(app, 'demo.mailbox', async (request, reply) => {
    const data = await demoMailbox(deps, requireAccess(request), request.query);
    void reply.header(DEMO_MODE_HEADER, 'true');
    return ok(data);
  });
  done();
};
