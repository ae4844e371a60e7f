import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots of every screen a suite visits, kept as test artifacts in e2e/artifacts/. */
export function snap(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(__dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}
