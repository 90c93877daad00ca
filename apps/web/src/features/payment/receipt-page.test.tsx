import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessageSection } from '../../i18n';
import { makePayment, servePayment } from '../../test/payment-test-server';
import { renderRoutes } from '../../test/render';
import { ReceiptPage } from './receipt-page';

beforeAll(() => loadMessageSection('payment'));
afterEach(() => vi.restoreAllMocks());

function renderReceipt(id: number | string) {
  const view = renderRoutes(
    [
      { path: '/partners/payment_managements/receipts/:id', Component: ReceiptPage },
      { path: '/partners/payment_managements', element: <h1>결제 관리</h1> },
    ],
    { path: `/partners/payment_managements/receipts/${id}` },
  );
  return { ...view, user: userEvent.setup() };
}

const TICKETS = makePayment(7, {
  product_code: 'salary_ticket_5',
  product_name: '연봉 분석 이용권 5회 묶음',
  amount: 440_000,
  supply_amount: 400_000,
  vat: 40_000,
  tickets: 5,
  requested_by_name: '김서연',
});

describe('the receipt (a bare page, printable on A4)', { timeout: 30_000 }, () => {
  it('shows the order, the amounts with VAT, the buyer and the test stamp, and prints', async () => {
    servePayment({ payments: [TICKETS] });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderReceipt(7);
    const sheet = await screen.findByRole('article', { name: '영수증' });
    expect(within(sheet).getByText('PC-0000000000000007')).toBeInTheDocument();
    expect(within(sheet).getByText('테스트 결제 · 실제로 청구되지 않았습니다')).toBeInTheDocument();
    const item = within(sheet).getByRole('row', { name: /연봉 분석 이용권 5회 묶음/ });
    expect(within(item).getByText('400,000원')).toBeInTheDocument();
    expect(within(item).getByText('40,000원')).toBeInTheDocument();
    expect(within(sheet).getByTestId('receipt-total')).toHaveTextContent('440,000원');
    expect(within(sheet).getByText('누리클라우드')).toBeInTheDocument();
    expect(within(sheet).getByText('신한카드 ****1234')).toBeInTheDocument();
    expect(within(sheet).getByText('김서연')).toBeInTheDocument();
    expect(document.title).toContain('영수증');

    await user.click(screen.getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('does not offer to print a payment that is not paid', async () => {
    servePayment({ payments: [{ ...TICKETS, status: 'pending', paid_at: null }], settleAfterPolls: 100 });
    renderReceipt(7);
    expect(await screen.findByText('결제가 완료되지 않은 주문입니다. 결제가 완료되면 영수증을 인쇄할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '인쇄' })).toBeNull();
  });

  it('says a missing (or another company’s) receipt is not found, on the page itself', async () => {
    servePayment({ payments: [] });
    const { router } = renderReceipt(99);
    expect(await screen.findByText('영수증을 찾을 수 없습니다')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partners/payment_managements/receipts/99');
    renderReceipt('abc');
    expect((await screen.findAllByText('영수증을 찾을 수 없습니다')).length).toBeGreaterThan(0);
  });
});
