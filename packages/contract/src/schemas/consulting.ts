import { z } from 'zod';
import { boundedText, emailSchema, ok, phoneSchema } from './common.js';

export const CONSULTING_APPLY_ON = ['reputation_management', 'alri', 'visitor_statistics', 'brand_service', 'talent_pool'] as const;

/** Spec §3 data inquiry form; spec §5: name, phone, e-mail and privacy consent required, rank optional. */
export const consultingBody = z.object({
  customer_name: boundedText(50),
  customer_phone: phoneSchema,
  customer_email: emailSchema,
  customer_rank: z.string().trim().max(50).optional().default(''),
  apply_on: z.enum(CONSULTING_APPLY_ON),
  tos_privacy: z.literal(true),
});
export type ConsultingBody = z.input<typeof consultingBody>;

export const consultingResponse = ok(z.object({ id: z.number().int() }));

/** The brand-service page's query (spec §2): what the consulting application is for; `redirect_url` is `redirectQuery`'s. */
export const brandServiceQuery = z.object({ apply_on: z.enum(CONSULTING_APPLY_ON).default('brand_service') });
