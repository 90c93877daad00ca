import type { PaymentMethod, PaymentProviderName } from '@partners/contract';
import type { Db } from '../db.js';

/**
 * The payment provider interface (decision 0021). The console records an order, asks the provider to
 * charge it, and learns the outcome only from the provider's signed webhook: a checkout's answer never
 * marks a payment paid. One adapter per provider; `test` is the default.
 */

/** An order as a provider is asked to charge it. `orderId` is ours and is the provider's idempotency key. */
export type CheckoutOrder = { orderId: string; amount: number; productName: string; method: PaymentMethod };

export type CheckoutSession = {
  /** The provider's id of the payment, when it gives one at checkout. */
  providerPaymentId: string | null;
  /** The provider's payment page to send the buyer to; null when it settles without one (test mode). */
  redirectUrl: string | null;
};

export const PAYMENT_EVENT_TYPES = ['payment.paid', 'payment.failed', 'payment.cancelled'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** A verified webhook event, in our terms whatever the provider calls things. */
export type PaymentEvent = {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  /** An event of a type the console does not act on is still recorded (and answered 200, so it is not resent). */
  type: PaymentEventType | 'other';
  /** The raw type, as recorded. */
  providerType: string;
  orderId: string | null;
  providerPaymentId: string | null;
  amount: number | null;
  method: PaymentMethod | null;
  methodLabel: string | null;
  occurredAt: Date;
  /** The event as received, kept in `payment_webhook_events`. */
  payload: unknown;
};

export type WebhookHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** Why a webhook was refused: nothing of it is recorded. */
export type WebhookRefusal = 'signature_missing' | 'signature_malformed' | 'signature_stale' | 'signature_mismatch' | 'payload_invalid';

export type WebhookVerification = { ok: true; event: PaymentEvent } | { ok: false; reason: WebhookRefusal };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Charges nothing; every screen that shows such a payment says it was a test. */
  readonly testMode: boolean;
  /**
   * Starts charging `order`, inside the transaction that records it (a rolled-back order leaves at most
   * an unused session at the provider, which expires). Called again for the same order id, it must not
   * charge twice: the order id is the provider's idempotency key.
   */
  createCheckout(tx: Db, order: CheckoutOrder): Promise<CheckoutSession>;
  /** Reads a webhook request from the bytes received and its headers: the event, or why it is refused. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now?: Date): WebhookVerification;
}
