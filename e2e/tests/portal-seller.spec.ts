import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ORG, apiAs as as } from './api';
import { choose } from './select';
import { signInSeller } from './session';

/** What the screen shows (the viewport, not the whole long page), kept in e2e/artifacts/. */
async function snap(page: Page, name: string) {
  // No hover effect from the last click, and dialogs done with their opening animation.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(__dirname, '..', 'artifacts', `${name}.png`) });
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`seller portal on ${name}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ request }) => {
      // Every test but the terms one starts with the latest terms accepted.
      const seller = await as(request, 'seller@demo.test');
      await seller.call('POST', `/api/next/${ORG}/organizations/terms/accept`);
    });

    test('new terms published by staff must be accepted before the portal', async ({ page, request }) => {
      const staff = await as(request, 'staff@demo.test');
      const text = `Terms revised for the ${name} run at ${new Date().toISOString()}.`;
      await staff.call('POST', `/api/next/${ORG}/organizations/terms`, {
        content: [
          { type: 'heading-one', children: [{ text: 'Terms of consignment' }] },
          { type: 'paragraph', children: [{ text }] },
        ],
      });
      await signInSeller(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(text)).toBeVisible();
      await snap(page, `portal-terms-${name}`);
      await dialog.getByRole('button', { name: 'Accept terms' }).click();
      await expect(page.getByRole('button', { name: 'Accept terms' })).toBeHidden();
      await page.reload();
      await expect(page.getByText('Powered by Consign')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Accept terms' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Request payout' })).toBeEnabled();
      // Mobile first: nothing wider than the screen.
      expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(viewport.width);
      await snap(page, `portal-home-${name}`);
    });

    test("Log out ends the session and goes to the organization's forwardUrlLogOut", async ({ page, request }) => {
      const staff = await as(request, 'staff@demo.test');
      const { data } = await staff.call<{ data: { sellerExperience: Record<string, unknown> } }>('GET', `/api/${ORG}/organizations`);
      const section = `/api/next/${ORG}/organizations/seller-experience`;
      // An outside address, answered here by the test: nothing leaves the machine.
      const forward = `https://goodbye.example.com/${name}`;
      await page.route('https://goodbye.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Goodbye</title><h1>See you soon</h1>' }),
      );
      await staff.call('PATCH', section, { ...data.sellerExperience, forwardUrlLogOut: forward });
      try {
        await signInSeller(page);
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL(forward);
        await expect(page.getByRole('heading', { name: 'See you soon' })).toBeVisible();
        // Logged out for real: the app asks for a sign-in again.
        await page.goto('/');
        await expect(page).toHaveURL(/\/auth$/);
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      } finally {
        await staff.call('PATCH', section, data.sellerExperience);
      }
    });

    test('the profile refuses a bad bank account and saves a good one', async ({ page }) => {
      await signInSeller(page);
      await page.getByRole('button', { name: 'Edit' }).click();
      const account = page.getByLabel('Bank account');
      await account.fill('12345678901');
      await account.blur();
      await expect(page.getByText('Please enter a valid Norwegian bank account number (11 digits)')).toBeVisible();
      await snap(page, `portal-profile-invalid-${name}`);
      await account.fill('12345678903');
      await account.blur();
      await expect(account).toHaveValue('1234.56.78903');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile saved')).toBeVisible();
      await expect(page.getByText('1234.56.78903')).toBeVisible();
    });

    test('a payout above the credits is refused, a valid one is pending in Transactions', async ({ page }) => {
      await signInSeller(page);
      await page.getByRole('button', { name: 'Request payout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request payout' });
      await dialog.getByLabel('Bank account number').fill('12345678903');
      const amount = dialog.getByLabel('Amount');
      await amount.fill('99999999');
      // Typing is capped to the available credits, so more than that is never sent.
      const capped = Number((await amount.inputValue()).replace(',', '.'));
      expect(capped).toBeLessThan(99999999);
      expect(capped).toBeGreaterThan(100);
      await expect(dialog.getByText('Amount exceeds available credits')).toBeVisible();
      await amount.fill('0');
      await dialog.getByRole('button', { name: 'Request payout' }).click();
      await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
      // Above the ledger's minimum (40 after fees).
      await amount.fill('100');
      await expect(dialog.getByText('You receive')).toBeVisible();
      await snap(page, `portal-payout-${name}`);
      await dialog.getByRole('button', { name: 'Request payout' }).click();
      // A last look before it is sent: amount, fee, what arrives, and where.
      const confirm = page.getByRole('dialog', { name: 'Request this payout?' });
      await expect(confirm.getByText('••••.••.•8903')).toBeVisible();
      await snap(page, `portal-payout-confirm-${name}`);
      await confirm.getByRole('button', { name: 'Request payout' }).click();
      await expect(page.getByText('Payout saved successfully')).toBeVisible();
      await page.getByRole('tab', { name: 'Transactions' }).click();
      const first = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
      await expect(first).toContainText('Payout');
      await expect(first).toContainText('pending');
      await first.scrollIntoViewIfNeeded();
      await snap(page, `portal-transactions-${name}`);
    });

    test('book a delivery, then cancel it', async ({ page }) => {
      await signInSeller(page);
      await page.getByRole('button', { name: 'Book a delivery' }).click();
      const dialog = page.getByRole('dialog');
      await choose(page, dialog, 'Store', 'Grünerløkka');
      const days = dialog.getByRole('grid', { name: 'Delivery dates' }).locator('button:not([disabled])');
      await expect(dialog.getByRole('grid', { name: 'Delivery dates' })).toBeVisible({ timeout: 15_000 });
      if ((await days.count()) === 0) await dialog.getByRole('button', { name: 'Next month' }).click();
      await days.first().click();
      const slot = dialog.getByRole('group', { name: 'Time slots' }).getByRole('button').first();
      const time = (await slot.textContent())!;
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      await snap(page, `portal-booking-${name}`);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText('Delivery has been successfully scheduled')).toBeVisible();
      const upcoming = page.getByRole('list', { name: 'Upcoming deliveries' });
      await expect(upcoming).toContainText(time);
      await upcoming.getByRole('listitem').filter({ hasText: time }).first().getByRole('button', { name: 'View' }).click();
      await expect(page.getByRole('dialog').getByText('(Paris time)')).toBeVisible();
      await snap(page, `portal-delivery-${name}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel delivery' }).click();
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel delivery' }).click();
      await expect(page.getByText('Delivery cancelled successfully')).toBeVisible();
    });

    test('an update appears after staff mark one of the seller products sold', async ({ page, request }) => {
      const staff = await as(request, 'staff@demo.test');
      const { sellerId } = await as(request, 'seller@demo.test');
      const active = await staff.call<{ data: Array<{ id: string; name: string }> }>(
        'GET',
        `/api/${ORG}/products?sellerId=${sellerId}&take=1&filters[status.in]=active`,
      );
      expect(active.data.length).toBeGreaterThan(0);
      await staff.call('PATCH', `/api/${ORG}/products/${active.data[0]!.id}`, { status: 'sold' });
      await signInSeller(page);
      const updates = page.getByRole('list', { name: 'Updates' });
      await expect(async () => {
        await page.reload();
        await expect(updates.getByText('Your item sold').first()).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 45_000 });
      await updates.getByText('Your item sold').first().click();
      await expect(page.getByTestId('email-card')).toBeVisible();
      await snap(page, `portal-update-${name}`);
    });
  });
}
