import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_PAGE_SIZE, paymentHistoryResponse, paymentSummaryResponse, type Payment, type PaymentSummary } from '@partners/contract';
import { auditEvents, payments, salaryTicketLedger } from '../../db/schema/index.js';
import { createTestApp, type Client, type TestApp } from '../../test/harness.js';
import { makeCompany, makeUser, signInAs, type MadeCompany } from '../../test/factories.js';
import { setStepUp } from '../../test/step-up.js';
import { buy, settle } from './payment.fixtures.js';
import { ticketBalance } from './payment.service.js';

const BASE = '/api/v5/partners/payment';

let t: TestApp;
let company: MadeCompany;
let other: MadeCompany;
let admin: Client;
let manager: Client;
let stranger: Client;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await makeCompany(db, { plan: 'premium', jobPostingBizs: true, isSalaryApply: true });
  other = await makeCompany(db, { plan: 'vip' });
  admin = await signInAs(t.app, await makeUser(db, { company, role: 'admin' }));
  manager = await signInAs(t.app, await makeUser(db, { company, role: 'manager' }));
  stranger = await signInAs(t.app, await makeUser(db, { company: other, role: 'admin' }));
  // Buying moves money: the top operators have confirmed a one-time password (decision 0027).
  await Promise.all([admin, manager, stranger].map((client) => setStepUp(db, client)));
});
afterAll(() => t.close());

const summaryOf = async (client: Client): Promise<PaymentSummary> => paymentSummaryResponse.parse((await client.get(`${BASE}/summary`)).json()).data;
const historyOf = async (client: Client, page = 1) => paymentHistoryResponse.parse((await client.get(`${BASE}/payments?page=${page}`)).json()).data;
const paymentOf = (response: { json: <T>() => T }) => response.json<{ data: { payment: Payment } }>().data.payment;
const companyPayments = (companyId: number) => t.database.db.select().from(payments).where(eq(payments.companyId, companyId));

describe('the payment summary', () => {
  it('shows the plan with its §4 label, the usage items with the §9 rate, and the ticket balance', async () => {
    const summary = await summaryOf(admin);
    expect(summary.plan).toEqual({
      code: 'premium',
      label: 'success_based_branding',
      job_posting_bizs: true,
      branding: true,
      monthly_fee: 1_100_000,
    });
    expect(summary.usage.items.map((i) => i.key_code)).toContain('cover_photo');
    expect(summary.usage.usage_rate).toBe(0);
    expect(summary.tickets).toEqual({ balance: 0, salary_analysis: true });
    expect(summary.can_manage).toBe(true);
    expect(summary.test_mode).toBe(true);
  });

  it('lets a manager read it but not manage', async () => {
    expect((await summaryOf(manager)).can_manage).toBe(false);
  });

  it('labels a subscription plan without recruiting biz, and a basic plan has no fee', async () => {
    const subscription = await makeCompany(t.database.db, { plan: 'premium_recruit', jobPostingBizs: false });
    const basic = await makeCompany(t.database.db, { plan: 'basic', jobPostingBizs: false });
    const a = await summaryOf(await signInAs(t.app, await makeUser(t.database.db, { company: subscription })));
    const b = await summaryOf(await signInAs(t.app, await makeUser(t.database.db, { company: basic })));
    expect(a.plan).toMatchObject({ label: 'subscription', branding: true, monthly_fee: 1_650_000 });
    expect(b.plan).toMatchObject({ label: 'none', branding: false, monthly_fee: null });
    // Without a branding plan the paid-grade items are not available (spec §4).
    expect(b.usage.items.find((i) => i.key_code === 'cover_photo')).toMatchObject({ available: false, in_use: false });
  });

  it('lists the ticket packs with VAT and the price per analysis', async () => {
    const products = (await admin.get(`${BASE}/products`)).json<{
      data: { products: { code: string; amount: number; vat: number; unit_price: number }[] };
    }>().data.products;
    expect(products.map((p) => [p.code, p.amount, p.vat, p.unit_price])).toEqual([
      ['salary_ticket_1', 99_000, 9_000, 99_000],
      ['salary_ticket_5', 440_000, 40_000, 88_000],
      ['salary_ticket_10', 770_000, 70_000, 77_000],
    ]);
  });
});

