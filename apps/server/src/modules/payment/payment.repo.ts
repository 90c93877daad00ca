import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_PLAN_CHANGE_STATUSES, type PaymentProviderName, type PaymentStatus, type TicketLedgerReason } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { companies, companyPlans, paymentWebhookEvents, payments, planChangeRequests, salaryTicketLedger, users } from '../../db/schema/index.js';

export type PaymentRow = Awaited<ReturnType<typeof findPaymentPage>>[number];
export type PlanChangeRow = Awaited<ReturnType<typeof findPlanChanges>>[number];

/** A payment with the name of the operator who started it. */
const paymentColumns = {
  id: payments.id,
  companyId: payments.companyId,
  provider: payments.provider,
  orderId: payments.orderId,
  productCode: payments.productCode,
  productName: payments.productName,
  quantity: payments.quantity,
  amount: payments.amount,
  vat: payments.vat,
  method: payments.method,
  methodLabel: payments.methodLabel,
  status: payments.status,
  requestedBy: payments.requestedBy,
  requestedByName: users.name,
  paidAt: payments.paidAt,
  cancelledAt: payments.cancelledAt,
  createdAt: payments.createdAt,
};

/** One page of the company's payments, newest first (the index `payments_company_idx` serves it). */
export async function findPaymentPage(db: Db, companyId: number, page: number, per: number) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.requestedBy))
    .where(eq(payments.companyId, companyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(per)
    .offset((page - 1) * per);
}

export async function countPayments(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.companyId, companyId));
  return row?.n ?? 0;
}

/** One payment of the company; another company's is not found, as a missing one is. */
export async function findPayment(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.requestedBy))
    .where(and(eq(payments.companyId, companyId), eq(payments.id, id)));
  return row;
}

export async function findPaymentByOrder(db: Db, orderId: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.requestedBy))
    .where(eq(payments.orderId, orderId));
  return row;
}

/** The payment an event is about, locked until the transaction ends so that two events apply one after the other. */
export async function lockPaymentByOrder(tx: Db, provider: PaymentProviderName, orderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.orderId, orderId)))
    .for('update');
  return row;
}

export async function findBuyer(db: Db, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, representative: companies.representative, address: companies.address })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export type NewPayment = typeof payments.$inferInsert;

/** Records an order once: a second insert of the same order id (a double click) adds nothing and answers null. */
export async function insertOrder(tx: Db, order: NewPayment): Promise<number | null> {
  const [row] = await tx.insert(payments).values(order).onConflictDoNothing({ target: payments.orderId }).returning({ id: payments.id });
  return row?.id ?? null;
}

export async function updatePayment(
  tx: Db,
  id: number,
  set: Partial<Pick<NewPayment, 'status' | 'providerPaymentId' | 'method' | 'methodLabel' | 'paidAt' | 'cancelledAt'>> & { status?: PaymentStatus },
) {
  await tx.update(payments).set(set).where(eq(payments.id, id));
}

// ---------------------------------------------------------------- webhook events

/** Records an event once: the key (provider, event id) makes a second delivery answer false. */
export async function insertWebhookEvent(tx: Db, event: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(paymentWebhookEvents).values(event).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

export async function linkWebhookEvent(tx: Db, provider: string, eventId: string, paymentId: number) {
  await tx
    .update(paymentWebhookEvents)
    .set({ paymentId })
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
}

// ---------------------------------------------------------------- salary-analysis tickets

/**
 * Adds a ledger entry once per payment and reason, or per salary analysis and reason (the partial unique
 * indexes); answers whether it was added.
 */
export async function insertTicketEntry(
  tx: Db,
  entry: {
    companyId: number;
    delta: number;
    reason: TicketLedgerReason;
    paymentId: number | null;
    createdBy: number | null;
    analysisId?: number | null;
  },
): Promise<boolean> {
  const rows = await tx.insert(salaryTicketLedger).values(entry).onConflictDoNothing().returning({ id: salaryTicketLedger.id });
  return rows.length > 0;
}

/** Any number; it keeps the ticket ledger's lock apart from other advisory locks. */
const TICKETS_LOCK = 190_401;

/** Changes to one company's tickets take turns (a transaction-scoped advisory lock), so a balance read before a use stays true. */
export async function lockTicketLedger(tx: Db, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TICKETS_LOCK}::int, ${companyId}::int)`);
}

/** Whether the analysis has a ledger entry of `reason` (a use, a refund). */
export async function hasAnalysisEntry(db: Db, analysisId: number, reason: TicketLedgerReason): Promise<boolean> {
  const [row] = await db
    .select({ id: salaryTicketLedger.id })
    .from(salaryTicketLedger)
    .where(and(eq(salaryTicketLedger.analysisId, analysisId), eq(salaryTicketLedger.reason, reason)))
    .limit(1);
  return row !== undefined;
}

export async function sumTickets(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${salaryTicketLedger.delta}), 0)::int` })
    .from(salaryTicketLedger)
    .where(eq(salaryTicketLedger.companyId, companyId));
  return row?.balance ?? 0;
}

// ---------------------------------------------------------------- plan change requests

const planChangeColumns = {
  id: planChangeRequests.id,
  fromCode: planChangeRequests.fromCode,
  toCode: planChangeRequests.toCode,
  message: planChangeRequests.message,
  status: planChangeRequests.status,
  requestedByName: users.name,
  createdAt: planChangeRequests.createdAt,
  handledAt: planChangeRequests.handledAt,
};

/** The company's requests, newest first. */
export async function findPlanChanges(db: Db, companyId: number, limit: number) {
  return db
    .select(planChangeColumns)
    .from(planChangeRequests)
    .leftJoin(users, eq(users.id, planChangeRequests.requestedBy))
    .where(eq(planChangeRequests.companyId, companyId))
    .orderBy(desc(planChangeRequests.createdAt), desc(planChangeRequests.id))
    .limit(limit);
}

/** Locks the company's plan row: two requests of one company are decided one after the other. */
export async function lockCompanyPlan(tx: Db, companyId: number) {
  await tx.select({ companyId: companyPlans.companyId }).from(companyPlans).where(eq(companyPlans.companyId, companyId)).for('update');
}

export async function hasOpenPlanChange(tx: Db, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: planChangeRequests.id })
    .from(planChangeRequests)
    .where(and(eq(planChangeRequests.companyId, companyId), inArray(planChangeRequests.status, [...OPEN_PLAN_CHANGE_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function insertPlanChange(tx: Db, request: typeof planChangeRequests.$inferInsert): Promise<number> {
  const [row] = await tx.insert(planChangeRequests).values(request).returning({ id: planChangeRequests.id });
  if (!row) throw new Error('insert plan change request returned no row');
  return row.id;
}

export async function findPlanChange(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select(planChangeColumns)
    .from(planChangeRequests)
    .leftJoin(users, eq(users.id, planChangeRequests.requestedBy))
    .where(and(eq(planChangeRequests.companyId, companyId), eq(planChangeRequests.id, id)));
  return row;
}
