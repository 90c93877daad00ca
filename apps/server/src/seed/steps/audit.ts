import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { PLAN_TIER_NAMES, type AuditAction, type AuditDetail, type AuditSubjectType, type BusinessRole } from '@partners/contract';
import { DAY_MS, koreanDay, koreanWeekday, startOfKoreanDay } from '@partners/contract/korea-time';
import {
  invitations,
  jobApplications,
  jobPostings,
  jobSeekers,
  memberships,
  payments,
  planChangeRequests,
  proposals,
  users,
} from '../../db/schema/index.js';
import { maskName } from '../../platform/masking.js';
import { copyInBatches, type SeedContext, type SeedStep } from '../context.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';
import type { Rng } from '../random.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How far back the demo log goes. */
const HISTORY_DAYS = 92;

/** Browsers of a Korean office: mostly Chrome and Edge on Windows, Whale, a Mac, a phone. */
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Whale/4.29.282.14 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
] as const;
const MOBILE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A plan tier's name as the plan change request's subject reads (as plan-change.service labels it). */
const planName = (code: string) => (PLAN_TIER_NAMES as Record<string, string>)[code] ?? code;

type Operator = { userId: number; name: string; role: BusinessRole | null; approvedAt: Date | null; lastVisitAt: Date | null };

type Event = {
  companyId: number;
  userId: number | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  label: string;
  detail?: AuditDetail;
  at: Date;
};

/** A moment of Korean day `dayStart` (its midnight) between `from` and `to` o'clock, to the second. */
function at(rng: Rng, dayStart: Date, from: number, to: number): Date {
  return new Date(dayStart.getTime() + rng.int(from * 3600, to * 3600 - 1) * 1000);
}

/** Monday to Friday in Korea. */
function isWorkingDay(dayStart: Date): boolean {
  const weekday = koreanWeekday(dayStart);
  return weekday >= 1 && weekday <= 5;
}

/**
 * The audit log of the demo companies: three months of sign-ins on working days (the last one is the
 * operator's last visit), the résumés their operators opened (each read application), the talent
 * profiles behind their proposals and the contacts of accepted ones, applicant and audit-log downloads,
 * a role given with its step-up, and the operator, payment and plan events the earlier steps' rows
 * imply (invitations, approvals, payments, plan change requests, password and consent changes).
 */
