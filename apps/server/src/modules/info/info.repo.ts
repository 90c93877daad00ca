import { and, eq, isNull } from 'drizzle-orm';
import type { UsageKeyCode } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companyFeatureUsage, companyPlans, memberships, partnerAdminGrants } from '../../db/schema/index.js';

export async function findFeatureUsage(db: Db, companyId: number) {
  return db
    .select({ keyCode: companyFeatureUsage.keyCode, inUse: companyFeatureUsage.inUse })
    .from(companyFeatureUsage)
    .where(eq(companyFeatureUsage.companyId, companyId));
}

/** Stores whether the company uses a feature (spec §3 usage items); the area that owns the feature calls it. */
export async function upsertFeatureUsage(db: Db, companyId: number, keyCode: UsageKeyCode, inUse: boolean, at: Date) {
  await db
    .insert(companyFeatureUsage)
    .values({ companyId, keyCode, inUse, updatedAt: at })
    .onConflictDoUpdate({ target: [companyFeatureUsage.companyId, companyFeatureUsage.keyCode], set: { inUse, updatedAt: at } });
}

/** True when the user may manage the company: a live membership there, or a partner-admin grant. */
export async function canManageCompany(db: Db, userId: number, companyId: number): Promise<boolean> {
  const [grant] = await db
    .select({ companyId: partnerAdminGrants.companyId })
    .from(partnerAdminGrants)
    .where(and(eq(partnerAdminGrants.userId, userId), eq(partnerAdminGrants.companyId, companyId)))
    .limit(1);
  if (grant) return true;
  const [member] = await db
    .select({ permission: memberships.permission })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)))
    .limit(1);
  return member !== undefined && member.permission !== 'revoked';
}

/** Records the first acceptance only; a second call keeps the original time. */
export async function acceptRecruitmentTerms(db: Db, companyId: number, userId: number, at: Date): Promise<Date> {
  await db
    .update(companyPlans)
    .set({ tosRecruitmentAgreedAt: at, tosRecruitmentAgreedBy: userId })
    .where(and(eq(companyPlans.companyId, companyId), isNull(companyPlans.tosRecruitmentAgreedAt)));
  const [row] = await db.select({ at: companyPlans.tosRecruitmentAgreedAt }).from(companyPlans).where(eq(companyPlans.companyId, companyId));
  return row?.at ?? at;
}
