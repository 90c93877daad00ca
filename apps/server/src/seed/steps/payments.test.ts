import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_FEE_PRODUCTS, paymentHistoryResponse, paymentSummaryResponse } from '@partners/contract';
import { payments, planChangeRequests, salaryTicketLedger } from '../../db/schema/index.js';
import { createTestApp, signedIn, type TestApp } from '../../test/harness.js';
import { DEMO_COMPANIES } from '../demo-accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (companyId: number) => t.database.db.select().from(payments).where(eq(payments.companyId, companyId));

describe('the demo payments', () => {
  it('bill each paying demo company its plan’s monthly fee for 6 to 18 months', async () => {
    for (const company of DEMO_COMPANIES) {
      const fee = PLAN_FEE_PRODUCTS[company.plan];
      const fees = (await rowsOf(company.id)).filter((p) => p.productCode === fee);
      if (!fee) expect(fees).toHaveLength(0);
      else expect(fees.length, company.name).toBeGreaterThanOrEqual(5);
      expect(fees.length).toBeLessThanOrEqual(18);
      for (const p of fees) expect(p).toMatchObject({ status: 'paid', requestedBy: null });
    }
  });

  it('give every salary-analysis company tickets, and cancel one duplicate purchase', async () => {
    const ledger = await t.database.db.select().from(salaryTicketLedger);
    for (const company of DEMO_COMPANIES.filter((c) => c.isSalaryApply)) {
      const balance = ledger.filter((l) => l.companyId === company.id).reduce((sum, l) => sum + l.delta, 0);
      expect(balance, company.name).toBeGreaterThan(0);
    }
    const cancelled = (await t.database.db.select().from(payments)).filter((p) => p.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.productCode).toMatch(/^salary_ticket_/);
    expect(ledger.filter((l) => l.reason === 'purchase_cancelled')).toHaveLength(1);
    expect(await t.database.db.select().from(planChangeRequests)).toHaveLength(3);
  });

  it('read as the payment page shows them: the top operator of 누리클라우드 sees its history and balance', async () => {
    const admin = await signedIn(t.app, 'admin@demo.test');
    const summary = paymentSummaryResponse.parse((await admin.get('/api/v5/partners/payment/summary')).json()).data;
    expect(summary.plan).toMatchObject({ code: 'premium', label: 'success_based_branding' });
    expect(summary.tickets.balance).toBeGreaterThan(0);
    // The completed upgrade of last year: the admin may ask for another change.
    expect(summary.plan_change).toMatchObject({ from_code: 'standard', to_code: 'premium', status: 'completed' });
    const history = paymentHistoryResponse.parse((await admin.get('/api/v5/partners/payment/payments?page=1')).json()).data;
    expect(history.page_info.total).toBeGreaterThanOrEqual(12);
    const dates = history.payments.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(history.payments.every((p) => p.method_label)).toBe(true);
  });
});
