import {
  USAGE_ITEMS,
  USAGE_RATE_EXCLUDED,
  buildGnbMenu,
  buildOtherMenu,
  canAcceptRecruitmentTerms,
  canSeeTalentPool,
  isBranding,
  usageRate,
  type ExternalLinks,
  type UsageItem,
  type UsageKeyCode,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { setSessionCompany } from '../../platform/sessions.repo.js';
import { AppError } from '../../platform/errors.js';
import { toConsoleUser, type Access } from '../access/access.service.js';
import { acceptRecruitmentTerms, canManageCompany, findFeatureUsage, upsertFeatureUsage } from './info.repo.js';

export function getInfo(access: Access, links: ExternalLinks) {
  return {
    user: toConsoleUser(access, links),
    menu: { gnb_menu: buildGnbMenu(access.menuFacts, links), other: buildOtherMenu(access.menuFacts, links) },
  };
}

/** Spec §3 usage items and the §9 usage rate. Paid-grade items count as not in use without a branding plan. */
export async function getUsage(db: Db, access: Access): Promise<{ items: UsageItem[]; usage_rate: number }> {
  const stored = new Map((await findFeatureUsage(db, access.row.company.id)).map((r) => [r.keyCode, r.inUse]));
  const branding = isBranding(access.menuFacts.privilege_master_code);
  const items = USAGE_ITEMS.map((def): UsageItem => {
    const available = def.key_code === 'hr_job_seekers' ? canSeeTalentPool(access.menuFacts) : def.grade_type === 'free' || branding;
    return { ...def, available, in_use: available && (stored.get(def.key_code) ?? false) };
  });
  return { items, usage_rate: usageRate(items, USAGE_RATE_EXCLUDED) };
}

/**
 * Records whether the company uses a feature, for the usage items and the welcome tasks. The area that
 * owns the feature calls it in the transaction of the change (a reply written, the cover image set).
 */
export async function recordFeatureUse(db: Db, companyId: number, keyCode: UsageKeyCode, inUse: boolean): Promise<void> {
  await upsertFeatureUsage(db, companyId, keyCode, inUse, new Date());
}

/** Spec §6: only partner admins change the managed company, and only to one they may manage. */
export async function changeCompany(db: Db, access: Access, companyId: number) {
  if (!access.row.user.isPartnersAdmin) throw new AppError('forbidden');
  if (!(await canManageCompany(db, access.actor.userId, companyId))) throw new AppError('forbidden');
  await setSessionCompany(db, access.actor.sessionHash, companyId);
}

/** The company's top operator accepts the recruitment-service terms for the company. */
export async function acceptTerms(db: Db, access: Access) {
  if (!canAcceptRecruitmentTerms(access.role)) throw new AppError('forbidden');
  const at = await acceptRecruitmentTerms(db, access.row.company.id, access.actor.userId, new Date());
  return { agreed_at: at.toISOString() };
}
