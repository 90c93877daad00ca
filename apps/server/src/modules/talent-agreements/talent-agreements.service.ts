import type { PrivacyAgreement } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { operatorOf, type Access } from '../access/access.service.js';
import { findTalentSettings, savePrivacyAgreement, saveSavedSearchDisplay } from './talent-agreements.repo.js';

export function talentSettingsOf(db: Db, access: Access) {
  return findTalentSettings(db, operatorOf(access));
}

/** Stores the operator's saved-search display switch; answers the stored value. */
export async function saveSavedSearchDisplayOf(db: Db, access: Access, display: boolean): Promise<boolean> {
  const row = await saveSavedSearchDisplay(db, operatorOf(access), display, new Date());
  return row?.savedSearchDisplay ?? display;
}

function toAgreement(agreedAt: Date | null | undefined): PrivacyAgreement {
  return { value: agreedAt != null, agreed_at: agreedAt ? agreedAt.toISOString() : null };
}

export async function getPrivacyAgreement(db: Db, access: Access): Promise<PrivacyAgreement> {
  return toAgreement((await talentSettingsOf(db, access))?.privacyAgreedAt);
}

export async function setPrivacyAgreement(db: Db, access: Access, agreed: boolean): Promise<PrivacyAgreement> {
  const row = await savePrivacyAgreement(db, operatorOf(access), agreed, new Date());
  return toAgreement(row?.privacyAgreedAt);
}
