import type { FastifyPluginCallback } from 'fastify';
import { handle, ok } from '../../platform/endpoint.js';
import { requireAccess } from '../access/access.guard.js';
import { acceptInvitation, showInvitation, type InvitationDeps } from './invitations.service.js';
import {
  approveOperator,
  changeRole,
  inviteOperator,
  listOperators,
  removeOperator,
  resendInvitation,
  revokeOperatorInvitation,
  type OperatorsDeps,
} from './operators.service.js';

/** Operator management (spec §2 operator_managements) and the invitee's side of an invitation (decision 0019). */
export const operatorsRoutes: FastifyPluginCallback<OperatorsDeps & InvitationDeps> = (app, deps, done) => {
  const { db } = deps;
  handle(app, 'operators.list', async (request) => ok(await listOperators(db, requireAccess(request))));
  handle(app, 'operators.invite', async (request) => ok(await inviteOperator(deps, requireAccess(request), request.body)));
  handle(app, 'operators.approve', async (request) =>
    ok(await approveOperator(db, requireAccess(request), request.params.id, request.body.business_role)),
  );
  handle(app, 'operators.updateRole', async (request) =>
    ok(await changeRole(db, requireAccess(request), request.params.id, request.body.business_role)),
  );
  handle(app, 'operators.remove', async (request) => ok(await removeOperator(db, requireAccess(request), request.params.id)));
  handle(app, 'invitations.resend', async (request) => ok(await resendInvitation(deps, requireAccess(request), request.params.id)));
  handle(app, 'invitations.revoke', async (request) => ok(await revokeOperatorInvitation(db, requireAccess(request), request.params.id)));
  handle(app, 'invitations.show', async (request) => ok(await showInvitation(deps, deps.sessions.reader(request), request.params.token)));
  handle(app, 'invitations.accept', async (request, reply) =>
    ok(await acceptInvitation(deps, deps.sessions.browser(request, reply), request.params.token, request.body)),
  );
  done();
};
