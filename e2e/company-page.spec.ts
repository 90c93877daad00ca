import { expect, test } from './fixtures.js';
import sharp from 'sharp';
import { signIn, snap } from './helpers.js';

// 누리클라우드's top operator (premium: the cover image is a branding item it may set).
const ADMIN = 'admin@demo.test';

/** A 1600×600 photo-like PNG: wider than the cover's 16:5, so the crop step has something to cut. */
async function coverPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b7a3b"/><stop offset="1" stop-color="#9be7c4"/></linearGradient></defs>
    <rect width="1600" height="600" fill="url(#g)"/><circle cx="1200" cy="180" r="140" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('company info saved with its preview, a new cover image cropped and uploaded, a news post written and published in the newsroom editor', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);

  // Company info: the preview follows the form; the saved text is there after a reload.
  await signIn(page, ADMIN, '/partners/business_managements/info');
  const introduction = page.getByRole('textbox', { name: '기업 소개' });
  await expect(introduction).not.toHaveValue('');
  const text = `클라우드로 기업의 일하는 방식을 바꿉니다. 고객사 3,000곳과 함께 성장하고 있습니다. (${Date.now() % 10_000})`;
  await introduction.fill(text);
  const preview = page.getByRole('region', { name: '기업 페이지 미리보기' }).or(page.getByLabel('기업 페이지 미리보기'));
  await expect(preview.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('기업 정보를 저장했습니다')).toBeVisible();
  await snap(page, 'company-info-saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '기업 소개' })).toHaveValue(text);

  // Cover image: choose a file, crop to 16:5, upload; the page shows the new image, served as WebP.
  await page.goto('/partners/business_managements/cover_image');
  const current = page.getByRole('img', { name: '커버 이미지' }).first();
  await expect(current).toBeVisible();
  const before = await current.getAttribute('src');
  await page.locator('input[type="file"]').setInputFiles({ name: '우리 팀 사진.png', mimeType: 'image/png', buffer: await coverPhoto() });
  await expect(page.getByText('보일 영역을 정해 주세요')).toBeVisible();
  await snap(page, 'company-cover-crop');
  await page.getByRole('button', { name: '올리기', exact: true }).click();
  await expect(page.getByText('커버 이미지를 바꿨습니다')).toBeVisible();
  await expect(current).not.toHaveAttribute('src', before ?? '');
  const src = (await current.getAttribute('src')) ?? '';
  const image = await page.request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('immutable');
  await snap(page, 'company-cover-uploaded');
  // 원본 보기: the file preview page, without the console's menus, shows the uploaded image.
  const [preview2] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /원본 보기/ }).click()]);
  await expect(preview2).toHaveURL(/\/partners\/file_preview\?id=\d+/);
  await expect(preview2.getByRole('heading', { name: '파일 미리보기' })).toBeVisible();
  await expect(preview2.getByRole('img', { name: '우리 팀 사진.png' })).toBeVisible();
  await snap(preview2, 'company-file-preview');
  await preview2.close();

  // Newsroom: a new post opens the editor in its own tab; autosave keeps it; publishing shows it on the board.
  await page.goto('/partners/business_managements/news');
  const [editor] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /새 글 쓰기/ }).click()]);
  await editor.waitForLoadState();
  const title = `2026년 하반기 신입 개발자 공개 채용을 시작합니다 (${Date.now() % 10_000})`;
  await editor.getByRole('textbox', { name: /제목/ }).fill(title);
  await editor.getByRole('textbox', { name: /요약/ }).fill('서류 접수는 12월 15일까지입니다.');
  const body = editor.locator('.ProseMirror');
  await body.click();
  await body.pressSequentially('올해도 함께 성장할 신입 개발자를 찾습니다. 자세한 내용은 채용 공고를 확인해 주세요.');
  await expect(editor.getByText(/저장됨/)).toBeVisible({ timeout: 15_000 });
  await expect(editor).toHaveURL(/newsroom_editor\?id=\d+/);
  await editor.getByRole('tab', { name: '미리보기' }).click();
  await expect(editor.getByText('올해도 함께 성장할 신입 개발자를 찾습니다', { exact: false })).toBeVisible();
  await snap(editor, 'company-newsroom-preview');
  await editor.getByRole('button', { name: '게시', exact: true }).click();
  await expect(editor.getByText('글을 게시했습니다')).toBeVisible();
  await editor.close();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('게시 중');
  await snap(page, 'company-news-published');
});
