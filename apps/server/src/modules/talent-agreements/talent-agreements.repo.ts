import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { talentSettings } from '../../db/schema/index.js';
import type { Operator } from '../access/access.service.js';

function mine(o: Operator) {
  return and(eq(talentSettings.userId, o.userId), eq(talentSettings.companyId, o.companyId));
}

export async function findTalentSettings(db: Db, o: Operator) {
  const [row] = await db.select().from(talentSettings).where(mine(o)).limit(1);
  return row;
}

/** Records agreement (keeping the first time) or withdraws it. */
export async function savePrivacyAgreement(db: Db, o: Operator, agreed: boolean, at: Date) {
  const value = agreed ? at : null;
  const [row] = await db
    .insert(talentSettings)
    .values({ ...o, privacyAgreedAt: value, updatedAt: at })
    .onConflictDoUpdate({
      target: [talentSettings.userId, talentSettings.companyId],
      set: {
        privacyAgreedAt: agreed ? sql`coalesce(${talentSettings.privacyAgreedAt}, ${at.toISOString()}::timestamptz)` : null,
        updatedAt: at,
      },
    })
    .returning();
  return row;
}

export async function saveSavedSearchDisplay(db: Db, o: Operator, display: boolean, at: Date) {
  const [row] = await db
    .insert(talentSettings)
    .values({ ...o, savedSearchDisplay: display, updatedAt: at })
    .onConflictDoUpdate({ target: [talentSettings.userId, talentSettings.companyId], set: { savedSearchDisplay: display, updatedAt: at } })
    .returning();
  return row;
}
