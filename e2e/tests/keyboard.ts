/// <reference lib="dom" />
// The functions given to evaluate run in the browser, where the DOM is.
import { expect, type Locator, type Page } from '@playwright/test';

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` holds the focus, as a keyboard user does: fails when it is not
 * reachable within `max` presses, so a control the keyboard cannot reach fails the test.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await holdsFocus(target), `${String(target)} is reachable by ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/** Picks an option of the focused antd select with the arrow keys and Enter, never the mouse. */
export async function pickWithKeys(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const list = page.locator('.ant-select-dropdown').filter({ visible: true });
  await expect(list).toHaveCount(1);
  const active = list.locator('.ant-select-item-option-active');
  const wanted = typeof option === 'string' ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : option;
  for (let i = 0; i < 30 && !wanted.test(((await active.textContent().catch(() => '')) ?? '').trim()); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(wanted);
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
}

/**
 * Opens a menu item as a keyboard user does in a WAI-ARIA menu: the menu is one Tab stop, the arrow keys move
 * inside it, Enter opens the item.
 */
export async function openMenuItem(page: Page, menu: Locator, item: Locator): Promise<void> {
  await tabTo(page, menu);
  for (let i = 0; i < 30 && !(await holdsFocus(item)); i += 1) await pressAndFollowFocus(page, 'ArrowDown');
  expect(await holdsFocus(item), `${String(item)} is reachable by the arrow keys`).toBe(true);
  await page.keyboard.press('Enter');
}

type FocusMark = Window & { focusBefore?: Element | null };

/**
 * Presses `key` and waits until the focus has moved. antd's menu moves it on the next frame, and takes the next
 * arrow key from the item it has marked active: on a loaded machine the test's next press came first, the
 * marked item was passed over before it ever held the focus, and the walk never stopped on it (a person does
 * not press keys within a frame).
 */
async function pressAndFollowFocus(page: Page, key: string): Promise<void> {
  await page.evaluate(() => {
    (window as FocusMark).focusBefore = document.activeElement;
  });
  await page.keyboard.press(key);
  await page.waitForFunction(() => document.activeElement !== (window as FocusMark).focusBefore);
}
