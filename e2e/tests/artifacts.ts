import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

/** Screenshots of every screen a suite visits, kept as test artifacts in e2e/artifacts/; each is checked by axe-core. */
export async function snap(page: Page, name: string): Promise<Buffer> {
  const shot = await page.screenshot({ path: path.join(__dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
  return shot;
}
