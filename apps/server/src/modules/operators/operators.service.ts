import { INVITATION_TTL_DAYS, invitationAcceptPath, isAdminRole, type BusinessRole, type InviteBody, type OperatorList } from '@partners/contract';
import { addDays } from '@partners/contract/korea-time';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { randomToken, sha256 } from '../../platform/tokens.js';
import type { Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { invitationMail } from './operators.copy.js';
import {
  countOtherAdmins,
  deleteMember,
  findInvitationForUpdate,
  findMember,
  grantMember,
  insertInvitation,
  isMemberEmail,
  listMembers,
  listOpenInvitations,
  lockCompanyOperators,
  renewInvitation,
  revokeInvitation,
  revokeOpenInvitations,
  setMemberRole,
  type InvitationRecord,
  type MemberRow,
} from './operators.repo.js';

/** Operator management (spec §2 operator_managements; decision 0019). The invitation link is on this server. */
export type OperatorsDeps = { db: Db; publicBaseUrl: string };

/** The company's operators and open invitations, as every operator call answers them. */
export async function listOperators(db: Db, access: Access): Promise<OperatorList> {
  const companyId = access.row.company.id;
  const now = Date.now();
  const [members, invites] = await Promise.all([listMembers(db, companyId), listOpenInvitations(db, companyId)]);
  return {
    operators: members.map((m) => ({
      user_id: m.userId,
      name: m.name,
      email: m.email,
      business_role: m.businessRole,
      status: m.permission === 'granted' ? ('active' as const) : ('awaiting_approval' as const),
      last_visit_at: m.lastVisitAt?.toISOString() ?? null,
      approved_at: m.approvedAt?.toISOString() ?? null,
      joined_at: m.createdAt.toISOString(),
      is_me: m.userId === access.actor.userId,
    })),
    invitations: invites.map((i) => ({
      id: i.id,
      email: i.email,
      business_role: i.businessRole,
      status: 'invited' as const,
      invited_at: i.createdAt.toISOString(),
      expires_at: i.expiresAt.toISOString(),
      is_expired: i.expiresAt.getTime() <= now,
      invited_by_name: i.inviterName,
    })),
    // The same rule as the configuration gate (access.repo): no operator that is not revoked lacks a role.
    is_configured: members.every((m) => m.businessRole !== null),
    can_manage: isAdminRole(access.role),
  };
}

/**
 * Inside the company's lock: the actor must still be an admin (another admin may have demoted them
 * since their request passed the guard). A partner admin acting by a grant has no membership to lose.
 */
async function requireAdminStill(tx: Db, access: Access): Promise<void> {
  const membership = access.row.membership;
  if (!membership || membership.permission === 'revoked') return;
  const me = await findMember(tx, access.row.company.id, access.actor.userId);
  if (me?.permission !== 'granted' || me.businessRole !== 'admin') throw new AppError('admin_only');
}

/**
 * Runs a change to the company's operators: one change per company at a time, and the actor's standing
 * read again under the lock. Answers the list as it is afterwards. Spec §6: admins change operators, a
 * manager sees the list only; every change's entry declares `role: 'admin'`, and those that grant or
 * remove access `stepUp: true`, which the access guard checks first (decision 0027).
 */
async function changeOperators(db: Db, access: Access, change: (tx: Db, companyId: number) => Promise<void>): Promise<OperatorList> {
  await db.transaction(async (tx) => {
    await lockCompanyOperators(tx, access.row.company.id);
    await requireAdminStill(tx, access);
    await change(tx, access.row.company.id);
  });
  return listOperators(db, access);
}

async function memberOf(tx: Db, companyId: number, userId: number): Promise<MemberRow> {
  const member = await findMember(tx, companyId, userId);
  if (!member) throw new AppError('not_found');
  return member;
}

/** The last-admin rule: a change that takes the admin role from the company's last granted admin is refused. */
async function keepAnAdmin(tx: Db, companyId: number, member: MemberRow): Promise<void> {
  if (member.businessRole !== 'admin' || member.permission !== 'granted') return;
  if ((await countOtherAdmins(tx, companyId, member.userId)) === 0) throw new AppError('operator.last_admin');
}

const userSubject = (member: MemberRow) => ({ type: 'user' as const, id: member.userId, label: `${member.name} (${member.email})` });

/**
 * Gives an operator a role, a first one included: a first role grants access too, so it asks for the
 * step-up like any other (decision 0027 replaces 0019's exemption; the step-up page is on the operators
 * level, which a company the configuration gate blocks reaches).
 */
export function changeRole(db: Db, access: Access, userId: number, role: BusinessRole): Promise<OperatorList> {
  return changeOperators(db, access, async (tx, companyId) => {
    const member = await memberOf(tx, companyId, userId);
    if (member.businessRole === role) return;
    if (role !== 'admin') await keepAnAdmin(tx, companyId, member);
    await setMemberRole(tx, companyId, userId, role);
    await recordAudit(tx, access, { action: 'operator.role_changed', subject: userSubject(member) });
  });
}

/** Approves an operator waiting for approval (spec §5: how `nopermission` gets in), with the role they get. */
export function approveOperator(db: Db, access: Access, userId: number, role: BusinessRole): Promise<OperatorList> {
  return changeOperators(db, access, async (tx, companyId) => {
    const member = await memberOf(tx, companyId, userId);
    if (member.permission !== 'pending') throw new AppError('operator.not_pending');
    await grantMember(tx, companyId, userId, role, new Date());
    await recordAudit(tx, access, { action: 'operator.approved', subject: userSubject(member) });
  });
}

/** Removes an operator from the company (decision 0019: the membership goes, the account stays) and signs them out of it. */
export function removeOperator(db: Db, access: Access, userId: number): Promise<OperatorList> {
  if (userId === access.actor.userId) throw new AppError('operator.self_remove');
  return changeOperators(db, access, async (tx, companyId) => {
    const member = await memberOf(tx, companyId, userId);
    await keepAnAdmin(tx, companyId, member);
    await deleteMember(tx, companyId, userId);
    await recordAudit(tx, access, { action: 'operator.removed', subject: userSubject(member) });
  });
}

// ---------------------------------------------------------------- invitations

/** A fresh link: 32 random bytes in the link, only their SHA-256 stored; valid INVITATION_TTL_DAYS. */
function newLink(now: Date) {
  const token = randomToken();
  return { token, tokenHash: sha256(token), expiresAt: addDays(now, INVITATION_TTL_DAYS) };
}

type Link = ReturnType<typeof newLink>;

/** Queues the invitation mail in the transaction that made or renewed the link (once per link). */
async function mailInvitation(
  tx: Db,
  deps: OperatorsDeps,
  access: Access,
  invitation: { id: number; email: string; role: BusinessRole },
  link: Link,
) {
  const mail = invitationMail({
    companyName: access.row.company.name,
    inviterName: access.row.user.name,
    role: invitation.role,
    link: `${deps.publicBaseUrl}${invitationAcceptPath(link.token)}`,
    expiresAt: link.expiresAt,
  });
  await enqueueMail(tx, { idempotencyKey: `invitation:${invitation.id}:${link.tokenHash.slice(0, 16)}`, to: invitation.email, ...mail });
}

const invitationSubject = (id: number, email: string) => ({ type: 'invitation' as const, id, label: email });

/** Invites an address with a role; an open invitation to the same address is replaced (its link stops working). */
export function inviteOperator(deps: OperatorsDeps, access: Access, body: InviteBody): Promise<OperatorList> {
  return changeOperators(deps.db, access, async (tx, companyId) => {
    if (await isMemberEmail(tx, companyId, body.email)) throw new AppError('operator.already_member', { field: 'body.email' });
    const now = new Date();
    const link = newLink(now);
    await revokeOpenInvitations(tx, companyId, body.email, now);
    const id = await insertInvitation(tx, {
      companyId,
      email: body.email,
      businessRole: body.business_role,
      tokenHash: link.tokenHash,
      invitedBy: access.actor.userId,
      createdAt: now,
      expiresAt: link.expiresAt,
    });
    await mailInvitation(tx, deps, access, { id, email: body.email, role: body.business_role }, link);
    await recordAudit(tx, access, { action: 'operator.invited', subject: invitationSubject(id, body.email) });
  });
}

/** An invitation the company may still change: neither accepted nor revoked. */
async function openInvitationOf(tx: Db, companyId: number, id: number): Promise<InvitationRecord> {
  const invitation = await findInvitationForUpdate(tx, companyId, id);
  if (!invitation) throw new AppError('not_found');
  if (invitation.acceptedAt) throw new AppError('invitation.used');
  if (invitation.revokedAt) throw new AppError('invitation.revoked');
  return invitation;
}

/** Sends the invitation again with a new link (the old one stops working) valid for another INVITATION_TTL_DAYS. */
export function resendInvitation(deps: OperatorsDeps, access: Access, id: number): Promise<OperatorList> {
  return changeOperators(deps.db, access, async (tx, companyId) => {
    const invitation = await openInvitationOf(tx, companyId, id);
    const now = new Date();
    const link = newLink(now);
    await renewInvitation(tx, id, link.tokenHash, now, link.expiresAt);
    await mailInvitation(tx, deps, access, { id, email: invitation.email, role: invitation.businessRole }, link);
    await recordAudit(tx, access, { action: 'operator.invited', subject: invitationSubject(id, invitation.email) });
  });
}

export function revokeOperatorInvitation(db: Db, access: Access, id: number): Promise<OperatorList> {
  return changeOperators(db, access, async (tx, companyId) => {
    const invitation = await openInvitationOf(tx, companyId, id);
    await revokeInvitation(tx, id, new Date());
    await recordAudit(tx, access, { action: 'operator.invitation_revoked', subject: invitationSubject(id, invitation.email) });
  });
}