describe('buying a ticket pack in test mode', () => {
  it('records a pending order, settles it by the signed webhook, credits the tickets once and audits it', async () => {
    const response = await buy(admin, 'salary_ticket_5');
    expect(response.statusCode).toBe(200);
    const pending = paymentOf(response);
    expect(pending).toMatchObject({ status: 'pending', amount: 440_000, vat: 40_000, supply_amount: 400_000, tickets: 5, test_mode: true });
    expect(pending.order_id).toMatch(/^PC-[0-9A-F]{16}$/);
    expect(response.json<{ data: { redirect_url: string | null } }>().data.redirect_url).toBeNull();
    expect((await summaryOf(admin)).tickets.balance).toBe(0);

    await settle(t.database.db);
    const [first] = (await historyOf(admin)).payments;
    expect(first).toMatchObject({ id: pending.id, status: 'paid', method_label: '테스트 카드 ****4242', product_name: '연봉 분석 이용권 5회 묶음' });
    expect(first?.paid_at).not.toBeNull();
    expect((await summaryOf(admin)).tickets.balance).toBe(5);
    expect(await ticketBalance(t.database.db, company.id)).toBe(5);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'payment.paid')));
    expect(audit.map((a) => [a.subjectType, a.subjectId, a.subjectLabel])).toEqual([['payment', pending.id, '연봉 분석 이용권 5회 묶음']]);
    // What was paid, for the audit log's detail column (decision 0023).
    expect(JSON.parse(audit[0]?.detail ?? 'null')).toEqual({ amount: 440_000, product: '연봉 분석 이용권 5회 묶음' });

    // The settle job runs again (its worker died after sending): nothing changes.
    await t.database.db.execute(sql`update jobs set status = 'pending', run_at = now() where kind = 'payment.test_settle'`);
    await settle(t.database.db);
    expect((await summaryOf(admin)).tickets.balance).toBe(5);
    const ledger = await t.database.db.select().from(salaryTicketLedger).where(eq(salaryTicketLedger.companyId, company.id));
    expect(ledger.map((l) => [l.delta, l.reason, l.paymentId])).toEqual([[5, 'purchase', pending.id]]);
  });

  it('makes one order of a double click, also when the two requests arrive together', async () => {
    const key = randomUUID();
    const before = (await companyPayments(company.id)).length;
    const [a, b] = await Promise.all([buy(admin, 'salary_ticket_1', key), buy(admin, 'salary_ticket_1', key)]);
    const again = await buy(admin, 'salary_ticket_1', key);
    expect([a.statusCode, b.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([paymentOf(a).id, paymentOf(b).id, paymentOf(again).id]).size).toBe(1);
    expect(await companyPayments(company.id)).toHaveLength(before + 1);
    await settle(t.database.db);
    expect((await summaryOf(admin)).tickets.balance).toBe(6);
  });

  it('refuses the same key for another product', async () => {
    const key = randomUUID();
    await buy(admin, 'salary_ticket_1', key);
    const response = await buy(admin, 'salary_ticket_10', key);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'payment.idempotency_key_reused', field: 'body.idempotency_key' });
  });

  it('takes the same key in another company as another order', async () => {
    const key = randomUUID();
    const mine = paymentOf(await buy(admin, 'salary_ticket_1', key));
    const theirs = paymentOf(await buy(stranger, 'salary_ticket_1', key));
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.order_id).not.toBe(mine.order_id);
  });

  it('is for the top operator only: a manager is refused even after a step-up, and nothing is recorded', async () => {
    const before = (await companyPayments(company.id)).length;
    const response = await buy(manager);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'admin_only' });
    expect(await companyPayments(company.id)).toHaveLength(before);
  });

  it('moves money: the top operator without a fresh step-up is asked for one, and nothing is recorded', async () => {
    const db = t.database.db;
    const unverified = await signInAs(t.app, await makeUser(db, { company, role: 'admin' }));
    const before = (await companyPayments(company.id)).length;
    for (const until of [null, new Date(Date.now() - 1_000)]) {
      await setStepUp(db, unverified, until);
      const response = await buy(unverified);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'step_up_required' });
    }
    expect(await companyPayments(company.id)).toHaveLength(before);
  });

  it.each([
    [{ product_code: 'plan_vip', idempotency_key: randomUUID() }, 'body.product_code'],
    [{ product_code: 'salary_ticket_3', idempotency_key: randomUUID() }, 'body.product_code'],
    [{ product_code: 'salary_ticket_1', idempotency_key: 'short' }, 'body.idempotency_key'],
    [{ product_code: 'salary_ticket_1', idempotency_key: '../../etc/passwd-0000000' }, 'body.idempotency_key'],
    [{ product_code: 'salary_ticket_1' }, 'body.idempotency_key'],
  ])('refuses %j with 400 on %s', async (payload, field) => {
    const response = await admin.request({ method: 'POST', url: `${BASE}/checkout`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field });
  });
});

describe('the payment history and the receipt', () => {
  it('pages newest first, the company’s payments only', async () => {
    for (let i = 0; i < PAYMENT_PAGE_SIZE; i++) await buy(admin, 'salary_ticket_1');
    const first = await historyOf(admin);
    const second = await historyOf(admin, 2);
    const total = (await companyPayments(company.id)).length;
    expect(first.page_info).toEqual({ page: 1, per: PAYMENT_PAGE_SIZE, total, total_pages: Math.ceil(total / PAYMENT_PAGE_SIZE) });
    const ids = [...first.payments, ...second.payments].map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const theirs = (await historyOf(stranger)).payments;
    expect(theirs.every((p) => !ids.includes(p.id))).toBe(true);
    expect(first.payments[0]?.requested_by_name).toBeTruthy();
  });

  it('shows a receipt with the buyer; another company’s receipt is the same 404 as a missing one', async () => {
    const [latest] = (await historyOf(admin)).payments;
    if (!latest) throw new Error('no payment');
    const receipt = await admin.get(`${BASE}/payments/${latest.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ data: { payment: { id: latest.id }, buyer: { company_name: company.name } } });
    expect((await manager.get(`${BASE}/payments/${latest.id}/receipt`)).statusCode).toBe(200);

    const foreign = await stranger.get(`${BASE}/payments/${latest.id}/receipt`);
    const missing = await stranger.get(`${BASE}/payments/2147483647/receipt`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await admin.get(`${BASE}/payments/abc/receipt`)).json()).toMatchObject({ code: 'bad_request', field: 'params.id' });
    expect((await admin.get(`${BASE}/payments?page=0`)).json()).toMatchObject({ code: 'bad_request', field: 'query.page' });
  });
});
