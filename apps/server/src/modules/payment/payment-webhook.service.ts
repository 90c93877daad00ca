import { PAYMENT_PRODUCTS, type PaymentProviderName } from '@partners/contract';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentEvent, PaymentProvider, WebhookHeaders } from '../../platform/payments/index.js';
import { recordAuditFor } from '../audit/audit.service.js';
import {
  insertTicketEntry,
  insertWebhookEvent,
  linkWebhookEvent,
  lockPaymentByOrder,
  lockTicketLedger,
  sumTickets,
  updatePayment,
} from './payment.repo.js';

/**
 * A payment provider's webhook (decision 0021): verified from the bytes received, then applied once.
 * A refused request records nothing; an accepted event is recorded under its (provider, event id) key
 * first, in the transaction that applies it, so a second delivery of the same event, even at the same
 * moment, finds the key taken and changes nothing.
 */

type Payment = NonNullable<Awaited<ReturnType<typeof lockPaymentByOrder>>>;
type Log = { warn(details: Record<string, unknown>, message: string): void };

export type WebhookOutcome = { received: true; duplicate: boolean };

export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
  log: Log,
  now = new Date(),
): Promise<WebhookOutcome> {
  const verified = provider.verifyWebhook(rawBody, headers, now);
  if (!verified.ok) {
    log.warn({ provider: provider.name, reason: verified.reason }, 'payment webhook refused');
    throw new AppError(verified.reason === 'payload_invalid' ? 'payment.webhook_payload_invalid' : 'payment.webhook_signature_invalid');
  }
  return applyPaymentEvent(db, provider.name, verified.event, log);
}

export async function applyPaymentEvent(db: Db, provider: PaymentProviderName, event: PaymentEvent, log: Log): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const first = await insertWebhookEvent(tx, { provider, eventId: event.id, type: event.providerType, payload: event.payload });
    if (!first) return { received: true, duplicate: true };
    // An event the console does not act on, or about an order it does not know, is kept and answered.
    if (event.type === 'other' || !event.orderId) return { received: true, duplicate: false };
    const payment = await lockPaymentByOrder(tx, provider, event.orderId);
    if (!payment) {
      log.warn({ provider, event: event.id }, 'payment webhook for an unknown order');
      return { received: true, duplicate: false };
    }
    await linkWebhookEvent(tx, provider, event.id, payment.id);
    if (event.type === 'payment.paid') await markPaid(tx, payment, event, log);
    else if (event.type === 'payment.cancelled') await markCancelled(tx, payment, event);
    else if (payment.status === 'pending') await updatePayment(tx, payment.id, { status: 'failed' });
    return { received: true, duplicate: false };
  });
}

function ticketsOf(payment: Payment): number {
  return PAYMENT_PRODUCTS[payment.productCode].tickets * payment.quantity;
}

const who = (payment: Payment) => ({ companyId: payment.companyId, userId: payment.requestedBy });

/** Pending → paid, and the pack's tickets credited once (the ledger's unique payment and reason). */
async function markPaid(tx: Db, payment: Payment, event: PaymentEvent, log: Log) {
  if (payment.status !== 'pending') return;
  if (event.amount !== payment.amount) {
    // Never credit what was not paid in full: the order fails and the operator pays again.
    log.warn({ payment: payment.id, expected: payment.amount, paid: event.amount }, 'payment webhook amount differs from the order');
    await updatePayment(tx, payment.id, { status: 'failed' });
    return;
  }
  await updatePayment(tx, payment.id, {
    status: 'paid',
    paidAt: event.occurredAt,
    ...(event.providerPaymentId && !payment.providerPaymentId ? { providerPaymentId: event.providerPaymentId } : {}),
    ...(event.method ? { method: event.method } : {}),
    ...(event.methodLabel ? { methodLabel: event.methodLabel } : {}),
  });
  const tickets = ticketsOf(payment);
  if (tickets > 0) {
    await insertTicketEntry(tx, {
      companyId: payment.companyId,
      delta: tickets,
      reason: 'purchase',
      paymentId: payment.id,
      createdBy: payment.requestedBy,
    });
  }
  await recordAuditFor(tx, who(payment), {
    action: 'payment.paid',
    subject: { type: 'payment', id: payment.id, label: payment.productName },
    detail: { amount: payment.amount, product: payment.productName },
  });
}

/**
 * Paid → cancelled (the provider refunded it): a ticket pack's tickets are withdrawn as far as they are
 * unused, so the balance never goes below zero for analyses already run.
 */
async function markCancelled(tx: Db, payment: Payment, event: PaymentEvent) {
  if (payment.status !== 'paid') return;
  await updatePayment(tx, payment.id, { status: 'cancelled', cancelledAt: event.occurredAt });
  // After the analyses' uses of this company: the balance read here is the one withdrawn from.
  await lockTicketLedger(tx, payment.companyId);
  const withdrawn = Math.min(ticketsOf(payment), Math.max(0, await sumTickets(tx, payment.companyId)));
  if (withdrawn > 0) {
    await insertTicketEntry(tx, {
      companyId: payment.companyId,
      delta: -withdrawn,
      reason: 'purchase_cancelled',
      paymentId: payment.id,
      createdBy: payment.requestedBy,
    });
  }
  await recordAuditFor(tx, who(payment), {
    action: 'payment.cancelled',
    subject: { type: 'payment', id: payment.id, label: payment.productName },
    detail: { amount: payment.amount, product: payment.productName },
  });
}
