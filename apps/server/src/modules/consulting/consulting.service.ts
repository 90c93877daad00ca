import type { z } from 'zod';
import type { consultingBody } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import type { Access } from '../access/access.service.js';
import { insertConsultingRequest } from './consulting.repo.js';

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
