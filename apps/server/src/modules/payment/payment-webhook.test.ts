import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, paymentWebhookEvents, payments, salaryTicketLedger } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import { SIGNATURE_HEADER, type SignedWebhook, type TestSettlement } from '../../platform/payments/index.js';
import { signWebhook } from '../../platform/payments/signature.js';
import { testConfig } from '../../platform/config.js';
import { setStepUp } from '../../test/step-up.js';
import { pendingOrder, testProvider } from './payment.fixtures.js';

const WEBHOOK = '/api/v5/payments/webhooks/test';
const provider = testProvider();
const SECRET = testConfig().payments.webhookSecret;

let t: TestApp;
let company: MadeCompany;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.database.db, { plan: 'vip', isSalaryApply: true });
  admin = await signInAs(t.app, await makeUser(t.database.db, { company }));
  await setStepUp(t.database.db, admin);
});
afterAll(() => t.close());

/** Sent as the provider's server sends it: no cookie, no CSRF token, the signed bytes. */
const deliver = ({ body, headers }: SignedWebhook, url = WEBHOOK) => t.app.inject({ method: 'POST', url, payload: body, headers });

const eventRows = () => t.database.db.select().from(paymentWebhookEvents);
const paymentRow = async (id: number) => (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0];
const ledger = () => t.database.db.select().from(salaryTicketLedger).where(eq(salaryTicketLedger.companyId, company.id));
const balance = async () => (await ledger()).reduce((sum, entry) => sum + entry.delta, 0);
const audits = (action: 'payment.paid' | 'payment.cancelled') =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, action)));

function event(type: string, settlement: TestSettlement, id = `evt_${settlement.payment_id}_${type}`, amount = settlement.amount) {
  return { id, type, created: Math.floor(Date.now() / 1000), data: { ...settlement, amount, method_label: '신한카드 ****1234' } };
}

/** What must hold after a refused request: nothing recorded, nothing changed. */
async function expectNothingRecorded(paymentId: number, eventsBefore: number, ticketsBefore: number) {
  expect(await eventRows()).toHaveLength(eventsBefore);
  expect((await paymentRow(paymentId))?.status).toBe('pending');
  expect(await balance()).toBe(ticketsBefore);
}

