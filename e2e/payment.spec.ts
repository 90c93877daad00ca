import { expect, test } from './fixtures.js';
import { openAccountMenu, menuEntry, passStepUp, signIn, snap } from './helpers.js';

// 누리클라우드 (premium, salary analysis) in test mode: its top operator buys a pack and prints the receipt.
const ADMIN = 'admin@demo.test';

test('the top operator buys a salary-analysis ticket pack in test mode, sees the balance rise and the payment, and opens its receipt', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/partners/notifications');
  await openAccountMenu(page);
  await menuEntry(page, '결제 관리').click();
  await expect(page).toHaveURL(/\/partners\/payment_managements$/);
  await expect(page.getByRole('heading', { name: '결제 관리', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-label')).toHaveText('성과형 채용 + 브랜딩');
  await expect(page.getByText('이 환경의 결제는 모두 테스트 결제입니다. 실제로 청구되지 않습니다.')).toBeVisible();
  const balance = page.getByTestId('ticket-balance');
  await expect(balance).toHaveText(/^\d+회$/);
  const before = Number((await balance.textContent())?.replace(/\D/g, ''));
  await expect(page.getByRole('table', { name: '결제 내역' }).getByRole('row')).not.toHaveCount(0);
  await snap(page, 'payment-page');

  // Buying moves money: the first try goes to the one-time code and back (decision 0027), then the purchase.
  await page.getByRole('button', { name: '이용권 구매' }).click();
  await page.getByRole('dialog', { name: '연봉 분석 이용권 구매' }).getByRole('radio', { name: '5회 이용권' }).click();
  await page.getByRole('dialog', { name: '연봉 분석 이용권 구매' }).getByRole('button', { name: '440,000원 결제하기' }).click();
  await passStepUp(page, ADMIN);
  await page.getByRole('button', { name: '이용권 구매' }).click();
  const modal = page.getByRole('dialog', { name: '연봉 분석 이용권 구매' });
  await expect(modal.getByText('테스트 결제입니다. 실제 카드로 청구되지 않으며, 결제 즉시 이용권이 추가됩니다.')).toBeVisible();
  await modal.getByRole('radio', { name: '5회 이용권' }).click();
  await snap(page, 'payment-buy-modal');
  await modal.getByRole('button', { name: '440,000원 결제하기' }).click();
  // The test provider's signed webhook settles the order through the job worker.
  await expect(modal.getByText('결제가 완료되었습니다')).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByText('연봉 분석 이용권 5회가 추가되었습니다.')).toBeVisible();
  await modal.getByRole('button', { name: '닫기', exact: true }).click();

  await expect(balance).toHaveText(`${before + 5}회`);
  const newest = page.getByRole('table', { name: '결제 내역' }).getByRole('row').nth(1);
  await expect(newest).toContainText('연봉 분석 이용권 5회 묶음');
  await expect(newest).toContainText('440,000원');
  await expect(newest).toContainText('결제 완료');
  await expect(newest).toContainText('김서연');
  await snap(page, 'payment-after-purchase');

  // The receipt opens in a new tab, without the console's menus, and prints on A4.
  const [receipt] = await Promise.all([context.waitForEvent('page'), newest.getByRole('link', { name: /영수증/ }).click()]);
  await expect(receipt).toHaveURL(/\/partners\/payment_managements\/receipts\/\d+$/);
  const sheet = receipt.getByRole('article', { name: '영수증' });
  await expect(sheet).toContainText('연봉 분석 이용권 5회 묶음');
  await expect(sheet.getByTestId('receipt-total')).toHaveText('440,000원');
  await expect(sheet).toContainText('400,000원');
  await expect(sheet).toContainText('40,000원');
  await expect(sheet).toContainText('누리클라우드');
  await expect(sheet).toContainText('테스트 결제');
  await expect(receipt.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await expect(receipt.getByRole('button', { name: '인쇄' })).toBeVisible();
  await snap(receipt, 'payment-receipt');
  await receipt.emulateMedia({ media: 'print' });
  await expect(receipt.getByRole('button', { name: '인쇄' })).toBeHidden();
  await snap(receipt, 'payment-receipt-print');
});
