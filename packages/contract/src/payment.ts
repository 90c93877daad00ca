/**
 * Payment management (spec §2 payment_managements, §4 plan tiers; decision 0021): what the console sells,
 * what a payment and a plan change request go through, and the limits of their calls. Amounts are in won,
 * VAT (10%) included, as Korean prices are shown.
 */
import type { PrivilegeMasterCode } from './constants.js';

/** The payment providers the server has an adapter for; `test` settles every checkout at once and charges nothing. */
export const PAYMENT_PROVIDERS = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment is `pending` from checkout until the provider's webhook says it was paid (or failed); a paid one may be cancelled. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'transfer', 'virtual_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Salary-analysis ticket packs: what an operator buys in the console. */
export const SALARY_TICKET_PRODUCT_CODES = ['salary_ticket_1', 'salary_ticket_5', 'salary_ticket_10'] as const;
export type SalaryTicketProductCode = (typeof SALARY_TICKET_PRODUCT_CODES)[number];

/** A plan's monthly fee and a success-based hiring fee: billed under the company's contract, never bought in the console. */
export const BILLED_PRODUCT_CODES = ['plan_standard', 'plan_premium', 'plan_premium_recruit', 'plan_vip', 'success_fee'] as const;
export const PAYMENT_PRODUCT_CODES = [...SALARY_TICKET_PRODUCT_CODES, ...BILLED_PRODUCT_CODES] as const;
export type PaymentProductCode = (typeof PAYMENT_PRODUCT_CODES)[number];

export type PaymentProduct = {
  code: PaymentProductCode;
  /** The name a payment keeps (the receipt shows what was bought then). */
  name: string;
  /** The price, VAT included; null where it varies (a success fee is a share of the hire's salary). */
  amount: number | null;
  /** Salary-analysis tickets the product credits. */
  tickets: number;
};

/** 1, 5 or 10 analyses: the larger packs cost less per analysis (99,000 → 88,000 → 77,000 won). */
export const PAYMENT_PRODUCTS: Record<PaymentProductCode, PaymentProduct> = {
  salary_ticket_1: { code: 'salary_ticket_1', name: '연봉 분석 이용권 1회', amount: 99_000, tickets: 1 },
  salary_ticket_5: { code: 'salary_ticket_5', name: '연봉 분석 이용권 5회 묶음', amount: 440_000, tickets: 5 },
  salary_ticket_10: { code: 'salary_ticket_10', name: '연봉 분석 이용권 10회 묶음', amount: 770_000, tickets: 10 },
  plan_standard: { code: 'plan_standard', name: '스탠다드 월 이용료', amount: 330_000, tickets: 0 },
  plan_premium: { code: 'plan_premium', name: '브랜딩 프리미엄 월 이용료', amount: 1_100_000, tickets: 0 },
  plan_premium_recruit: { code: 'plan_premium_recruit', name: '구독형 채용 월 이용료', amount: 1_650_000, tickets: 0 },
  plan_vip: { code: 'plan_vip', name: 'VIP 브랜딩 월 이용료', amount: 2_200_000, tickets: 0 },
  success_fee: { code: 'success_fee', name: '성과형 채용 수수료', amount: null, tickets: 0 },
};

/** The monthly fee product of a plan tier; basic has none. */
export const PLAN_FEE_PRODUCTS: Record<PrivilegeMasterCode, PaymentProductCode | null> = {
  basic: null,
  standard: 'plan_standard',
  premium: 'plan_premium',
  premium_recruit: 'plan_premium_recruit',
  vip: 'plan_vip',
};

/** The supply amount and the VAT of a price that includes 10% VAT (99,000 → 90,000 + 9,000). */
export function splitVat(amount: number): { supply: number; vat: number } {
  const supply = Math.round(amount / 1.1);
  return { supply, vat: amount - supply };
}

/**
 * Salary-analysis tickets as the ledger records them: a purchase or a grant adds; an analysis uses one
 * and its cancellation refunds it (issue 20); a cancelled purchase withdraws the pack's unused tickets.
 */
export const TICKET_LEDGER_REASONS = ['purchase', 'grant', 'use', 'refund', 'purchase_cancelled'] as const;
export type TicketLedgerReason = (typeof TICKET_LEDGER_REASONS)[number];

export const PAYMENT_PAGE_SIZE = 10;

/** The client's idempotency key of a checkout: a double click or a retry sends the same one (a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

// ---------------------------------------------------------------- plan change requests

/** A request is handled by sales: recorded, then in consulting, then completed or cancelled. */
export const PLAN_CHANGE_STATUSES = ['requested', 'in_consulting', 'completed', 'cancelled'] as const;
export type PlanChangeStatus = (typeof PLAN_CHANGE_STATUSES)[number];
/** Statuses of a request still open: a company has at most one. */
export const OPEN_PLAN_CHANGE_STATUSES: readonly PlanChangeStatus[] = ['requested', 'in_consulting'];

export const PLAN_CHANGE_MESSAGE_MAX = 500;
/** The requests the payment page lists, newest first. */
export const PLAN_CHANGE_LIST_SIZE = 20;

/** The plan tiers as sales names them (the audit trail's label of a plan change; the web has its own catalogue). */
export const PLAN_TIER_NAMES: Record<PrivilegeMasterCode, string> = {
  basic: '베이직',
  standard: '스탠다드',
  premium: '프리미엄',
  premium_recruit: '프리미엄 리크루트',
  vip: 'VIP',
};

/** The tiers from the least to the most included (the plan change request lists them so). */
export const PLAN_TIER_ORDER: readonly PrivilegeMasterCode[] = ['basic', 'standard', 'premium', 'premium_recruit', 'vip'];

/** Tiers by what they include: the branding tiers above the success-based ones, vip on top (spec §4). */
const PLAN_RANK: Record<PrivilegeMasterCode, number> = { basic: 0, standard: 1, premium: 2, premium_recruit: 2, vip: 3 };

/** An upgrade goes through consulting (the brand-service page); a lateral move or a downgrade is only recorded. */
export function isPlanUpgrade(from: PrivilegeMasterCode, to: PrivilegeMasterCode): boolean {
  return PLAN_RANK[to] > PLAN_RANK[from];
}
