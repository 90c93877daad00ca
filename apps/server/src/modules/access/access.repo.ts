import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { companies, companyPlans, memberships, partnerAdminGrants, users } from '../../db/schema/index.js';

/** Everything the gates, the info call and the menu need about a user in a company, in one query. */
export async function findAccessRow(db: Db, userId: number, companyId: number) {
  const configured = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), isNull(memberships.businessRole), ne(memberships.permission, 'revoked')),
    );
  const granted = db
    .select({ one: sql`1` })
    .from(partnerAdminGrants)
    .where(and(eq(partnerAdminGrants.userId, userId), eq(partnerAdminGrants.companyId, companyId)));

  const [row] = await db
    .select({
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
      isGranted: sql<boolean>`exists(${granted})`,
      isConfigured: sql<boolean>`not exists(${configured})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .innerJoin(companyPlans, eq(companyPlans.companyId, companies.id))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companies.id)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type AccessRow = NonNullable<Awaited<ReturnType<typeof findAccessRow>>>;
