import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { companies, companyPlans, memberships, partnerAdminGrants, sessions, talentSettings, users } from '../../db/schema/index.js';

/**
 * Everything the gates, the info call and the menu need about a signed-in user in the company their
 * session manages, found from the session's id hash in one round trip. Prepared once per database,
 * since every signed-in request runs it.
 */
function buildSessionAccessQuery(db: Db) {
  const rolelessOperators = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(and(eq(memberships.companyId, sessions.companyId), isNull(memberships.businessRole), ne(memberships.permission, 'revoked')));
  const grant = db
    .select({ one: sql`1` })
    .from(partnerAdminGrants)
    .where(and(eq(partnerAdminGrants.userId, sessions.userId), eq(partnerAdminGrants.companyId, sessions.companyId)));

  return (
    db
      .select({
        session: {
          idHash: sessions.idHash,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          stepUpUntil: sessions.stepUpUntil,
        },
        user: {
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          isConfirmEmail: users.isConfirmEmail,
          isStudent: users.isStudent,
          isPartnersAdmin: users.isPartnersAdmin,
          lastVisitAt: users.lastVisitAt,
        },
        company: {
          id: companies.id,
          name: companies.name,
          logoUrl: companies.logoUrl,
          companyRating: companies.companyRating,
          industryRating: companies.industryRating,
        },
        plan: {
          privilegeMasterCode: companyPlans.privilegeMasterCode,
          jobPostingBizs: companyPlans.jobPostingBizs,
          isAlriAuth: companyPlans.isAlriAuth,
          isSalaryApply: companyPlans.isSalaryApply,
          tosRecruitmentAgreedAt: companyPlans.tosRecruitmentAgreedAt,
        },
        membership: {
          businessRole: memberships.businessRole,
          permission: memberships.permission,
          approvedAt: memberships.approvedAt,
        },
        /** When this operator agreed to the talent pool's privacy terms (spec §5), checked by every talent call. */
        privacyAgreedAt: talentSettings.privacyAgreedAt,
        /** Whether this operator shows saved searches above the results (the search's context reads it). */
        savedSearchDisplay: talentSettings.savedSearchDisplay,
        isGranted: sql<boolean>`exists(${grant})`,
        isConfigured: sql<boolean>`not exists(${rolelessOperators})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(companies, eq(companies.id, sessions.companyId))
      .innerJoin(companyPlans, eq(companyPlans.companyId, sessions.companyId))
      .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)))
      .leftJoin(talentSettings, and(eq(talentSettings.userId, sessions.userId), eq(talentSettings.companyId, sessions.companyId)))
      // No LIMIT: the key and the joins (all on keys) give one row at most, and a LIMIT parameter kept
      // PostgreSQL planning the statement anew at every call instead of reusing its generic plan.
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_access')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof buildSessionAccessQuery>>();

export async function findSessionAccess(db: Db, idHash: string) {
  let query = prepared.get(db);
  if (!query) {
    query = buildSessionAccessQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ idHash });
  return row;
}

export type AccessRow = NonNullable<Awaited<ReturnType<typeof findSessionAccess>>>;
