import { snap } from './artifacts';
import { expect, test } from './fixtures';
import { openMenuItem, tabTo } from './keyboard';
import { signInStaff } from './session';

test('keyboard only: staff open a seller from the list with Enter, move through the sheet with Tab, and Escape brings them back to the row', async ({
  page,
}) => {
  await signInStaff(page);
  const sellers = page.getByRole('menuitem', { name: /(^|\s)Sellers$/ });
  await openMenuItem(page, page.getByRole('menu').filter({ has: sellers }), sellers);
  await expect(page).toHaveURL(/\/sellers$/);
  const row = page.locator('.ant-table-row').filter({ hasText: 'Ingrid Dahl' });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  const sheet = page.getByTestId('sheet-seller');
  await expect(sheet.locator('h4', { hasText: 'Ingrid Dahl' })).toBeVisible();
  // The focus is in the sheet and stays there: Tab goes round its controls, never behind it.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await snap(page, 'keyboard-seller-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet.locator('h4', { hasText: 'Ingrid Dahl' })).toBeHidden();
  await expect(page).not.toHaveURL(/sheets=/);
  // Back where they were: the next Enter opens the same seller again.
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sheet.locator('h4', { hasText: 'Ingrid Dahl' })).toBeVisible();
});
