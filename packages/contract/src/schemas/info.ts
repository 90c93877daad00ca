import { z } from 'zod';
import { BUSINESS_ACCOUNT_PERMISSIONS, BUSINESS_ROLES, PRIVILEGE_MASTER_CODES, REPUTATION_RATINGS, USAGE_KEY_CODES } from '../constants.js';
import { ok } from './common.js';

/** Spec §3 console user, every field, plus the facts the gates and plan label need. */
export const consoleUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  customer_name: z.string(),
  email: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  company_rating: z.enum(REPUTATION_RATINGS),
  industry_rating: z.enum(REPUTATION_RATINGS),
  privilege_master_code: z.enum(PRIVILEGE_MASTER_CODES),
  business_role: z.enum(BUSINESS_ROLES).nullable(),
  business_account_permission: z.enum(BUSINESS_ACCOUNT_PERMISSIONS),
  is_business_account: z.boolean(),
  job_posting_bizs: z.boolean(),
  is_admin: z.boolean(),
  is_partners_admin: z.boolean(),
  is_alri_auth: z.boolean(),
  is_salary_apply: z.boolean(),
  is_configured: z.boolean(),
  is_permission: z.boolean(),
  is_confirm_email: z.boolean(),
  is_student: z.boolean(),
  is_tos_recruitment_agreed: z.boolean(),
  last_visit_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  customer_phone: z.string().nullable(),
  root_hef: z.string(),
  my_company_href: z.string(),
  agree_tos_recruitment_url: z.string(),
  permission_denied_landing_url: z.string(),
  plan_label: z.enum(['success_based', 'success_based_branding', 'subscription', 'success_based_subscription', 'none']),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

export type MenuEntryShape = {
  key: string;
  link: string;
  external: boolean;
  new_tab: boolean;
  badge: 'admin' | 'new' | null;
  children: MenuEntryShape[];
};
export const menuEntrySchema: z.ZodType<MenuEntryShape> = z.lazy(() =>
  z.object({
    key: z.string(),
    link: z.string(),
    external: z.boolean(),
    new_tab: z.boolean(),
    badge: z.enum(['admin', 'new']).nullable(),
    children: z.array(menuEntrySchema),
  }),
);

export const infoResponse = ok(
  z.object({
    user: consoleUserSchema,
    menu: z.object({ gnb_menu: z.array(menuEntrySchema), other: z.array(menuEntrySchema) }),
  }),
);
export type InfoResponse = z.infer<typeof infoResponse>;

export const usageItemSchema = z.object({
  key_code: z.enum(USAGE_KEY_CODES),
  title: z.string(),
  available: z.boolean(),
  in_use: z.boolean(),
  grade_type: z.enum(['paid', 'free']),
  link: z.string(),
});
export type UsageItem = z.infer<typeof usageItemSchema>;

export const usageResponse = ok(z.object({ items: z.array(usageItemSchema), usage_rate: z.number().int().min(0).max(100) }));

export const changeCompanyBody = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const changeCompanyResponse = z.object({ status: z.literal('success') });

export const termsAcceptResponse = ok(z.object({ agreed_at: z.string() }));
