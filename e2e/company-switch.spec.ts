import { expect, test } from './fixtures.js';
import { menuEntry, openAccountMenu, signIn, snap } from './helpers.js';

test('a partner admin changes the managed company by initial consonants and the page reloads', async ({ page }) => {
  await signIn(page, 'partner@demo.test');
  await openAccountMenu(page);
  await menuEntry(page, '관리 기업 변경').click();
  const dialog = page.getByRole('dialog', { name: '관리 기업 변경' });
  const save = dialog.getByRole('button', { name: '변경' });
  await expect(save).toBeDisabled();

  await dialog.getByLabel('기업명').fill('ㅎㄱ');
  await page.getByRole('option', { name: /한결물산/ }).click();
  await expect(save).toBeEnabled();
  await snap(page, 'company-switch');

  // Editing the text clears the selection.
  await dialog.getByLabel('기업명').press('End');
  await dialog.getByLabel('기업명').press('Backspace');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('기업명').fill('한결');
  await page.getByRole('option', { name: /한결물산/ }).click();

  await Promise.all([page.waitForEvent('load'), save.click()]);
  await expect(page.getByText('한결물산').first()).toBeVisible();
  await snap(page, 'company-switched');
});
