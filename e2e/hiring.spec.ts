import { expect, test, type Page } from './fixtures.js';
import { SEEKER_PHONE_PATH, resetTalentPool, signIn, snap } from './helpers.js';

// The manager of the demo company: a different operator from the talent-search journey's admin, so each
// journey meets the privacy agreement on its own.
const RECRUITER = 'manager@demo.test';
// A name of this run's own: a retry (or a repeat) on the same server makes another project, not a second of the same name.
const PROJECT = `2026 겨울 백엔드 개발자 채용 ${Date.now() % 100_000}`;
const MESSAGE = '안녕하세요. 이력서를 인상 깊게 보았습니다. 백엔드 개발자 포지션으로 모시고 싶어 제안드립니다.';

// The manager agrees to the talent pool's privacy terms here: undone afterwards, so that any journey after meets them fresh.
test.afterEach(async ({ page }) => {
  await resetTalentPool(page);
});

async function enterTalentPool(page: Page) {
  const agreement = page.getByRole('dialog', { name: '개인정보 처리 동의' });
  await agreement.getByRole('checkbox', { name: '위 내용을 확인했으며 동의합니다' }).check();
  await agreement.getByRole('button', { name: '동의하고 시작하기' }).click();
  const notice = page.getByRole('dialog', { name: '무료 이용 안내' });
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(notice).toHaveCount(0);
}

test('search → a new project → a proposal from the profile → the seeker accepts on the demo phone → bell, replied list and contact', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, RECRUITER, '/partners/job_seekers/search/index/1');
  // A retry finds the first attempt's agreement: the page asks again once it is undone.
  await resetTalentPool(page);
  await page.reload();
  await enterTalentPool(page);

  // Add the first result to a new project.
  const results = page.getByRole('list', { name: '검색 결과' });
  const first = results.getByRole('listitem').first();
  await first.getByRole('checkbox').check();
  await page.getByRole('button', { name: '프로젝트에 담기' }).click();
  const add = page.getByRole('dialog', { name: '프로젝트에 담기' });
  await add.getByRole('button', { name: '새 프로젝트 만들기' }).click();
  await add.getByRole('textbox', { name: '프로젝트 이름' }).fill(PROJECT);
  await add.getByRole('button', { name: '만들기' }).click();
  await expect(add.getByRole('checkbox', { name: PROJECT })).toBeChecked();
  await snap(page, 'hiring-add-to-project');
  await add.getByRole('button', { name: '담기' }).click();
  await expect(add.getByText('프로젝트에 담았습니다')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toHaveCount(0);

  // Propose from the profile.
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/partners\/job_seekers\/profile\//);
  const maskedName = (await page.getByRole('heading', { level: 1, name: /○○/ }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: '포지션 제안하기' }).click();
  const request = page.getByRole('dialog', { name: '포지션 제안' });
  await expect(request).toContainText('알림톡');
  await request.getByRole('combobox', { name: /채용 프로젝트/ }).selectOption({ label: PROJECT });
  // An empty message is refused before anything is sent.
  const messageBox = request.getByRole('textbox', { name: /제안 메시지/ });
  await request.getByRole('button', { name: '제안 보내기' }).click();
  await expect(messageBox).toHaveAttribute('aria-invalid', 'true');
  await messageBox.fill(MESSAGE);
  await snap(page, 'hiring-message-request');
  await request.getByRole('button', { name: '제안 보내기' }).click();
  const sent = page.getByRole('dialog', { name: '포지션 제안을 보냈습니다' });
  await expect(sent).toBeVisible();
  await snap(page, 'hiring-position-completed');

  // The company's demo inbox: what was delivered, but no link that works (answering is the seeker's act).
  await page.goto('/partners/demo/candidate_inbox');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  const inbox = page.getByRole('list', { name: '도착한 메시지' });
  const delivered = inbox.getByRole('listitem').filter({ hasText: '포지션 제안을 보냈습니다' }).first();
  await expect(delivered).toBeVisible({ timeout: 20_000 });
  await expect(delivered.getByText('응답 링크는 구직자에게만 전달됩니다')).toBeVisible();
  await expect(delivered.getByRole('link')).toHaveCount(0);
  await snap(page, 'hiring-candidate-inbox');

  // The seeker's phone, played by whoever runs the demo: the address the server printed, in a window that is
  // not signed in to the console (decision 0028).
  const phoneContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const seeker = await phoneContext.newPage();
  await seeker.goto(SEEKER_PHONE_PATH);
  const phone = seeker.getByRole('list', { name: '도착한 메시지' });
  const message = phone.getByRole('listitem').filter({ hasText: '포지션 제안을 보냈습니다' }).first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  await snap(seeker, 'hiring-seeker-phone');
  const href = await message.getByRole('link', { name: '응답 페이지 열기' }).getAttribute('href');
  expect(href).toMatch(/\/proposals\/respond\//);
  const respondPath = new URL(href ?? '', seeker.url()).pathname;

  // The same link in the recruiter's signed-in browser is refused: the company cannot answer for the seeker.
  const recruiterTab = await page.context().newPage();
  await recruiterTab.goto(respondPath);
  await expect(recruiterTab.getByRole('heading', { name: '구직자 본인만 응답할 수 있습니다' })).toBeVisible();
  await expect(recruiterTab.getByRole('button', { name: '수락하기' })).toHaveCount(0);
  await recruiterTab.close();

  // The response page, as the seeker sees it on a phone: no console, the proposal, accept.
  await seeker.goto(respondPath);
  await expect(seeker.getByText(MESSAGE)).toBeVisible();
  await expect(seeker.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await snap(seeker, 'hiring-proposal-response');
  await seeker.getByRole('button', { name: '수락하기' }).click();
  await expect(seeker.getByRole('heading', { name: '제안을 수락했습니다' })).toBeVisible();
  await phoneContext.close();
  await page.bringToFront();

  // The recruiter: the bell, the candidate under replied, the contact details.
  await page.goto('/partners/job_seekers/project');
  await page.getByRole('button', { name: /^알림/ }).click();
  await expect(page.getByText(new RegExp(`${PROJECT}.*수락`)).first()).toBeVisible();
  await snap(page, 'hiring-bell-accepted');
  await page.keyboard.press('Escape');

  const projects = page.getByRole('list', { name: '진행 중인 프로젝트' });
  await projects.getByRole('link', { name: PROJECT }).first().click();
  await page
    .getByRole('navigation', { name: '후보자 상태' })
    .getByRole('link', { name: /응답함/ })
    .click();
  await expect(page).toHaveURL(/\/candidates\/replied\/1/);
  const candidates = page.getByRole('list', { name: '후보자 목록' });
  const row = candidates.getByRole('listitem').filter({ hasText: maskedName }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '연락처 보기' }).click();
  const contact = page.getByTestId('candidate-contact');
  await expect(contact).toContainText(/01\d-?\d{3,4}-?\d{4}/);
  await expect(contact).toContainText('@');
  await snap(page, 'hiring-contact');
});
