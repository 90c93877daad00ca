import { createHash } from 'node:crypto';
import {
  PAYMENT_PRODUCTS,
  PLAN_FEE_PRODUCTS,
  splitVat,
  type PaymentMethod,
  type PaymentProductCode,
  type PlanChangeStatus,
  type PrivilegeMasterCode,
} from '@partners/contract';
import { DAY_MS, koreanMonth, koreanWeekday } from '@partners/contract/korea-time';
import { payments, planChangeRequests, salaryTicketLedger } from '../../db/schema/index.js';
import type { SeedContext, SeedStep } from '../context.js';
import { DEMO_COMPANIES, type DemoCompany } from '../demo-accounts.js';

/**
 * Payment history of the demo companies (decision 0021): each plan's monthly fee on the company's
 * billing day for 6–18 months, success-based hiring fees where the company recruits with biz, salary-
 * analysis ticket packs (and a welcome grant) where it applied for salary analysis, one cancelled
 * duplicate purchase, and a few plan change requests. The demo runs in test mode, so the rows are the
 * test provider's, with the card labels a Korean payment gateway reports.
 */

const CARDS = ['신한카드', 'KB국민카드', '삼성카드', '현대카드', '하나카드', '우리카드', '롯데카드', 'BC카드'];
const BANKS = ['신한은행', 'KB국민은행', '우리은행', '하나은행', 'IBK기업은행'];

/** How long each demo company has been paying, in months (6–18). */
const MONTHS: Record<number, number> = { 1: 12, 2: 0, 3: 6, 4: 10, 5: 12, 6: 18, 7: 9 };

type NewPayment = typeof payments.$inferInsert;
type Purchase = { payment: NewPayment; tickets: number };

/** A Korean wall-clock time as an instant. */
function koreanTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute));
}

function orderId(companyId: number, n: number): string {
  return `PC-${createHash('sha256').update(`demo:${companyId}:${n}`).digest('hex').slice(0, 16).toUpperCase()}`;
}

function methodLabel(b: Builder, method: PaymentMethod): string {
  if (method === 'card') return b.card;
  return `${method === 'transfer' ? '계좌이체' : '가상계좌'} (${b.bank})`;
}

type Builder = {
  company: DemoCompany;
  adminId: number | null;
  /** The company's card and bank, the same every month. */
  card: string;
  bank: string;
  rows: Purchase[];
};

function add(
  ctx: SeedContext,
  b: Builder,
  code: PaymentProductCode,
  at: Date,
  options: { amount?: number; name?: string; method?: PaymentMethod; requested?: boolean; cancelledAfterMs?: number } = {},
) {
  const product = PAYMENT_PRODUCTS[code];
  const amount = options.amount ?? product.amount ?? 0;
  const method = options.method ?? 'card';
  const n = b.rows.length + 1;
  const cancelledAt = options.cancelledAfterMs === undefined ? null : new Date(at.getTime() + options.cancelledAfterMs);
  b.rows.push({
    tickets: product.tickets,
    payment: {
      companyId: b.company.id,
      provider: 'test',
      orderId: orderId(b.company.id, n),
      providerPaymentId: `tp_demo_${b.company.id}_${n}`,
      productCode: code,
      productName: options.name ?? product.name,
      quantity: 1,
      amount,
      vat: splitVat(amount).vat,
      method,
      methodLabel: methodLabel(b, method),
      status: cancelledAt ? 'cancelled' : 'paid',
      requestedBy: options.requested === false ? null : b.adminId,
      // The checkout a few seconds before the provider's confirmation.
      createdAt: new Date(at.getTime() - ctx.rng.int(3, 40) * 1000),
      paidAt: at,
      cancelledAt,
    },
  });
}

