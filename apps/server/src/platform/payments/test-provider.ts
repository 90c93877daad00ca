import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@partners/contract';
import type { Db } from '../db.js';
import { enqueue } from '../jobs.js';
import { sha256 } from '../tokens.js';
import {
  PAYMENT_EVENT_TYPES,
  type CheckoutOrder,
  type CheckoutSession,
  type PaymentEventType,
  type PaymentProvider,
  type WebhookHeaders,
  type WebhookVerification,
} from './provider.js';
import { SIGNATURE_HEADER, checkWebhookSignature, signWebhook } from './signature.js';
import { TEST_CARD_LABEL } from './test-provider.copy.js';

/** The job that plays the provider's side of a test-mode checkout: it sends the signed `payment.paid` event. */
export const TEST_SETTLE_JOB = 'payment.test_settle';

/** What the settle job needs to know of the order (its payload). */
export type TestSettlement = { order_id: string; payment_id: string; amount: number; method: PaymentMethod };

const testEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  /** Unix seconds. */
  created: z.number().int().positive(),
  data: z.object({
    order_id: z.string().min(1).max(200),
    payment_id: z.string().min(1).max(200),
    amount: z.number().int().min(0),
    method: z.enum(PAYMENT_METHODS).optional(),
    method_label: z.string().max(100).nullable().optional(),
  }),
});
export type TestEvent = z.input<typeof testEventSchema>;

export type SignedWebhook = { body: Buffer; headers: Record<string, string> };

function isKnownType(type: string): type is PaymentEventType {
  return (PAYMENT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * The test-mode provider: it charges nothing, settles every checkout at once, and signs its webhooks
 * like a real provider (HMAC-SHA256 over timestamp and body). Its "server" is the `payment.test_settle`
 * job, so a test payment reaches the console the way a real one would: as a signed webhook event.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;

  constructor(
    private readonly secret: string,
    private readonly toleranceSeconds: number,
  ) {}

  async createCheckout(tx: Db, order: CheckoutOrder): Promise<CheckoutSession> {
    // Derived from our order id: asked twice for one order, the provider answers the same payment.
    const providerPaymentId = `tp_${sha256(order.orderId).slice(0, 24)}`;
    const settlement: TestSettlement = { order_id: order.orderId, payment_id: providerPaymentId, amount: order.amount, method: order.method };
    await enqueue(tx, TEST_SETTLE_JOB, settlement);
    return { providerPaymentId, redirectUrl: null };
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, now = new Date()): WebhookVerification {
    const check = checkWebhookSignature(this.secret, rawBody, headers[SIGNATURE_HEADER], now, this.toleranceSeconds);
    if (check !== 'ok') return { ok: false, reason: `signature_${check}` };
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, reason: 'payload_invalid' };
    }
    const parsed = testEventSchema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'payload_invalid' };
    const { id, type, created, data } = parsed.data;
    return {
      ok: true,
      event: {
        id,
        type: isKnownType(type) ? type : 'other',
        providerType: type,
        orderId: data.order_id,
        providerPaymentId: data.payment_id,
        amount: data.amount,
        method: data.method ?? null,
        methodLabel: data.method_label ?? null,
        occurredAt: new Date(created * 1000),
        payload: json,
      },
    };
  }

  /** The provider's side of test mode: the signed request its server sends once `settlement` is paid. */
  paidWebhook(settlement: TestSettlement, now: Date): SignedWebhook {
    return this.sign(
      {
        // One event per payment: a settle job that runs twice sends the same event, which changes nothing the second time.
        id: `evt_${settlement.payment_id}_paid`,
        type: 'payment.paid',
        created: Math.floor(now.getTime() / 1000),
        data: { ...settlement, method_label: TEST_CARD_LABEL },
      },
      now,
    );
  }

  /** Any event as this provider sends it: the JSON body and its signature header. */
  sign(event: TestEvent | Record<string, unknown>, now: Date): SignedWebhook {
    const body = Buffer.from(JSON.stringify(event));
    return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(this.secret, body, now) } };
  }
}
