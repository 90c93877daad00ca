/**
 * Operator management (spec §2 /operator_managements, §5 configuration gate, §6 roles; decision 0019):
 * a company's operators and the invitations it sent. Constants shared by server and web.
 */

/** Where an operator stands: a granted membership, one waiting for an admin's approval, or an open invitation. */
export const OPERATOR_STATUSES = ['active', 'awaiting_approval', 'invited'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** An invitation link works this long after it was sent (or sent again), and once. */
export const INVITATION_TTL_DAYS = 7;

export const OPERATOR_NAME_MAX = 30;
