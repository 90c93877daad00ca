import {
  PAGES,
  PLAN_CHANGE_LIST_SIZE,
  PLAN_TIER_NAMES,
  isPlanUpgrade,
  withRedirect,
  type PlanChangeBody,
  type PlanChangeRequest,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Access } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { findPlanChange, findPlanChanges, hasOpenPlanChange, insertPlanChange, lockCompanyPlan, type PlanChangeRow } from './payment.repo.js';

/**
 * Plan change requests (spec §4 tiers; decision 0021): the console records the request and sales
 * handles it. An upgrade continues on the brand-service page's consulting form; a company has at most
 * one open request.
 */

function toPlanChange(row: PlanChangeRow): PlanChangeRequest {
  return {
    id: row.id,
    from_code: row.fromCode,
    to_code: row.toCode,
    upgrade: isPlanUpgrade(row.fromCode, row.toCode),
    message: row.message,
    status: row.status,
    requested_by_name: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

export async function latestPlanChange(db: Db, companyId: number): Promise<PlanChangeRequest | null> {
  const [row] = await findPlanChanges(db, companyId, 1);
  return row ? toPlanChange(row) : null;
}

export async function listPlanChanges(db: Db, access: Access) {
  return { requests: (await findPlanChanges(db, access.row.company.id, PLAN_CHANGE_LIST_SIZE)).map(toPlanChange) };
}

/** The consulting form for an upgrade, coming back to the payment page. */
const CONSULTING_URL = withRedirect(PAGES.brandService.path, PAGES.paymentManagement.path, { apply_on: 'brand_service' });

export async function requestPlanChange(db: Db, access: Access, body: { to_code: PlanChangeBody['to_code']; message: string | null }) {
  // The top operator only, stepped up: the entry declares both (decision 0027).
  const companyId = access.row.company.id;
  const from = access.menuFacts.privilege_master_code;
  if (body.to_code === from) throw new AppError('plan_change.same_plan', { field: 'body.to_code' });
  const id = await db.transaction(async (tx) => {
    await lockCompanyPlan(tx, companyId);
    if (await hasOpenPlanChange(tx, companyId)) throw new AppError('plan_change.already_requested');
    const requestId = await insertPlanChange(tx, {
      companyId,
      requestedBy: access.actor.userId,
      fromCode: from,
      toCode: body.to_code,
      message: body.message,
    });
    await recordAudit(tx, access, {
      action: 'plan.change_requested',
      subject: { type: 'plan_change_request', id: requestId, label: `${PLAN_TIER_NAMES[from]} → ${PLAN_TIER_NAMES[body.to_code]}` },
      detail: { plan: { from, to: body.to_code } },
    });
    return requestId;
  });
  const row = await findPlanChange(db, companyId, id);
  if (!row) throw new Error(`plan change request ${id} vanished`);
  const request = toPlanChange(row);
  return { request, consulting_url: request.upgrade ? CONSULTING_URL : null };
}
