import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SalaryTicketProductCode } from '@partners/contract';
import { payments } from '../../db/schema/index.js';
import { jobRunner } from '../../test/jobs.js';
import { testConfig } from '../../platform/config.js';
import type { Db } from '../../platform/db.js';
import { TestPaymentProvider } from '../../platform/payments/index.js';
import type { Client } from '../../test/harness.js';

/** The test provider with the test app's secret: it signs webhooks as the provider's server would. */
export function testProvider(): TestPaymentProvider {
  const { webhookSecret, webhookToleranceSeconds } = testConfig().payments;
  return new TestPaymentProvider(webhookSecret, webhookToleranceSeconds);
}

/** Runs the due jobs: in test mode, the settle jobs send their signed `payment.paid` events. */
export async function settle(db: Db) {
  const runner = jobRunner(db);
  return runner.drain();
}

export function buy(client: Client, product: SalaryTicketProductCode = 'salary_ticket_5', key: string = randomUUID()) {
  return client.request({ method: 'POST', url: '/api/v5/partners/payment/checkout', payload: { product_code: product, idempotency_key: key } });
}

export type Bought = { id: number; order_id: string; status: string; amount: number };

/** A pending order of `client`'s company, and what its settlement would send. */
export async function pendingOrder(db: Db, client: Client, product: SalaryTicketProductCode = 'salary_ticket_5') {
  const response = await buy(client, product);
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  const payment = response.json<{ data: { payment: Bought } }>().data.payment;
  const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
  if (!row?.providerPaymentId) throw new Error('no provider payment id');
  return { payment, settlement: { order_id: row.orderId, payment_id: row.providerPaymentId, amount: row.amount, method: row.method } };
}
