import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { sendStepUpCode, stepUpStatus, verifyStepUpCode, type StepUpDeps } from './step-up.service.js';

/** /partners/certify_otp's calls: the state, a new code by text message or e-mail, and the check of a code. */
export const stepUpRoutes: FastifyPluginCallback<StepUpDeps> = (app, deps, done) => {
  handle(app, 'stepUp.status', async (request) => ok(await stepUpStatus(deps, requireAccess(request))));
  handle(app, 'stepUp.send', async (request) => ok(await sendStepUpCode(deps, requireAccess(request), request.body.channel)));
  handle(app, 'stepUp.verify', async (request) => ok(await verifyStepUpCode(deps, requireAccess(request), request.body.code)));
  done();
};
