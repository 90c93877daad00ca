import { expect, test } from './fixtures.js';
import { signIn, snap } from './helpers.js';

const VISITORS = '/partners/visitor_statistics';

test('an admin sees the visits overview and the breakdown by a dimension', async ({ page }) => {
  await signIn(page, 'admin@demo.test', VISITORS);
  await expect(page.getByRole('heading', { level: 1, name: '방문자 현황' })).toBeVisible();
  const series = page.getByRole('table', { name: '기간별 방문 수' });
  await expect(series.getByRole('row')).toHaveCount(13);
  const total = Number((await page.getByTestId('visitor-total').textContent())?.replaceAll(',', ''));
  expect(total).toBeGreaterThan(0);

  // A category narrows the overview; its count is part of the total.
  // Mantine's chip keeps its radio visually hidden: the label is what one clicks.
  await page
    .locator('label')
    .filter({ hasText: /^채용공고/ })
    .click();
  await expect(page.getByRole('radio', { name: /^채용공고/ })).toBeChecked();
  await expect.poll(async () => Number((await page.getByTestId('visitor-total').textContent())?.replaceAll(',', ''))).toBeLessThan(total);

  // The breakdown by age and gender, then by region.
  const ages = page.getByRole('table', { name: '연령·성별별 방문' });
  await expect(ages.getByRole('row').nth(1)).toContainText(/\d0대 (남성|여성)/);
  await page.getByRole('tab', { name: '지역' }).click();
  const cities = page.getByRole('table', { name: '지역별 방문' });
  await expect(cities.getByRole('row').nth(1)).toContainText('%');
  await page.getByRole('tab', { name: '재직 기업' }).click();
  const rank = page.getByRole('table', { name: '방문 기업 순위' });
  await expect(rank.getByRole('columnheader')).toHaveText(['순위', '방문 기업', '기업 평점', '방문 비율']);
  await expect(rank.getByRole('row').nth(1)).toContainText('%');
  await snap(page, 'data-visitors-admin');
});

test('a basic-plan company sees the overview and sends a visitor-data inquiry', async ({ page }) => {
  await signIn(page, 'basic@demo.test', VISITORS);
  await expect(page.getByRole('table', { name: '기간별 방문 수' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: '분석 기준' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '2년' })).toBeDisabled();

  await expect(page.getByRole('heading', { name: '방문자 데이터 문의' })).toBeVisible();
  const submit = page.getByRole('button', { name: '문의하기' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: /이름/ }).fill('김담당');
  await page.getByRole('textbox', { name: /연락처/ }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: /이메일/ }).fill('kim@company');
  await page.getByRole('checkbox', { name: /개인정보 수집/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: /이메일/ }).fill('kim@company.co.kr');
  await expect(submit).toBeEnabled();
  await snap(page, 'data-visitors-basic');
  await submit.click();
  await expect(page.getByText('방문자 데이터 문의가 완료되었습니다')).toBeVisible();
  await expect(page.getByText('영업일 기준 3일 이내에 담당자가 연락드릴 예정입니다')).toBeVisible();
});

test('the score statistics show the company against its industry with the rating labels', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/partners/score_statistics');
  await expect(page.getByRole('heading', { level: 1, name: '점수 현황' })).toBeVisible();
  await expect(page.getByRole('table', { name: '월별 총점과 리뷰 수' }).getByRole('row')).toHaveCount(13);
  // Demo company 1 is rated GOOD (완벽) against an industry rated MID (no label).
  await expect(page.getByText('완벽')).toBeVisible();
  await snap(page, 'data-scores-admin');
});
