import type { PrivacyAgreement } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { findTalentSettings, savePrivacyAgreement, type Operator } from './talent-agreements.repo.js';

export function operatorOf(access: Access): Operator {
  return { userId: access.actor.userId, companyId: access.row.company.id };
}

export function talentSettingsOf(db: Db, access: Access) {
  return findTalentSettings(db, operatorOf(access));
}

/**
 * Spec §5: the talent pool is closed until the operator has agreed to the privacy terms. The
 * agreement comes with the session's access row, so the check costs no round trip.
 */
export function requirePrivacyAgreement(access: Access): void {
  if (!access.row.privacyAgreedAt) throw new AppError('privacy_agreement_required');
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
