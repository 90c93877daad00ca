/**
 * An in-memory operator server for the operator management tests: MSW handlers built from the contract's
 * `operators.*` and `invitations.*` entries (`operatorsHandlers(state)`), answering from one model with the
 * server's rules (decision 0027): the top operator only (`admin_only`, checked first), a fresh step-up before
 * anything that grants or removes access (inviting, resending, approving, any role change, a removal), the
 * last admin, an address that already operates the company; the session's step-up status; and the
 * invitee's link by its token.
 */
import type { HttpHandler } from 'msw';
import type { InvitationRow, InvitationView, OperatorList, OperatorRow } from '@partners/contract';
import { answer, calls, contractError } from './contract-handlers';
import { server } from './msw-server';

export function makeOperator(id: number, overrides: Partial<OperatorRow> = {}): OperatorRow {
  return {
    user_id: id,
    name: `운영자${id}`,
    email: `operator${id}@nuricloud.co.kr`,
    business_role: 'manager',
    status: 'active',
    last_visit_at: '2026-11-19T01:30:00.000Z',
    approved_at: '2026-06-01T00:00:00.000Z',
    joined_at: '2026-06-01T00:00:00.000Z',
    is_me: false,
    ...overrides,
  };
}

export function makeInvitation(id: number, overrides: Partial<InvitationRow> = {}): InvitationRow {
  return {
    id,
    email: `invitee${id}@nuricloud.co.kr`,
    business_role: 'manager',
    status: 'invited',
    invited_at: '2026-11-18T01:00:00.000Z',
    expires_at: '2026-11-25T01:00:00.000Z',
    is_expired: false,
    invited_by_name: '김관리',
    ...overrides,
  };
}

export type OperatorsState = {
  operators: OperatorRow[];
  invitations: InvitationRow[];
  canManage: boolean;
  /** Whether the session verified a one-time code (sensitive changes need it; `stepUp.status` answers it). */
  steppedUp: boolean;
  /** The invitee's side: each link's view, or the error code its state answers. */
  links: Record<string, InvitationView | 'invitation.expired' | 'invitation.used' | 'invitation.revoked'>;
  nextInvitationId: number;
};

export function createOperatorsState(seed: Partial<OperatorsState> = {}): OperatorsState {
  return { operators: [], invitations: [], canManage: true, steppedUp: false, links: {}, nextInvitationId: 100, ...seed };
}

function listOf(state: OperatorsState): { code: 200; data: OperatorList } {
  return {
    code: 200,
    data: {
      operators: state.operators,
      invitations: state.invitations,
      is_configured: state.operators.every((o) => o.business_role !== null),
      can_manage: state.canManage,
    },
  };
}

const grantedAdmins = (state: OperatorsState) => state.operators.filter((o) => o.business_role === 'admin' && o.status === 'active');

export function operatorsHandlers(state: OperatorsState): HttpHandler[] {
  // The guard's order: the role, then the step-up (a manager is never asked for a code).
  const refuse = (stepUp = true) =>
    !state.canManage ? contractError('admin_only') : stepUp && !state.steppedUp ? contractError('step_up_required') : null;
  const find = (id: number) => state.operators.find((o) => o.user_id === id);
  return [
    answer('stepUp.status', () => ({
      code: 200,
      data: {
        verified_until: state.steppedUp ? new Date(Date.now() + 30 * 60_000).toISOString() : null,
        locked_until: null,
        tries_left: 5,
        challenge: null,
        channels: [{ channel: 'email', destination: 'ad***@nuricloud.co.kr', available: true }],
      },
    })),
    answer('operators.list', () => listOf(state)),
    answer('operators.invite', ({ body }) => {
      const refused = refuse();
      if (refused) return refused;
      if (state.operators.some((o) => o.email === body.email)) {
        return contractError('operator.already_member', undefined, { field: 'body.email' });
      }
      state.invitations = [
        makeInvitation(state.nextInvitationId++, { email: body.email, business_role: body.business_role }),
        ...state.invitations.filter((i) => i.email !== body.email),
      ];
      return listOf(state);
    }),
    answer('operators.approve', ({ params, body }) => {
      const refused = refuse();
      if (refused) return refused;
      const operator = find(params.id);
      if (!operator) return contractError('not_found');
      if (operator.status !== 'awaiting_approval') return contractError('operator.not_pending');
      Object.assign(operator, { status: 'active', business_role: body.business_role, approved_at: '2026-11-20T03:00:00.000Z' });
      return listOf(state);
    }),
    answer('operators.updateRole', ({ params, body }) => {
      const refused = refuse();
      if (refused) return refused;
      const operator = find(params.id);
      if (!operator) return contractError('not_found');
      if (body.business_role !== 'admin' && operator.business_role === 'admin' && grantedAdmins(state).length === 1) {
        return contractError('operator.last_admin');
      }
      operator.business_role = body.business_role;
      return listOf(state);
    }),
    answer('operators.remove', ({ params }) => {
      const refused = refuse();
      if (refused) return refused;
      const operator = find(params.id);
      if (!operator) return contractError('not_found');
      if (operator.business_role === 'admin' && grantedAdmins(state).length === 1) return contractError('operator.last_admin');
      state.operators = state.operators.filter((o) => o !== operator);
      return listOf(state);
    }),
    answer('invitations.resend', ({ params }) => {
      const refused = refuse();
      if (refused) return refused;
      const invitation = state.invitations.find((i) => i.id === params.id);
      if (!invitation) return contractError('not_found');
      Object.assign(invitation, { is_expired: false, invited_at: '2026-11-20T03:00:00.000Z', expires_at: '2026-11-27T03:00:00.000Z' });
      return listOf(state);
    }),
    answer('invitations.revoke', ({ params }) => {
      const refused = refuse(false);
      if (refused) return refused;
      if (!state.invitations.some((i) => i.id === params.id)) return contractError('not_found');
      state.invitations = state.invitations.filter((i) => i.id !== params.id);
      return listOf(state);
    }),
    answer('invitations.show', ({ params }) => {
      const link = state.links[params.token];
      if (link === undefined) return contractError('invitation.not_found');
      if (typeof link === 'string') return contractError(link);
      return { code: 200, data: { invitation: link } };
    }),
    answer('invitations.accept', ({ params, body }) => {
      const link = state.links[params.token];
      if (link === undefined) return contractError('invitation.not_found');
      if (typeof link === 'string') return contractError(link);
      if (body.mode === 'sign_in' && body.password !== 'demo-password') {
        return contractError('invalid_credentials', undefined, { field: 'body.password' });
      }
      state.links[params.token] = 'invitation.used';
      return { code: 200, data: { redirect_url: '/partners/reputation_management' } };
    }),
  ];
}

export function serveOperators(seed: Partial<OperatorsState> = {}) {
  const state = createOperatorsState(seed);
  server.use(...operatorsHandlers(state));
  return { state, calls };
}
