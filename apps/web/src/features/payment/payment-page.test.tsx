import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlanChangeRequest } from '@partners/contract';
import { loadMessageSection } from '../../i18n';
import { errorModalStore } from '../../lib/api';
import { answer } from '../../test/contract-handlers';
import { server } from '../../test/msw-server';
import { makeSummary, servePayment } from '../../test/payment-test-server';
import { renderRoutes } from '../../test/render';
import { PaymentPage } from './payment-page';
import { ReceiptPage } from './receipt-page';

beforeAll(() => loadMessageSection('payment'));
afterEach(() => errorModalStore.close());

const PATH = '/partners/payment_managements';

function renderPayment(path = PATH) {
  const view = renderRoutes(
    [
      { path: PATH, Component: PaymentPage },
      { path: `${PATH}/receipts/:id`, Component: ReceiptPage },
      { path: '/partners/renewal_brandservice', element: <h1>브랜드 서비스</h1> },
      { path: '/partners/access_error', element: <h1>접근 오류</h1> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const checkoutCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.url.endsWith('/payment/checkout'))
    .map((c) => c.body as { product_code: string; idempotency_key: string });

describe('payment management (spec §2 /payment_managements)', { timeout: 30_000 }, () => {
  it('shows the plan with its §4 label, the usage items with 이용 중/미이용 and the rate, the tickets and the test mode', async () => {
    servePayment();
    renderPayment();
    expect(await screen.findByTestId('plan-label')).toHaveTextContent('성과형 채용 + 브랜딩');
    const plan = screen.getByRole('region', { name: '이용 중인 상품' });
    expect(within(plan).getByText('프리미엄')).toBeInTheDocument();
    expect(within(plan).getByText('1,100,000원')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: '서비스 이용 현황' });
    expect(within(usage).getByTestId('usage-rate')).toHaveTextContent('66%');
    expect(within(within(usage).getByRole('row', { name: /기업 프로필/ })).getByText('이용 중')).toBeInTheDocument();
    expect(within(within(usage).getByRole('row', { name: /커버 사진/ })).getByText('미이용')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-balance')).toHaveTextContent('3회');
    expect(screen.getByText('이 환경의 결제는 모두 테스트 결제입니다. 실제로 청구되지 않습니다.')).toBeInTheDocument();
  });

  it('lists the payments newest first with a receipt link, and keeps the page in the URL', async () => {
    servePayment();
    const { user, router } = renderPayment();
    const table = await screen.findByRole('table', { name: '결제 내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0] as HTMLElement).getByText('PC-0000000000000012')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('정기 결제')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /영수증/ })).toHaveAttribute('href', `${PATH}/receipts/12`);
    expect(screen.getByText('총 12건')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: '결제 내역 페이지' })).getByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '결제 내역' })).getAllByRole('row')).toHaveLength(3));
  });

  it('says so when there is no payment, and offers a retry when the history fails', async () => {
    servePayment({ payments: [] });
    renderPayment();
    expect(await screen.findByText('결제 내역이 없습니다')).toBeInTheDocument();

    server.use(answer('payment.history', () => HttpResponse.error()));
    renderPayment(`${PATH}?page=3`);
    expect(await screen.findByText('결제 내역을 불러오지 못했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('lets a manager read everything but buy or request nothing', async () => {
    servePayment({ summary: makeSummary({ can_manage: false }) });
    renderPayment();
    expect(await screen.findByText(/결제와 상품 변경 요청은 최고 운영자만 할 수 있습니다/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이용권 구매' })).toBeNull();
    expect(screen.queryByRole('button', { name: '상품 변경 요청' })).toBeNull();
  });
});

describe('buying salary-analysis tickets', { timeout: 30_000 }, () => {
  it('says it is a test payment, pays once for a double click, follows the payment until paid and shows the new balance', async () => {
    const { state, calls } = servePayment({ settleAfterPolls: 1 });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '이용권 구매' }));
    const modal = await screen.findByRole('dialog', { name: '연봉 분석 이용권 구매' });
    expect(within(modal).getByText('테스트 결제입니다. 실제 카드로 청구되지 않으며, 결제 즉시 이용권이 추가됩니다.')).toBeInTheDocument();
    await user.click(await within(modal).findByRole('radio', { name: '10회 이용권' }));
    expect(within(modal).getByText('1회당 77,000원')).toBeInTheDocument();
    const pay = within(modal).getByRole('button', { name: '770,000원 결제하기' });
    await user.dblClick(pay);

    expect(await within(modal).findByText('결제가 완료되었습니다', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(modal).getByText('연봉 분석 이용권 10회가 추가되었습니다.')).toBeInTheDocument();
    const sent = checkoutCalls(calls);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((b) => b.idempotency_key)).size).toBe(1);
    expect(sent[0]?.product_code).toBe('salary_ticket_10');
    expect(state.payments).toHaveLength(13);
    expect(within(modal).getByRole('link', { name: '영수증 보기' })).toHaveAttribute('href', `${PATH}/receipts/13`);

    await user.click(within(modal).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByTestId('ticket-balance')).toHaveTextContent('13회'));
    const first = within(screen.getByRole('table', { name: '결제 내역' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('연봉 분석 이용권 10회 묶음')).toBeInTheDocument();
  });

  it('shows the wait while the provider has not settled the payment yet', async () => {
    servePayment({ settleAfterPolls: 100 });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '이용권 구매' }));
    const modal = await screen.findByRole('dialog', { name: '연봉 분석 이용권 구매' });
    await user.click(await within(modal).findByRole('button', { name: '440,000원 결제하기' }));
    expect(await within(modal).findByText('결제를 확인하고 있습니다')).toBeInTheDocument();
  });
});