export const auditStep: SeedStep = {
  name: '감사 로그',
  async run(ctx: SeedContext) {
    const db = ctx.database.db;
    const { rng } = ctx;
    const now = ctx.now;
    const since = startOfKoreanDay(new Date(now.getTime() - HISTORY_DAYS * DAY_MS));
    const within = (date: Date | null): date is Date => date !== null && date >= since && date < now;
    const companyIds = DEMO_COMPANIES.map((c) => c.id);
    const events: Event[] = [];

    const operatorRows = await db
      .select({
        companyId: memberships.companyId,
        userId: users.id,
        name: users.name,
        role: memberships.businessRole,
        permission: memberships.permission,
        approvedAt: memberships.approvedAt,
        lastVisitAt: users.lastVisitAt,
        passwordChangedAt: users.passwordChangedAt,
        marketingConsent: users.marketingConsent,
        marketingConsentAt: users.marketingConsentAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(memberships.companyId, companyIds))
      .orderBy(memberships.companyId, users.id);
    const operatorsOf = new Map<number, Operator[]>();
    for (const row of operatorRows) {
      if (row.permission !== 'granted') continue;
      const list = operatorsOf.get(row.companyId) ?? [];
      list.push(row);
      operatorsOf.set(row.companyId, list);
    }
    const adminOf = (companyId: number) => (operatorsOf.get(companyId) ?? []).find((o) => o.role === 'admin') ?? null;
    /** Someone of the company who was around at `when` (approved, signed in since; one who never signed in did nothing). */
    const someoneAt = (companyId: number, when: Date, roles: readonly (BusinessRole | null)[] = ['admin', 'manager']) => {
      const present = (operatorsOf.get(companyId) ?? []).filter(
        (o) => roles.includes(o.role) && (o.approvedAt === null || o.approvedAt <= when) && o.lastVisitAt !== null && o.lastVisitAt >= when,
      );
      return present.length > 0 ? rng.pick(present) : adminOf(companyId);
    };
    const push = (companyId: number, who: { userId: number } | null, e: Omit<Event, 'companyId' | 'userId'>) => {
      if (within(e.at)) events.push({ companyId, userId: who?.userId ?? null, ...e });
    };

    // ---------------------------------------------------------------- sign-ins and the operators' own accounts
    for (const row of operatorRows) {
      if (row.permission !== 'granted' || row.role === null) continue;
      const lastVisit = row.lastVisitAt;
      const agent = rng.pick(USER_AGENTS);
      const office = `211.36.${100 + row.companyId}.${rng.int(10, 250)}`;
      /** The operator's own account is the subject of their sign-ins and settings. */
      const self = { subjectType: 'user' as const, subjectId: row.userId, label: row.name };
      const signIn = (when: Date, mobile = false) =>
        push(row.companyId, row, {
          action: 'auth.signed_in',
          ...self,
          detail: mobile ? { ip: `223.38.${rng.int(0, 255)}.${rng.int(1, 254)}`, user_agent: MOBILE_AGENT } : { ip: office, user_agent: agent },
          at: when,
        });
      const firstDay = row.approvedAt && row.approvedAt > since ? startOfKoreanDay(row.approvedAt) : since;
      // One who never signed in (no last visit) has no sign-ins.
      const lastDay = lastVisit ? startOfKoreanDay(lastVisit) : firstDay;
      const daily = row.role === 'admin' ? 0.8 : 0.6;
      for (let day = firstDay; day < lastDay; day = new Date(day.getTime() + DAY_MS)) {
        if (!isWorkingDay(day) || !rng.chance(daily)) continue;
        signIn(at(rng, day, 8, 10));
        // Signed out over lunch, or from the phone in the evening.
        if (rng.chance(0.2)) signIn(at(rng, day, 13, 15));
        if (rng.chance(0.05)) signIn(at(rng, day, 20, 23), true);
      }
      if (lastVisit) signIn(lastVisit);

      if (within(row.passwordChangedAt)) {
        push(row.companyId, row, { action: 'settings.password_changed', ...self, at: row.passwordChangedAt });
      }
      if (within(row.marketingConsentAt)) {
        push(row.companyId, row, {
          action: 'settings.marketing_consent_changed',
          ...self,
          detail: { consent: row.marketingConsent },
          at: row.marketingConsentAt,
        });
      }
      // An operator who joined within the period was approved by the company's admin.
      const admin = adminOf(row.companyId);
      if (within(row.approvedAt) && admin && admin.userId !== row.userId) {
        push(row.companyId, admin, {
          action: 'operator.approved',
          subjectType: 'user',
          subjectId: row.userId,
          label: row.name,
          detail: { role: { to: row.role } },
          at: row.approvedAt,
        });
      }
    }

    // ---------------------------------------------------------------- résumés opened
    const reads = await db
      .select({
        companyId: jobApplications.companyId,
        id: jobApplications.id,
        name: jobSeekers.name,
        readAt: jobApplications.readAt,
      })
      .from(jobApplications)
      .innerJoin(jobSeekers, eq(jobSeekers.id, jobApplications.jobSeekerId))
      .where(and(inArray(jobApplications.companyId, companyIds), isNotNull(jobApplications.readAt), gte(jobApplications.readAt, since)))
      .orderBy(jobApplications.id);
    for (const read of reads) {
      if (!read.readAt) continue;
      const reader = someoneAt(read.companyId, read.readAt);
      const view = { action: 'applicant.resume_viewed' as const, subjectType: 'applicant' as const, subjectId: read.id, label: read.name };
      push(read.companyId, reader, { ...view, at: read.readAt });
      // Some résumés are opened again before the interview.
      if (rng.chance(0.25)) {
        const again = new Date(read.readAt.getTime() + rng.int(1, 10) * DAY_MS + rng.int(0, 8) * HOUR);
        push(read.companyId, someoneAt(read.companyId, again), { ...view, at: again });
      }
    }

    // ---------------------------------------------------------------- applicant downloads: now and then for a posting with applicants
    const postings = await db
      .select({ companyId: jobPostings.companyId, id: jobPostings.id, title: jobPostings.title, applicants: jobPostings.applicantCount })
      .from(jobPostings)
      .where(and(inArray(jobPostings.companyId, companyIds), sql`${jobPostings.applicantCount} > 0`))
      .orderBy(jobPostings.id);
    for (const posting of postings) {
      for (
        let k = rng.weighted([
          [0, 6],
          [1, 3],
          [2, 1],
        ] as const);
        k > 0;
        k--
      ) {
        const when = at(rng, startOfKoreanDay(new Date(now.getTime() - rng.int(1, HISTORY_DAYS) * DAY_MS)), 9, 19);
        push(posting.companyId, someoneAt(posting.companyId, when), {
          action: 'applicant.csv_exported',
          subjectType: 'job_posting',
          subjectId: posting.id,
          label: posting.title,
          detail: { rows: rng.int(1, posting.applicants) },
          at: when,
        });
      }
    }

    // ---------------------------------------------------------------- the talent pool: profiles behind proposals, contacts of accepted ones
    const sent = await db
      .select({
        companyId: proposals.companyId,
        senderId: proposals.senderId,
        seekerId: proposals.jobSeekerId,
        name: jobSeekers.name,
        status: proposals.status,
        createdAt: proposals.createdAt,
        respondedAt: proposals.respondedAt,
      })
      .from(proposals)
      .innerJoin(jobSeekers, eq(jobSeekers.id, proposals.jobSeekerId))
      .where(and(inArray(proposals.companyId, companyIds), gte(proposals.createdAt, since)))
      .orderBy(proposals.id);
    for (const proposal of sent) {
      const sender = { userId: proposal.senderId };
      const looked = new Date(proposal.createdAt.getTime() - rng.int(2, 90) * MINUTE);
      push(proposal.companyId, sender, {
        action: 'talent.profile_viewed',
        subjectType: 'job_seeker',
        subjectId: proposal.seekerId,
        label: maskName(proposal.name),
        at: looked,
      });
      if (proposal.status === 'accepted' && proposal.respondedAt) {
        push(proposal.companyId, sender, {
          action: 'talent.contact_revealed',
          subjectType: 'job_seeker',
          subjectId: proposal.seekerId,
          label: proposal.name,
          at: new Date(proposal.respondedAt.getTime() + rng.int(10, 48 * 60) * MINUTE),
        });
      }
    }

    // ---------------------------------------------------------------- operators: invitations, and a role given after a step-up
    const invited = await db
      .select()
      .from(invitations)
      .where(
        and(
          inArray(invitations.companyId, companyIds),
          or(gte(invitations.createdAt, since), gte(invitations.acceptedAt, since), gte(invitations.revokedAt, since)),
        ),
      )
      .orderBy(invitations.id);
    for (const invitation of invited) {
      const subject = { subjectType: 'invitation' as const, subjectId: invitation.id, label: invitation.email };
      const detail: AuditDetail = { email: invitation.email, role: { to: invitation.businessRole } };
      const inviter = invitation.invitedBy === null ? null : { userId: invitation.invitedBy };
      push(invitation.companyId, inviter, { action: 'operator.invited', ...subject, detail, at: invitation.createdAt });
      if (invitation.acceptedAt) {
        const accepter = invitation.acceptedBy === null ? null : { userId: invitation.acceptedBy };
        push(invitation.companyId, accepter, { action: 'operator.invitation_accepted', ...subject, detail, at: invitation.acceptedAt });
      }
      if (invitation.revokedAt)
        push(invitation.companyId, inviter, { action: 'operator.invitation_revoked', ...subject, detail, at: invitation.revokedAt });
    }
    for (const companyId of companyIds) {
      const admin = adminOf(companyId);
      const managers = (operatorsOf.get(companyId) ?? []).filter((o) => o.role === 'manager');
      if (!admin || managers.length === 0) continue;
      // A manager who first had no role (the configuration gate's story), given one by the admin.
      const manager = rng.pick(managers);
      const given = at(rng, startOfKoreanDay(new Date(now.getTime() - rng.int(20, 70) * DAY_MS)), 10, 17);
      push(companyId, admin, {
        action: 'step_up.verified',
        subjectType: 'user',
        subjectId: admin.userId,
        label: admin.name,
        detail: { channel: 'sms' },
        at: new Date(given.getTime() - rng.int(1, 4) * MINUTE),
      });
      push(companyId, admin, {
        action: 'operator.role_changed',
        subjectType: 'user',
        subjectId: manager.userId,
        label: manager.name,
        detail: { role: { from: null, to: 'manager' } },
        at: given,
      });
    }

    // ---------------------------------------------------------------- payment and plan
    const paid = await db
      .select()
      .from(payments)
      .where(and(inArray(payments.companyId, companyIds), or(gte(payments.paidAt, since), gte(payments.cancelledAt, since))))
      .orderBy(payments.id);
    for (const payment of paid) {
      const payer = payment.requestedBy === null ? adminOf(payment.companyId) : { userId: payment.requestedBy };
      const subject = { subjectType: 'payment' as const, subjectId: payment.id, label: payment.productName };
      const detail: AuditDetail = { amount: payment.amount, product: payment.productName };
      if (payment.paidAt) push(payment.companyId, payer, { action: 'payment.paid', ...subject, detail, at: payment.paidAt });
      if (payment.cancelledAt) push(payment.companyId, payer, { action: 'payment.cancelled', ...subject, detail, at: payment.cancelledAt });
    }
    const requests = await db
      .select()
      .from(planChangeRequests)
      .where(and(inArray(planChangeRequests.companyId, companyIds), gte(planChangeRequests.createdAt, since), lte(planChangeRequests.createdAt, now)))
      .orderBy(planChangeRequests.id);
    for (const request of requests) {
      push(request.companyId, request.requestedBy === null ? null : { userId: request.requestedBy }, {
        action: 'plan.change_requested',
        subjectType: 'plan_change_request',
        subjectId: request.id,
        label: `${planName(request.fromCode)} → ${planName(request.toCode)}`,
        detail: { plan: { from: request.fromCode, to: request.toCode } },
        at: request.createdAt,
      });
    }

    // ---------------------------------------------------------------- the admin's monthly download of the log itself
    for (const company of DEMO_COMPANIES) {
      const admin = adminOf(company.id);
      if (!admin) continue;
      for (let month = 1; month <= 3; month++) {
        const day = startOfKoreanDay(new Date(now.getTime() - (month * 30 - rng.int(0, 5)) * DAY_MS));
        const when = at(rng, day, 9, 18);
        // The 30 days before, as an admin reviews the past month.
        const period = { from: koreanDay(day.getTime() - 30 * DAY_MS), to: koreanDay(day.getTime() - DAY_MS) };
        push(company.id, admin, {
          action: 'audit.csv_exported',
          subjectType: 'company',
          subjectId: company.id,
          label: company.name,
          detail: { rows: rng.int(200, 1_500), period },
          at: when,
        });
      }
    }

    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    ctx.progress.start(this.name, events.length);
    await copyInBatches(
      ctx,
      'audit_events',
      ['company_id', 'user_id', 'action', 'subject_type', 'subject_id', 'subject_label', 'detail', 'created_at'],
      events.map((e) => [e.companyId, e.userId, e.action, e.subjectType, e.subjectId, e.label, e.detail ? JSON.stringify(e.detail) : null, e.at]),
    );
    ctx.progress.finish();
  },
};
