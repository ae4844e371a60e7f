import { expect, type Locator, type Page } from '@playwright/test';

/** What an antd select (inside `scope`) shows as chosen: a Select's selection or a searchable picker's text. */
export async function chosen(scope: Locator, label: string): Promise<string> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const field = select.locator('xpath=ancestor::*[contains(@class, "ant-select")][1]');
  return `${await field.textContent()} ${await select.inputValue()}`;
}

/**
 * Picks an option of an antd select (inside `scope`) by its label, typing `typed` first when given. A choice that
 * asks for confirmation first (a status) is not shown as chosen until it is confirmed: `confirmsFirst` checks only
 * that the pick was taken.
 */
export async function choose(page: Page, scope: Locator, label: string, option: string, typed?: string, confirmsFirst = false) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  if (confirmsFirst) {
    // Picked once the list has closed (a click during its opening animation can miss).
    await expect(async () => {
      if (!(await page.locator('.ant-select-dropdown').filter({ visible: true }).count())) await select.click();
      await page.locator('.ant-select-item-option', { hasText: option }).filter({ visible: true }).first().click({ timeout: 5_000 });
      await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    return;
  }
  // On a loaded machine a click can land while the filtered list is still being redrawn, and nothing is chosen:
  // the pick is checked and made again then, so the test fails only if the choice never sticks.
  await expect(async () => {
    await select.click();
    if (typed) await select.fill(typed);
    await page.locator('.ant-select-item-option', { hasText: option }).filter({ visible: true }).first().click({ timeout: 5_000 });
    await expect.poll(() => chosen(scope, label), { timeout: 1_000 }).toContain(option);
  }).toPass({ timeout: 30_000 });
}