describe('requesting a plan change', { timeout: 30_000 }, () => {
  it('records an upgrade and points to the brand-service consulting form', async () => {
    const { calls } = servePayment();
    const { user, router } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '상품 변경 요청' }));
    const modal = await screen.findByRole('dialog', { name: '상품 변경 요청' });
    expect(within(modal).getByRole('radio', { name: '프리미엄' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: '변경 요청' })).toBeDisabled();
    await user.click(within(modal).getByRole('radio', { name: 'VIP' }));
    expect(within(modal).getByText(/상위 상품으로 변경하려면 브랜드 서비스 상담이 필요합니다/)).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: '요청 내용 (선택)' }), '연간 계약 문의');
    await user.click(within(modal).getByRole('button', { name: '변경 요청' }));

    expect(await within(modal).findByText('상품 변경 요청이 접수되었습니다')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/plan_change_requests') && c.method === 'POST')?.body).toEqual({
      to_code: 'vip',
      message: '연간 계약 문의',
    });
    await user.click(within(modal).getByRole('link', { name: '상담 신청하러 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partners/renewal_brandservice'));
    expect(router.state.location.search).toContain('apply_on=brand_service');
  });

  it('records a downgrade with the promise of a call back, and the request shows on the plan card', async () => {
    servePayment();
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '상품 변경 요청' }));
    const modal = await screen.findByRole('dialog', { name: '상품 변경 요청' });
    await user.click(within(modal).getByRole('radio', { name: '스탠다드' }));
    await user.click(within(modal).getByRole('button', { name: '변경 요청' }));
    expect(await within(modal).findByText('영업일 기준 3일 이내에 담당자가 연락드릴 예정입니다.')).toBeInTheDocument();
    expect(within(modal).queryByRole('link', { name: '상담 신청하러 가기' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: '닫기' }));
    const plan = screen.getByRole('region', { name: '이용 중인 상품' });
    expect(await within(plan).findByText('접수')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: '상품 변경 요청' })).toBeDisabled();
  });

  it('shows the plan rules’ refusal in the modal', async () => {
    servePayment({ planChanges: [] });
    server.use(
      answer('planChange.create', () =>
        HttpResponse.json(
          { code: 'plan_change.already_requested', message: '처리 중인 상품 변경 요청이 있습니다. 담당자가 연락드린 뒤에 다시 요청해 주세요' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '상품 변경 요청' }));
    const modal = await screen.findByRole('dialog', { name: '상품 변경 요청' });
    await user.click(within(modal).getByRole('radio', { name: 'VIP' }));
    await user.click(within(modal).getByRole('button', { name: '변경 요청' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('처리 중인 상품 변경 요청이 있습니다');
  });

  it('leaves a missing step-up to the shared error handling (no message of its own)', async () => {
    const { calls } = servePayment({ steppedUp: false });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: '상품 변경 요청' }));
    const modal = await screen.findByRole('dialog', { name: '상품 변경 요청' });
    await user.click(within(modal).getByRole('radio', { name: 'VIP' }));
    await user.click(within(modal).getByRole('button', { name: '변경 요청' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/plan_change_requests'))).toBe(true));
    expect(screen.queryByText(/본인 확인이 필요합니다/)).toBeNull();
  });

  it('lists the earlier requests on demand', async () => {
    const upgraded: PlanChangeRequest = {
      id: 1,
      from_code: 'standard',
      to_code: 'premium',
      upgrade: true,
      message: null,
      status: 'completed',
      requested_by_name: '김서연',
      created_at: '2025-10-01T01:00:00.000Z',
      handled_at: '2025-10-07T01:00:00.000Z',
    };
    servePayment({ summary: makeSummary({ plan_change: upgraded }), planChanges: [upgraded] });
    const { user } = renderPayment();
    const plan = await screen.findByRole('region', { name: '이용 중인 상품' });
    expect(within(plan).getByText('스탠다드 → 프리미엄 · 2025.10.01')).toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: '변경 요청 내역 보기' }));
    expect(await within(plan).findByRole('list', { name: '상품 변경 요청 내역' })).toBeInTheDocument();
  });
});
