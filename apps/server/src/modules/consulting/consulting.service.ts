import type { z } from 'zod';
import type { consultingBody } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { Access } from '../access/access.service.js';
import { CONSULTING_APPLY_ON, type SalesHistory } from '@partners/contract';
import { pageInfo } from '../../platform/paging.js';
import { insertConsultingRequest, listCompanyConsultingRequests } from './consulting.repo.js';

/** Records a business-consulting application for the signed-in operator's company; consent is timed now. */
export async function applyForConsulting(db: Db, access: Access, body: z.output<typeof consultingBody>) {
  const id = await insertConsultingRequest(db, {
    companyId: access.row.company.id,
    userId: access.actor.userId,
    customerName: body.customer_name,
    customerPhone: body.customer_phone,
    customerEmail: body.customer_email,
    customerRank: body.customer_rank,
    applyOn: body.apply_on,
    tosPrivacyAgreedAt: new Date(),
  });
  return { id };
}

const isApplyOn = (value: string): value is SalesHistory['apply_on'] => (CONSULTING_APPLY_ON as readonly string[]).includes(value);

/** The dashboard's communication history: the company's consulting requests and where the platform is with them. */
export async function consultingHistory(db: Db, companyId: number, page: number, per: number) {
  const { rows, total } = await listCompanyConsultingRequests(db, companyId, page, per);
  const contents: SalesHistory[] = rows.map((r) => ({
    id: r.id,
    apply_on: isApplyOn(r.applyOn) ? r.applyOn : 'reputation_management',
    customer_name: r.customerName,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    status_note: r.statusNote,
    status_updated_at: r.statusUpdatedAt ? r.statusUpdatedAt.toISOString() : null,
  }));
  return { page_info: pageInfo(page, per, total), contents };
}