/** The month `back` months before the current Korean month. */
function monthBack(now: Date, back: number): { year: number; month: number } {
  const { year, month } = koreanMonth(now);
  const index = year * 12 + (month - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A weekday business-hours moment of a month, before `now`. */
function businessMoment(ctx: SeedContext, year: number, month: number): Date | null {
  for (let tries = 0; tries < 10; tries++) {
    const at = koreanTime(year, month, ctx.rng.int(1, 28), ctx.rng.int(9, 18), ctx.rng.int(0, 59));
    const weekday = koreanWeekday(at);
    if (weekday !== 0 && weekday !== 6 && at < ctx.now) return at;
  }
  return null;
}

function build(ctx: SeedContext, company: DemoCompany): Builder {
  const admin = ctx.operators.find((op) => op.companyId === company.id);
  const b: Builder = {
    company,
    adminId: admin?.userId ?? null,
    card: `${ctx.rng.pick(CARDS)} ****${String(ctx.rng.int(0, 9999)).padStart(4, '0')}`,
    bank: ctx.rng.pick(BANKS),
    rows: [],
  };
  const months = MONTHS[company.id] ?? 0;
  const fee = PLAN_FEE_PRODUCTS[company.plan];
  const billingDay = ctx.rng.int(1, 25);
  // Large fees go by transfer, smaller ones by the company card's automatic billing.
  const feeMethod: PaymentMethod = (fee && (PAYMENT_PRODUCTS[fee].amount ?? 0) >= 2_000_000) || company.size === 'large' ? 'transfer' : 'card';
  for (let back = months - 1; back >= 0; back--) {
    const { year, month } = monthBack(ctx.now, back);
    if (fee) {
      const at = koreanTime(year, month, billingDay, 9, ctx.rng.int(0, 30));
      if (at < ctx.now) add(ctx, b, fee, at, { name: `${PAYMENT_PRODUCTS[fee].name} (${year}년 ${month}월분)`, method: feeMethod, requested: false });
    }
    // A hire through success-based recruiting now and then: 7% of the first year's salary, VAT included.
    if (company.jobPostingBizs && ctx.rng.chance(0.3)) {
      const at = businessMoment(ctx, year, month);
      const salary = ctx.rng.int(36, 72) * 1_000_000;
      const amount = Math.round((salary * 0.07 * 1.1) / 10_000) * 10_000;
      if (at) add(ctx, b, 'success_fee', at, { amount, name: '성과형 채용 수수료 (채용 확정 1명)', method: 'transfer' });
    }
    // Salary-analysis companies buy a pack every few months, last month the largest: the salary analyses' seed
    // spends these tickets on the company's history of completed requests, and with small packs only on some
    // days of the month its balance could not carry the five the demo shows (a seed on 2026-12-01 had 9 tickets
    // and three). The pick is drawn as before, so the random stream after it is the same.
    if (company.isSalaryApply && back % 4 === 1) {
      const at = businessMoment(ctx, year, month);
      if (at) {
        const pack = ctx.rng.pick(['salary_ticket_1', 'salary_ticket_5', 'salary_ticket_5', 'salary_ticket_10'] as const);
        add(ctx, b, back === 1 ? 'salary_ticket_10' : pack, at);
      }
    }
  }
  return b;
}

type SeedPlanChange = {
  companyId: number;
  from: PrivilegeMasterCode;
  to: PrivilegeMasterCode;
  status: PlanChangeStatus;
  monthsAgo: number;
  message: string | null;
};

/** 누리클라우드 upgraded last year (done, so its admin can ask again); 한결물산 is in consulting; 하늘정밀 withdrew one. */
const PLAN_CHANGES: readonly SeedPlanChange[] = [
  {
    companyId: 1,
    from: 'standard',
    to: 'premium',
    status: 'completed',
    monthsAgo: 13,
    message: '기업 페이지 브랜딩과 리뷰 답변 기능을 쓰고 싶습니다.',
  },
  {
    companyId: 7,
    from: 'premium',
    to: 'vip',
    status: 'in_consulting',
    monthsAgo: 0,
    message: '하반기 대규모 공채 전에 VIP 상품 견적을 받고 싶습니다.',
  },
  { companyId: 5, from: 'premium_recruit', to: 'standard', status: 'cancelled', monthsAgo: 4, message: null },
];

export const paymentsStep: SeedStep = {
  name: '결제',
  async run(ctx: SeedContext) {
    const db = ctx.database.db;
    const builders = DEMO_COMPANIES.map((company) => build(ctx, company));
    ctx.progress.start(
      this.name,
      builders.reduce((sum, b) => sum + b.rows.length, 0),
    );
    for (const b of builders) {
      if (b.rows.length === 0) continue;
      // One duplicate purchase, cancelled the same day (the provider refunded it).
      const tickets = b.rows.filter((r) => r.tickets > 0);
      const duplicate = b.company.id === 6 ? tickets[tickets.length - 1] : undefined;
      if (duplicate?.payment.paidAt)
        add(ctx, b, duplicate.payment.productCode, new Date(duplicate.payment.paidAt.getTime() + 95_000), { cancelledAfterMs: 3 * 3_600_000 });

      const inserted = await db
        .insert(payments)
        .values(b.rows.map((r) => r.payment))
        .returning({ id: payments.id, orderId: payments.orderId });
      const ids = new Map(inserted.map((row) => [row.orderId, row.id]));
      const ledger: (typeof salaryTicketLedger.$inferInsert)[] = [];
      for (const { payment, tickets: count } of b.rows) {
        const paymentId = ids.get(payment.orderId) ?? null;
        if (count === 0 || !paymentId) continue;
        ledger.push({
          companyId: b.company.id,
          delta: count,
          reason: 'purchase',
          paymentId,
          createdBy: payment.requestedBy ?? null,
          createdAt: payment.paidAt ?? ctx.now,
        });
        if (payment.cancelledAt) {
          ledger.push({
            companyId: b.company.id,
            delta: -count,
            reason: 'purchase_cancelled',
            paymentId,
            createdBy: null,
            createdAt: payment.cancelledAt,
          });
        }
      }
      if (b.company.isSalaryApply) {
        // The welcome grant when the company applied for salary analysis.
        const first = b.rows[0]?.payment.paidAt ?? ctx.now;
        ledger.push({
          companyId: b.company.id,
          delta: 2,
          reason: 'grant',
          paymentId: null,
          createdBy: null,
          createdAt: new Date(first.getTime() - DAY_MS),
        });
      }
      if (ledger.length > 0) await db.insert(salaryTicketLedger).values(ledger);
      ctx.progress.advance(b.rows.length);
    }
    await db.insert(planChangeRequests).values(
      PLAN_CHANGES.map((change) => {
        const admin = ctx.operators.find((op) => op.companyId === change.companyId);
        const createdAt = new Date(ctx.now.getTime() - (change.monthsAgo * 30 + ctx.rng.int(1, 9)) * DAY_MS);
        return {
          companyId: change.companyId,
          requestedBy: admin?.userId ?? null,
          fromCode: change.from,
          toCode: change.to,
          message: change.message,
          status: change.status,
          createdAt,
          handledAt: change.status === 'completed' || change.status === 'cancelled' ? new Date(createdAt.getTime() + 6 * DAY_MS) : null,
        };
      }),
    );
    ctx.progress.finish();
  },
};
