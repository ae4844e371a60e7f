import { expect, test } from './fixtures';
import { snap } from './artifacts';

test('a signed-out visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await snap(page, 'sign-in');
});

test('a deep link of the back office also lands on sign-in (history fallback, routing rule)', async ({ page }) => {
  await page.goto('/settings/team');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the sign-in form explains bad input before sending anything', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await snap(page, 'sign-in-errors');
});

test('the gateway tells the deployment id the frontend watches for updates', async ({ request }) => {
  const res = await request.get('/api/version');
  expect(res.ok()).toBe(true);
  expect((await res.json()) as { version: string }).toEqual({ version: expect.stringMatching(/.+/) });
});

test("'Loading...' shows while the app connects, then the sign-in page", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/refresh', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await expect(page.getByText('Loading...')).toBeVisible();
  await snap(page, 'loading');
  release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});
