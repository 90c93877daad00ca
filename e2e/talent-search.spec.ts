import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.js';
import { resetTalentPool, signIn, snap } from './helpers.js';

const SEARCH_INDEX = '/partners/job_seekers/search/index/1';

/** The filter bar: one chip per filter, named by its applied value once set. */
const filterBar = (page: Page) => page.getByRole('group', { name: '검색 조건' });

/** Opens a filter's modal from its chip, lets `edit` change it, then applies it. */
async function applyFilter(page: Page, name: string, edit: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await filterBar(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  // Edit once the modal has opened and placed its own focus, so a slow machine cannot move focus after ours.
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await edit(dialog);
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toHaveCount(0);
}

async function focusSlider(slider: ReturnType<Page['getByRole']>) {
  await slider.focus();
  await expect(slider).toBeFocused();
}

async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

/** What a recruiter checks to know the search is the same: the chips, the sort and the URL. */
async function expectSearchIntact(page: Page, pageNumber: number) {
  await expect(page).toHaveURL(new RegExp(`/partners/job_seekers/search/index/${pageNumber}\\?`));
  const params = new URL(page.url()).searchParams;
  expect(params.get('query')).toBe('개발,운영');
  expect(params.get('yoe')).toBe('3;7');
  expect(params.get('edu')).toBe('bachelor');
  expect(params.get('hsalary')).toBe('3000;10000');
  expect(params.get('order_by')).toBe('updated_at');
  const bar = filterBar(page);
  await expect(bar.getByRole('button', { name: '키워드: 개발 외 1개' })).toBeVisible();
  await expect(bar.getByRole('button', { name: '경력: 경력 3~7년' })).toBeVisible();
  await expect(bar.getByRole('button', { name: '학력: 학사' })).toBeVisible();
  await expect(bar.getByRole('button', { name: '희망연봉: 희망연봉 3,000만원~1억 이상' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('이력서 업데이트순');
}

// The journey agrees and saves a search as the demo admin: it starts from, and leaves, an admin who has neither
// (the applicants journey's fit candidates meet the agreement step of the same admin).
test.afterEach(async ({ page }) => {
  await resetTalentPool(page);
});

test('a recruiter agrees, searches, opens a profile, comes back to the same search, saves it and applies it again', async ({ page }) => {
  test.setTimeout(120_000);
  // Spec §7 log_event: what the journey's screens record, in order.
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/hr/job_seekers/log_event') {
      events.push((request.postDataJSON() as { event: string }).event);
    }
  });
  await signIn(page, 'admin@demo.test', SEARCH_INDEX);
  // A retry finds the first attempt's agreement: the page asks again once it is undone.
  await resetTalentPool(page);
  await page.reload();

  // Spec §5: nothing of the talent pool before the privacy agreement.
  const agreement = page.getByRole('dialog', { name: '개인정보 처리 동의' });
  await expect(agreement).toBeVisible();
  await expect(agreement.getByText(/이용 목적/)).toBeVisible();
  await expect(page.getByRole('list', { name: '검색 결과' })).toHaveCount(0);
  const accept = agreement.getByRole('button', { name: '동의하고 시작하기' });
  await expect(accept).toBeDisabled();
  await snap(page, 'talent-privacy-agreement');
  await agreement.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다' }).check();
  await accept.click();

  // Spec §1: the free-use notice, then closed.
  const notice = page.getByRole('dialog', { name: '무료 이용 안내' });
  await expect(notice).toContainText('알림톡');
  await snap(page, 'talent-information-notice');
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(notice).toHaveCount(0);
  // The search as it opens: the beta banner the server sends above the filters.
  await expect(page.getByRole('img', { name: /인재풀 베타/ })).toBeVisible();
  await snap(page, 'talent-search');

  // Two keywords and three filters.
  await applyFilter(page, '키워드', async (dialog) => {
    const input = dialog.getByLabel('포함할 키워드');
    await input.fill('개발');
    await input.press('Enter');
    await input.fill('운영');
    await input.press('Enter');
  });
  await applyFilter(page, '경력', async (dialog) => {
    await focusSlider(dialog.getByRole('slider', { name: '최소 경력' }));
    await pressTimes(page, 'ArrowRight', 3);
    await focusSlider(dialog.getByRole('slider', { name: '최대 경력' }));
    await pressTimes(page, 'ArrowLeft', 4);
  });
  await applyFilter(page, '학력', async (dialog) => {
    await dialog.getByRole('checkbox', { name: '학사', exact: true }).check();
  });
  await applyFilter(page, '희망연봉', async (dialog) => {
    await focusSlider(dialog.getByRole('slider', { name: '최소 희망연봉' }));
    await pressTimes(page, 'ArrowRight', 17);
  });

  // A different sort, then page 2.
  await page.getByRole('combobox', { name: '정렬' }).click();
  await page.getByRole('option', { name: '이력서 업데이트순' }).click();
  await expect(page).toHaveURL(/order_by=updated_at/);
  // The page has rendered the new sort (the URL changes first): page 2 then keeps it.
  await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('이력서 업데이트순');
  const total = page.getByText(/^검색 결과 \d+명$/);
  await expect(total).toBeVisible();
  const totalText = await total.textContent();
  await page.getByRole('navigation', { name: '검색 결과 페이지' }).getByRole('button', { name: '2', exact: true }).click();
  await expectSearchIntact(page, 2);
  await snap(page, 'talent-search-page-2');

  // A profile, then back to the same search.
  const results = page.getByRole('list', { name: '검색 결과' });
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/partners\/job_seekers\/profile\//);
  await expect(page.getByRole('heading', { level: 1, name: /○○/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '경력' })).toBeVisible();
  await expect(page.getByRole('button', { name: '포지션 제안하기' })).toBeVisible();
  await snap(page, 'talent-profile');
  await page.getByRole('link', { name: '목록으로' }).click();
  await expectSearchIntact(page, 2);
  await expect(page.getByRole('navigation', { name: '검색 결과 페이지' }).getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Save the search, start over, then apply the saved one.
  await page.getByRole('button', { name: '검색 조건 저장' }).click();
  const save = page.getByRole('dialog', { name: '검색 조건 저장' });
  await expect(save.getByText('경력 3~7년')).toBeVisible();
  await save.getByRole('textbox', { name: '검색 조건 이름' }).fill('운영 경험 개발자 3~7년');
  await snap(page, 'talent-save-search');
  await save.getByRole('button', { name: '저장' }).click();
  await expect(save).toHaveCount(0);
  // The first saved search switches the display on: it shows as a quick chip.
  await expect(page.getByRole('switch', { name: '저장한 검색 조건 표시' })).toBeChecked();
  await expect(page.getByRole('group', { name: '저장한 검색 조건 바로 적용' }).getByRole('button', { name: '운영 경험 개발자 3~7년' })).toBeVisible();

  await filterBar(page).getByRole('button', { name: '전체 초기화' }).click();
  await expect(page).toHaveURL(/\/search\/index\/1\?order_by=updated_at$/);

  await page.getByRole('button', { name: '저장한 검색 조건 (1)' }).click();
  const saved = page.getByRole('dialog', { name: '저장한 검색 조건' });
  const row = saved.getByRole('listitem', { name: '운영 경험 개발자 3~7년' });
  await expect(row).toBeVisible();
  await snap(page, 'talent-saved-search-list');
  await row.getByRole('button', { name: '적용' }).click();
  await expect(saved).toHaveCount(0);
  await expectSearchIntact(page, 1);
  await expect(page.getByText(/^검색 결과 \d+명$/)).toHaveText(totalText ?? '');
  await snap(page, 'talent-saved-search-applied');
  await expect
    .poll(() => [...new Set(events)])
    .toEqual(['search', 'change_sort', 'change_page', 'open_profile', 'save_search', 'clear_filters', 'apply_saved_search']);

  // Spec §3 business-consulting modal: the brochure PDF, then the inquiry form sent for the talent pool.
  await page.getByRole('button', { name: '비즈니스 상담' }).click();
  const consulting = page.getByRole('dialog', { name: '비즈니스 상담' });
  const brochure = consulting.getByRole('link', { name: '인재풀 서비스 소개서 (PDF)' });
  await expect(brochure).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await brochure.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`)).toEqual([]);
  await consulting.getByRole('textbox', { name: /이름/ }).fill('김채용');
  await consulting.getByRole('textbox', { name: /연락처/ }).fill('010-2345-6789');
  await consulting.getByRole('textbox', { name: /이메일/ }).fill('hr.kim@nuricloud.co.kr');
  await consulting.getByRole('checkbox', { name: /개인정보 수집/ }).check();
  await snap(page, 'talent-business-consulting');
  const applied = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v5/partners/consulting');
  await consulting.getByRole('button', { name: '상담 신청하기' }).click();
  expect((await applied).postDataJSON()).toMatchObject({ apply_on: 'talent_pool', customer_name: '김채용', tos_privacy: true });
  await expect(consulting.getByRole('status')).toContainText('영업일 기준 3일 이내에 담당자가 연락드릴 예정입니다');
  await consulting.getByRole('button', { name: '확인' }).click();
  await expect(consulting).toHaveCount(0);
});
