import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

/** Signs in through the sign-in page, as a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Staff land on the dashboard; the once-a-day default-store question is answered 'Not now'. */
export async function signInStaff(page: Page): Promise<void> {
  await signIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const picker = page.getByRole('dialog', { name: 'Which store are you working in today?' });
  await picker.getByRole('button', { name: 'Not now' }).click();
  await expect(picker).toBeHidden();
}

/** The demo seller, in the portal once its first answers are in. */
export async function signInSeller(page: Page): Promise<void> {
  await signIn(page, 'seller@demo.test');
  await expect(page.getByText('Powered by Consign')).toBeVisible();
  // The portal chunk and its first answers, on a machine shared with other suites.
  await expect(page.getByText('Seller number')).toBeVisible({ timeout: 15_000 });
}
