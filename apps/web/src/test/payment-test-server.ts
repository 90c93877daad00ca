/**
 * An in-memory payment server for the web tests: MSW handlers built from the contract's `payment.*` and
 * `planChange.*` entries (`paymentHandlers(state)`), with the server's rules: one order per idempotency
 * key, a checkout pending until it settles (after `settleAfterPolls` looks at it), a plan change that
 * needs a step-up and one open request per company.
 */
import {
  PAYMENT_PAGE_SIZE,
  PAYMENT_PRODUCTS,
  SALARY_TICKET_PRODUCT_CODES,
  isPlanUpgrade,
  splitVat,
  type Payment,
  type PaymentSummary,
  type PlanChangeRequest,
} from '@partners/contract';
import { answer, calls, contractError } from './contract-handlers';
import { server } from './msw-server';

const NOW = '2026-11-20T06:04:00.000Z';

export function makePayment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    id,
    order_id: `PC-${String(id).padStart(16, '0')}`,
    provider: 'test',
    test_mode: true,
    product_code: 'plan_premium',
    product_name: '브랜딩 프리미엄 월 이용료 (2026년 11월분)',
    quantity: 1,
    amount: 1_100_000,
    supply_amount: 1_000_000,
    vat: 100_000,
    tickets: 0,
    method: 'card',
    method_label: '신한카드 ****1234',
    status: 'paid',
    requested_by_name: null,
    created_at: NOW,
    paid_at: NOW,
    cancelled_at: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    plan: { code: 'premium', label: 'success_based_branding', job_posting_bizs: true, branding: true, monthly_fee: 1_100_000 },
    usage: {
      items: [
        {
          key_code: 'profile',
          title: '기업 정보 등록',
          grade_type: 'free',
          link: '/partners/business_managements/info',
          available: true,
          in_use: true,
        },
        {
          key_code: 'cover_photo',
          title: '커버 이미지 등록',
          grade_type: 'paid',
          link: '/partners/business_managements/cover_image',
          available: true,
          in_use: false,
        },
        {
          key_code: 'review_comments',
          title: '기업 리뷰 답변',
          grade_type: 'paid',
          link: '/partners/review_managements',
          available: true,
          in_use: true,
        },
      ],
      usage_rate: 66,
    },
    tickets: { balance: 3, salary_analysis: true },
    plan_change: null,
    can_manage: true,
    test_mode: true,
    ...overrides,
  };
}

export type PaymentState = {
  summary: PaymentSummary;
  payments: Payment[];
  buyer: { company_name: string; representative: string | null; address: string | null };
  /** Receipt polls of a pending payment before it is paid. */
  settleAfterPolls: number;
  polls: Map<number, number>;
  keys: Map<string, number>;
  planChanges: PlanChangeRequest[];
  /** The session verified a one-time password. */
  steppedUp: boolean;
};

export function paymentHandlers(state: PaymentState) {
  const find = (id: number) => state.payments.find((p) => p.id === id);
  return [
    answer('payment.summary', () => ({ code: 200, data: state.summary })),
    answer('payment.products', () => ({
      code: 200,
      data: {
        test_mode: state.summary.test_mode,
        products: SALARY_TICKET_PRODUCT_CODES.map((code) => {
          const { name, amount, tickets } = PAYMENT_PRODUCTS[code];
          const price = amount ?? 0;
          const { supply, vat } = splitVat(price);
          return { code, name, amount: price, supply_amount: supply, vat, tickets, unit_price: price / tickets };
        }),
      },
    })),
    answer('payment.history', ({ query }) => {
      const sorted = [...state.payments].sort((a, b) => b.id - a.id);
      const total = sorted.length;
      return {
        code: 200,
        data: {
          payments: sorted.slice((query.page - 1) * PAYMENT_PAGE_SIZE, query.page * PAYMENT_PAGE_SIZE),
          page_info: { page: query.page, per: PAYMENT_PAGE_SIZE, total, total_pages: Math.max(1, Math.ceil(total / PAYMENT_PAGE_SIZE)) },
        },
      };
    }),
    answer('payment.receipt', ({ params }) => {
      const payment = find(params.id);
      if (!payment) return contractError('not_found');
      if (payment.status === 'pending') {
        const polls = (state.polls.get(payment.id) ?? 0) + 1;
        state.polls.set(payment.id, polls);
        if (polls > state.settleAfterPolls) {
          payment.status = 'paid';
          payment.paid_at = NOW;
          state.summary.tickets.balance += payment.tickets;
        }
      }
      return { code: 200, data: { payment, buyer: state.buyer } };
    }),
    answer('payment.checkout', ({ body }) => {
      if (!state.summary.can_manage) return contractError('admin_only');
      const existing = state.keys.get(body.idempotency_key);
      let payment = existing === undefined ? undefined : find(existing);
      if (!payment) {
        const product = PAYMENT_PRODUCTS[body.product_code];
        const amount = product.amount ?? 0;
        const { supply, vat } = splitVat(amount);
        payment = makePayment(Math.max(0, ...state.payments.map((p) => p.id)) + 1, {
          product_code: product.code,
          product_name: product.name,
          amount,
          supply_amount: supply,
          vat,
          tickets: product.tickets,
          status: 'pending',
          paid_at: null,
          method_label: null,
          requested_by_name: '김서연',
        });
        state.payments.push(payment);
        state.keys.set(body.idempotency_key, payment.id);
      }
      return { code: 200, data: { payment, redirect_url: null, test_mode: true } };
    }),
    answer('planChange.list', () => ({ code: 200, data: { requests: [...state.planChanges].reverse() } })),
    answer('planChange.create', ({ body }) => {
      if (!state.summary.can_manage) return contractError('admin_only');
      if (!state.steppedUp) return contractError('step_up_required');
      if (body.to_code === state.summary.plan.code) return contractError('plan_change.same_plan', undefined, { field: 'body.to_code' });
      if (state.planChanges.some((r) => r.status === 'requested' || r.status === 'in_consulting'))
        return contractError('plan_change.already_requested');
      const request: PlanChangeRequest = {
        id: state.planChanges.length + 1,
        from_code: state.summary.plan.code,
        to_code: body.to_code,
        upgrade: isPlanUpgrade(state.summary.plan.code, body.to_code),
        message: body.message,
        status: 'requested',
        requested_by_name: '김서연',
        created_at: NOW,
        handled_at: null,
      };
      state.planChanges.push(request);
      state.summary.plan_change = request;
      return {
        code: 200,
        data: {
          request,
          consulting_url: request.upgrade
            ? '/partners/renewal_brandservice?apply_on=brand_service&redirect_url=%2Fpartners%2Fpayment_managements'
            : null,
        },
      };
    }),
  ];
}

export function servePayment(seed: Partial<PaymentState> = {}) {
  const state: PaymentState = {
    summary: makeSummary(),
    payments: Array.from({ length: 12 }, (_, i) => makePayment(i + 1)),
    buyer: { company_name: '누리클라우드', representative: '김누리', address: '서울 강남구 테헤란로 123' },
    settleAfterPolls: 1,
    polls: new Map(),
    keys: new Map(),
    planChanges: [],
    steppedUp: true,
    ...seed,
  };
  server.use(...paymentHandlers(state));
  return { state, calls };
}
