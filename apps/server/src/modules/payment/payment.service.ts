import {
  PAYMENT_PAGE_SIZE,
  PAYMENT_PRODUCTS,
  PLAN_FEE_PRODUCTS,
  SALARY_TICKET_PRODUCT_CODES,
  isBranding,
  planLabel,
  splitVat,
  type CheckoutBody,
  type Payment,
  type PaymentProductView,
  type PaymentReceipt,
  type PaymentSummary,
} from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageInfo } from '../../platform/paging.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import { sha256 } from '../../platform/tokens.js';
import type { Access } from '../access/access.service.js';
import { getUsage } from '../info/info.service.js';
import { canManagePayments } from './payment-admin.js';
import { latestPlanChange } from './plan-change.service.js';
import {
  countPayments,
  findBuyer,
  findPayment,
  findPaymentByOrder,
  findPaymentPage,
  hasAnalysisEntry,
  insertOrder,
  insertTicketEntry,
  lockTicketLedger,
  sumTickets,
  updatePayment,
  type PaymentRow,
} from './payment.repo.js';

/**
 * Payment management (spec §2 payment_managements; decision 0021): every operator reads the plan, the
 * usage, the tickets and the payments; only the company's top operator buys or requests a change.
 */

/**
 * The company's salary-analysis tickets: the sum of its ledger (purchases and grants add, analyses use,
 * cancellations refund). Issue 20's analyses read it before using one.
 */
export function ticketBalance(db: Db, companyId: number): Promise<number> {
  return sumTickets(db, companyId);
}

/**
 * Makes the company's ticket changes take turns until the transaction ends: call it first in a transaction
 * that reads the balance before it uses a ticket, so two requests never both use the last one.
 */
export function lockTickets(tx: Db, companyId: number): Promise<void> {
  return lockTicketLedger(tx, companyId);
}

/**
 * A salary analysis' ticket: `use` takes one, `refund` gives it back. Each is recorded at most once per
 * analysis (the ledger's unique index); answers whether this call recorded it.
 */
export function recordAnalysisTicket(
  tx: Db,
  entry: { companyId: number; analysisId: number; reason: 'use' | 'refund'; createdBy: number | null },
): Promise<boolean> {
  return insertTicketEntry(tx, { ...entry, delta: entry.reason === 'use' ? -1 : 1, paymentId: null });
}

/** Whether the analysis holds a ticket now: used and not refunded. */
export async function analysisHoldsTicket(db: Db, analysisId: number): Promise<boolean> {
  const [used, refunded] = await Promise.all([hasAnalysisEntry(db, analysisId, 'use'), hasAnalysisEntry(db, analysisId, 'refund')]);
  return used && !refunded;
}

export function toPayment(row: PaymentRow): Payment {
  const product = PAYMENT_PRODUCTS[row.productCode];
  return {
    id: row.id,
    order_id: row.orderId,
    provider: row.provider,
    test_mode: row.provider === 'test',
    product_code: row.productCode,
    product_name: row.productName,
    quantity: row.quantity,
    amount: row.amount,
    supply_amount: row.amount - row.vat,
    vat: row.vat,
    tickets: product.tickets * row.quantity,
    method: row.method,
    method_label: row.methodLabel,
    status: row.status,
    requested_by_name: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function paymentSummary(db: Db, provider: PaymentProvider, access: Access): Promise<PaymentSummary> {
  const companyId = access.row.company.id;
  const code = access.menuFacts.privilege_master_code;
  const feeProduct = PLAN_FEE_PRODUCTS[code];
  const [usage, balance, planChange] = await Promise.all([getUsage(db, access), ticketBalance(db, companyId), latestPlanChange(db, companyId)]);
  return {
    plan: {
      code,
      label: planLabel(access.menuFacts),
      job_posting_bizs: access.menuFacts.job_posting_bizs,
      branding: isBranding(code),
      monthly_fee: feeProduct ? PAYMENT_PRODUCTS[feeProduct].amount : null,
    },
    usage,
    tickets: { balance, salary_analysis: access.menuFacts.is_salary_apply },
    plan_change: planChange,
    can_manage: canManagePayments(access),
    test_mode: provider.testMode,
  };
}

/** The ticket packs on sale, with each pack's price per analysis. */
export function paymentProducts(provider: PaymentProvider) {
  const products = SALARY_TICKET_PRODUCT_CODES.map((code): PaymentProductView => {
    const { name, amount, tickets } = PAYMENT_PRODUCTS[code];
    const price = amount ?? 0;
    const { supply, vat } = splitVat(price);
    return { code, name, amount: price, supply_amount: supply, vat, tickets, unit_price: Math.round(price / tickets) };
  });
  return { products, test_mode: provider.testMode };
}

export async function paymentHistory(db: Db, access: Access, query: { page: number }) {
  const companyId = access.row.company.id;
  const [rows, total] = await Promise.all([findPaymentPage(db, companyId, query.page, PAYMENT_PAGE_SIZE), countPayments(db, companyId)]);
  return { payments: rows.map(toPayment), page_info: pageInfo(query.page, PAYMENT_PAGE_SIZE, total) };
}

export async function paymentReceipt(db: Db, access: Access, id: number): Promise<PaymentReceipt> {
  const companyId = access.row.company.id;
  const [row, buyer] = await Promise.all([findPayment(db, companyId, id), findBuyer(db, companyId)]);
  if (!row || !buyer) throw new AppError('not_found');
  return {
    payment: toPayment(row),
    buyer: { company_name: buyer.name, representative: buyer.representative, address: buyer.address },
  };
}

/**
 * Our order id for a checkout: derived from the company and the client's idempotency key, so that a
 * double click or a retried request names the same order, and no company's key can name another's.
 */
export function orderIdFor(companyId: number, idempotencyKey: string): string {
  return `PC-${sha256(`${companyId}:${idempotencyKey}`).slice(0, 16).toUpperCase()}`;
}

/**
 * Starts a purchase of a ticket pack: records the order (once per idempotency key) and asks the provider
 * to charge it, in one transaction. The payment stays pending until the provider's webhook says it was
 * paid; in test mode that follows at once. The top operator only, stepped up (the entry declares both).
 */
export async function checkout(db: Db, provider: PaymentProvider, access: Access, body: CheckoutBody) {
  const companyId = access.row.company.id;
  const product = PAYMENT_PRODUCTS[body.product_code];
  const amount = product.amount ?? 0;
  const orderId = orderIdFor(companyId, body.idempotency_key);
  const { redirectUrl } = await db.transaction(async (tx) => {
    const id = await insertOrder(tx, {
      companyId,
      provider: provider.name,
      orderId,
      productCode: product.code,
      productName: product.name,
      quantity: 1,
      amount,
      vat: splitVat(amount).vat,
      method: 'card',
      status: 'pending',
      requestedBy: access.actor.userId,
    });
    // A repeated key: the order exists and its checkout was started with it.
    if (id === null) return { redirectUrl: null };
    const session = await provider.createCheckout(tx, { orderId, amount, productName: product.name, method: 'card' });
    if (session.providerPaymentId) await updatePayment(tx, id, { providerPaymentId: session.providerPaymentId });
    return { redirectUrl: session.redirectUrl };
  });
  const row = await findPaymentByOrder(db, orderId);
  if (!row) throw new Error(`order ${orderId} vanished`);
  if (row.productCode !== body.product_code) throw new AppError('payment.idempotency_key_reused', { field: 'body.idempotency_key' });
  return { payment: toPayment(row), redirect_url: redirectUrl, test_mode: provider.testMode };
}
