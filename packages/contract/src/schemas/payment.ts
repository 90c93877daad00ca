import { z } from 'zod';
import { PRIVILEGE_MASTER_CODES } from '../constants.js';
import {
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_PRODUCT_CODES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PLAN_CHANGE_MESSAGE_MAX,
  PLAN_CHANGE_STATUSES,
  SALARY_TICKET_PRODUCT_CODES,
} from '../payment.js';
import { idParam, ok, pageInfoSchema, pageQuery } from './common.js';
import { consoleUserSchema, usageItemSchema } from './info.js';

const won = z.number().int().min(0);
const planLabelSchema = consoleUserSchema.shape.plan_label;

/** One payment as the history and the receipt show it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** A test-mode payment charged nothing; the screens say so. */
  test_mode: z.boolean(),
  product_code: z.enum(PAYMENT_PRODUCT_CODES),
  product_name: z.string(),
  quantity: z.number().int(),
  /** VAT included; `supply_amount` + `vat` = `amount`. */
  amount: won,
  supply_amount: won,
  vat: won,
  /** Salary-analysis tickets the payment credits (0 for a plan fee). */
  tickets: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  /** What the receipt shows of the method (신한카드 ****1234); null until the provider says. */
  method_label: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const planChangeRequestSchema = z.object({
  id: z.number().int(),
  from_code: z.enum(PRIVILEGE_MASTER_CODES),
  to_code: z.enum(PRIVILEGE_MASTER_CODES),
  /** An upgrade goes through consulting (the brand-service page). */
  upgrade: z.boolean(),
  message: z.string().nullable(),
  status: z.enum(PLAN_CHANGE_STATUSES),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

/** The payment page's top: the plan with its §4 label, the usage items and §9 rate, the ticket balance, the open plan change. */
export const paymentSummaryResponse = ok(
  z.object({
    plan: z.object({
      code: z.enum(PRIVILEGE_MASTER_CODES),
      label: planLabelSchema,
      job_posting_bizs: z.boolean(),
      /** Branding users see the paid-grade features (spec §4). */
      branding: z.boolean(),
      /** The plan's monthly fee, VAT included; null for basic. */
      monthly_fee: won.nullable(),
    }),
    usage: z.object({ items: z.array(usageItemSchema), usage_rate: z.number().int().min(0).max(100) }),
    tickets: z.object({
      balance: z.number().int(),
      /** The company applied for salary analysis (spec §3 is_salary_apply). */
      salary_analysis: z.boolean(),
    }),
    /** The latest plan change request, if any. */
    plan_change: planChangeRequestSchema.nullable(),
    /** Admins buy and request; managers read (decision 0021). */
    can_manage: z.boolean(),
    test_mode: z.boolean(),
  }),
);
export type PaymentSummary = z.infer<typeof paymentSummaryResponse>['data'];

export const paymentProductSchema = z.object({
  code: z.enum(SALARY_TICKET_PRODUCT_CODES),
  name: z.string(),
  amount: won,
  supply_amount: won,
  vat: won,
  tickets: z.number().int().positive(),
  /** The price of one analysis in the pack. */
  unit_price: won,
});
export type PaymentProductView = z.infer<typeof paymentProductSchema>;

export const paymentProductsResponse = ok(z.object({ products: z.array(paymentProductSchema), test_mode: z.boolean() }));

export const paymentHistoryQuery = z.object({ page: pageQuery });
export type PaymentHistoryQuery = z.input<typeof paymentHistoryQuery>;
export const paymentHistoryResponse = ok(z.object({ payments: z.array(paymentSchema), page_info: pageInfoSchema }));

export const paymentReceiptParams = idParam;
/** A printable receipt: the payment and who bought it. */
export const paymentReceiptResponse = ok(
  z.object({
    payment: paymentSchema,
    buyer: z.object({ company_name: z.string(), representative: z.string().nullable(), address: z.string().nullable() }),
  }),
);
export type PaymentReceipt = z.infer<typeof paymentReceiptResponse>['data'];

export const checkoutBody = z.object({
  product_code: z.enum(SALARY_TICKET_PRODUCT_CODES),
  /** The same key for every attempt at one purchase: a double click or a retry makes one order. */
  idempotency_key: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'idempotency_key'),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const checkoutResponse = ok(
  z.object({
    payment: paymentSchema,
    /** Where a provider's own payment page takes the buyer; null in test mode (it settles by itself). */
    redirect_url: z.string().nullable(),
    test_mode: z.boolean(),
  }),
);

export const paymentWebhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
/** The provider only reads the status; `duplicate` says the event had been received before and changed nothing. */
export const paymentWebhookResponse = ok(z.object({ received: z.literal(true), duplicate: z.boolean() }));

export const planChangeBody = z.object({
  to_code: z.enum(PRIVILEGE_MASTER_CODES),
  message: z
    .string()
    .trim()
    .max(PLAN_CHANGE_MESSAGE_MAX)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type PlanChangeBody = z.input<typeof planChangeBody>;

export const planChangeCreateResponse = ok(
  z.object({
    request: planChangeRequestSchema,
    /** An upgrade continues on the brand-service page's consulting form; otherwise null (sales calls back). */
    consulting_url: z.string().nullable(),
  }),
);
export const planChangeListResponse = ok(z.object({ requests: z.array(planChangeRequestSchema) }));
