import { z } from 'zod';
import { BUSINESS_ROLES } from '../constants.js';
import { OPERATOR_NAME_MAX } from '../operators.js';
import { boundedText, emailSchema, ok } from './common.js';

const iso = z.string();
export const businessRoleSchema = z.enum(BUSINESS_ROLES);

// ---------------------------------------------------------------- the console's list

/** An operator of the company: a membership that is granted or waiting for approval (revoked ones are not listed). */
export const operatorRowSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** null: an operator never given a role (spec §5: the company is not configured while one exists). */
  business_role: businessRoleSchema.nullable(),
  status: z.enum(['active', 'awaiting_approval']),
  last_visit_at: iso.nullable(),
  approved_at: iso.nullable(),
  /** When the membership began (joined, asked for access, or accepted an invitation). */
  joined_at: iso,
  is_me: z.boolean(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

/** An invitation not yet accepted nor revoked; `is_expired` ones stay listed so that they can be sent again. */
export const invitationRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  business_role: businessRoleSchema,
  status: z.literal('invited'),
  invited_at: iso,
  expires_at: iso,
  is_expired: z.boolean(),
  invited_by_name: z.string().nullable(),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const operatorListSchema = z.object({
  operators: z.array(operatorRowSchema),
  invitations: z.array(invitationRowSchema),
  /** Whether every operator has a role (spec §5 configuration gate), after the change a mutation made. */
  is_configured: z.boolean(),
  /** Admins change operators; managers only see them (spec §6). */
  can_manage: z.boolean(),
});
export type OperatorList = z.infer<typeof operatorListSchema>;
/** Every operator call answers the whole list as it is afterwards. */
export const operatorListResponse = ok(operatorListSchema);

export const inviteBody = z.object({
  email: emailSchema.transform((email) => email.toLowerCase()),
  business_role: businessRoleSchema,
});
export type InviteBody = z.infer<typeof inviteBody>;

export const operatorRoleBody = z.object({ business_role: businessRoleSchema });
export type OperatorRoleBody = z.infer<typeof operatorRoleBody>;

// ---------------------------------------------------------------- the invitee's side (public, by the link's token)

/** The token as the link carries it: anything that is not one of ours reads as not found, not as a 400. */
export const invitationTokenParams = z.object({ token: z.string().min(1).max(100) });

export const invitationViewSchema = z.object({
  company_name: z.string(),
  business_role: businessRoleSchema,
  /** The invited address, masked (k*****@nuri.co.kr): the link may have been forwarded. */
  email_masked: z.string(),
  expires_at: iso,
  /** An account with the invited address exists: the page asks for its password instead of a new account. */
  account_exists: z.boolean(),
  /** This browser is signed in as the invited account: accepting needs no password. */
  signed_in_as_invitee: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;
export const invitationViewResponse = ok(z.object({ invitation: invitationViewSchema }));

/**
 * Accepting: `create` makes the account (name and a new password), `sign_in` proves an existing one by its
 * password, `session` by being signed in as it. A new password's shape only: the server answers a broken
 * rule (`passwordIssue`, the settings' rule, with the invited address) with its `settings.password_*` code.
 */
export const invitationAcceptBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('create'), name: boundedText(OPERATOR_NAME_MAX), password: z.string().min(1).max(200) }),
  z.object({ mode: z.literal('sign_in'), password: z.string().min(1).max(200) }),
  z.object({ mode: z.literal('session') }),
]);
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBody>;
export const invitationAcceptResponse = ok(z.object({ redirect_url: z.string() }));