describe('the payment webhook', () => {
  const hex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const now = () => Math.floor(Date.now() / 1000);

  const refusals: [string, (signed: SignedWebhook) => SignedWebhook][] = [
    ['no signature header', ({ body }) => ({ body, headers: { 'content-type': 'application/json' } })],
    ['a malformed header', ({ body }) => ({ body, headers: { [SIGNATURE_HEADER]: 'sha256=abc' } })],
    [
      'a signature made with another secret',
      ({ body }) => ({ body, headers: { [SIGNATURE_HEADER]: `t=${now()},v1=${hex('wrong-secret', `${now()}.${body.toString()}`)}` } }),
    ],
    [
      'a stale timestamp (a replay after 6 minutes)',
      ({ body }) => provider.sign(JSON.parse(body.toString()) as Record<string, unknown>, new Date(Date.now() - 6 * 60_000)),
    ],
    ['a timestamp far ahead', ({ body }) => provider.sign(JSON.parse(body.toString()) as Record<string, unknown>, new Date(Date.now() + 6 * 60_000))],
    [
      'a tampered body (the amount raised after signing)',
      ({ body, headers }) => ({ body: Buffer.from(body.toString().replace(/"amount":\d+/, '"amount":1')), headers }),
    ],
    [
      'a valid signature of another timestamp',
      ({ body, headers }) => ({
        body,
        headers: { [SIGNATURE_HEADER]: String(headers[SIGNATURE_HEADER]).replace(/t=(\d+)/, (_t, at: string) => `t=${Number(at) - 1}`) },
      }),
    ],
  ];

  it.each(refusals)('refuses %s with 400 and records nothing', async (_name, spoil) => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin);
    const [eventsBefore, ticketsBefore] = [(await eventRows()).length, await balance()];
    const response = await deliver(spoil(provider.sign(event('payment.paid', settlement), new Date())));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment.webhook_signature_invalid' });
    await expectNothingRecorded(payment.id, eventsBefore, ticketsBefore);
  });

  it.each([
    ['JSON that is not an event', { hello: 'world' }],
    ['an event without its order', { id: 'evt_1', type: 'payment.paid', created: 1, data: { amount: 1 } }],
  ])('refuses a signed body of %s with 400 and records nothing', async (_name, body) => {
    const { payment } = await pendingOrder(t.database.db, admin);
    const [eventsBefore, ticketsBefore] = [(await eventRows()).length, await balance()];
    const response = await deliver(provider.sign(body, new Date()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'payment.webhook_payload_invalid' });
    await expectNothingRecorded(payment.id, eventsBefore, ticketsBefore);
  });

  it('takes the bytes as sent, whatever their spacing or content type, with no cookie and no CSRF token', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_1');
    const body = Buffer.from(`{ "id": "evt_spaced",\n  "type": "payment.paid", "created": ${now()},\n  "data": ${JSON.stringify(settlement)} }\n`);
    // Signed over exactly these bytes: a body parsed and serialised again would not match.
    const headers = { 'content-type': 'text/plain', [SIGNATURE_HEADER]: signWebhook(SECRET, body, new Date()) };
    const response = await deliver({ body, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { received: true, duplicate: false } });
    expect((await paymentRow(payment.id))?.status).toBe('paid');
  });

  it('applies a paid event once: the same event again changes nothing', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_10');
    const before = await balance();
    const signed = provider.sign(event('payment.paid', settlement), new Date());
    const first = await deliver(signed);
    const second = await deliver(signed);
    expect(first.json()).toMatchObject({ data: { duplicate: false } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ data: { duplicate: true } });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'paid', methodLabel: '신한카드 ****1234' });
    expect(await balance()).toBe(before + 10);
    expect((await audits('payment.paid')).filter((a) => a.subjectId === payment.id)).toHaveLength(1);
  });

  it('applies the same event delivered many times at once exactly once', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_5');
    const before = await balance();
    const signed = provider.sign(event('payment.paid', settlement), new Date());
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(signed)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(responses.filter((r) => r.json<{ data: { duplicate: boolean } }>().data.duplicate === false)).toHaveLength(1);
    expect(await balance()).toBe(before + 5);
    expect((await eventRows()).filter((e) => e.paymentId === payment.id)).toHaveLength(1);
  });

  it('credits a payment once even when the provider sends two paid events for it (two event ids, at once)', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_5');
    const before = await balance();
    await Promise.all([
      deliver(provider.sign(event('payment.paid', settlement, 'evt_a'), new Date())),
      deliver(provider.sign(event('payment.paid', settlement, 'evt_b'), new Date())),
    ]);
    expect(await balance()).toBe(before + 5);
    expect((await ledger()).filter((l) => l.paymentId === payment.id)).toHaveLength(1);
  });

  it('fails an order whose paid amount differs, and credits nothing', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_5');
    const before = await balance();
    const response = await deliver(provider.sign(event('payment.paid', settlement, undefined, 1_000), new Date()));
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(payment.id))?.status).toBe('failed');
    expect(await balance()).toBe(before);
  });

  it('cancels a paid pack once, withdrawing its unused tickets, and audits it', async () => {
    const { payment, settlement } = await pendingOrder(t.database.db, admin, 'salary_ticket_1');
    await deliver(provider.sign(event('payment.paid', settlement), new Date()));
    const before = await balance();
    await deliver(provider.sign(event('payment.cancelled', settlement, 'evt_cancel_1'), new Date()));
    await deliver(provider.sign(event('payment.cancelled', settlement, 'evt_cancel_2'), new Date()));
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'cancelled' });
    expect((await paymentRow(payment.id))?.cancelledAt).not.toBeNull();
    expect(await balance()).toBe(before - 1);
    expect((await audits('payment.cancelled')).map((a) => a.subjectId)).toEqual([payment.id]);
  });

  it('records an event of an unknown order or type and changes nothing', async () => {
    const ghost: TestSettlement = { order_id: 'PC-0000000000000000', payment_id: 'tp_ghost', amount: 99_000, method: 'card' };
    const before = await balance();
    for (const body of [event('payment.paid', ghost), event('payment.refund_requested', ghost)]) {
      const response = await deliver(provider.sign(body, new Date()));
      expect(response.statusCode).toBe(200);
    }
    expect((await eventRows()).filter((e) => e.eventId.includes('tp_ghost')).map((e) => [e.type, e.paymentId])).toEqual([
      ['payment.paid', null],
      ['payment.refund_requested', null],
    ]);
    expect(await balance()).toBe(before);
  });

  it('answers another provider’s path with 400 (no such adapter)', async () => {
    const { settlement } = await pendingOrder(t.database.db, admin);
    const response = await deliver(provider.sign(event('payment.paid', settlement), new Date()), '/api/v5/payments/webhooks/stripe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'params.provider' });
  });
});
