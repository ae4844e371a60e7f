import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snap } from './artifacts';
import { acceptTermsAs } from './api';
import { choose, chosen } from './select';
import { signIn, signInStaff } from './session';

/** A photo of a dark coat-like shape, drawn by the browser itself (no fixture files, no extra packages). */
async function photo(page: Page): Promise<Buffer> {
  // A string, so this file needs no DOM types: it runs in the page.
  const dataUrl = (await page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f4f1ea';
    ctx.fillRect(0, 0, 320, 320);
    ctx.fillStyle = '#1d2a44';
    ctx.fillRect(40, 30, 240, 70);
    ctx.fillRect(80, 30, 160, 270);
    return canvas.toDataURL('image/jpeg', 0.9);
  })()`)) as string;
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('staff land on the dashboard, and Ctrl+K finds a seller and opens the sheet, kept across a reload', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const picker = page.getByRole('dialog', { name: 'Which store are you working in today?' });
  await expect(picker).toBeVisible();
  await snap(page, 'staff-default-store');
  await picker.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Sellers')).toBeVisible();
  await expect(page.getByText('Active products')).toBeVisible();
  await snap(page, 'staff-dashboard');

  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search' }).fill('Ingrid');
  await expect(page.getByRole('option', { name: /Ingrid Dahl/ })).toBeVisible();
  await snap(page, 'staff-search-palette');
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  const sheet = page.getByTestId('sheet-seller');
  await expect(sheet.locator('h4', { hasText: 'Ingrid Dahl' })).toBeVisible();
  await expect(sheet.getByText('Seller details')).toBeVisible();
  await expect(page).toHaveURL(/sheets=seller\.view\./);
  await snap(page, 'staff-seller-sheet');

  await page.reload();
  await expect(page.getByTestId('sheet-seller').locator('h4', { hasText: 'Ingrid Dahl' })).toBeVisible();
  await page.getByTestId('sheet-seller').getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('textbox', { name: 'Note' }).fill(`Prefers e-mail ${Date.now()}`);
  await expect(page.getByText('Saved')).toBeVisible();
  await snap(page, 'staff-seller-notes');
});

test('staff create a seller: bad input is explained, good input is saved and opened', async ({ page }) => {
  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Main' }).getByText('Sellers').click();
  await expect(page).toHaveURL(/\/sellers$/);
  await expect(page.getByRole('cell', { name: 'Ingrid Dahl', exact: true })).toBeVisible();
  await snap(page, 'staff-sellers');

  await page.getByRole('button', { name: 'New seller' }).click();
  const form = page.getByTestId('sheet-seller');
  await form.getByRole('button', { name: 'Create seller' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Phone number is required')).toBeVisible();
  await snap(page, 'staff-seller-form-errors');

  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Phone number').fill('412 34 567');
  await form.getByLabel('Bank account number').fill('12345678903');
  await form.getByLabel('Email').click();
  await expect(form.getByLabel('Phone number')).toHaveValue('+47 412 34 567');
  await expect(form.getByLabel('Bank account number')).toHaveValue('1234.56.78903');
  await form.getByRole('button', { name: 'Create seller' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await form.getByLabel('Email').fill(`ada.${Date.now()}@demo.test`);
  await form.getByRole('button', { name: 'Create seller' }).click();
  await expect(page.getByText('Seller created successfully')).toBeVisible();
  await expect(page.getByTestId('sheet-seller').locator('h4', { hasText: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByTestId('sheet-seller').getByText('+47 412 34 567')).toBeVisible();
  await snap(page, 'staff-seller-created');
});

test('staff create a product with a photo and a predicted price, duplicate it 3 times and print its label', async ({ page }) => {
  // Photo classification, upload and the PDF are the heaviest calls of the suite on a shared machine.
  test.setTimeout(120_000);
  await signInStaff(page);
  await page.getByRole('navigation', { name: 'Main' }).getByText('Products').click();
  await expect(page.getByRole('group', { name: 'Status filter' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await snap(page, 'staff-products');

  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByTestId('sheet-product');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Store is required')).toBeVisible();
  await expect(form.getByText('Seller is required')).toBeVisible();

  const classified = page.waitForResponse((r) => r.url().endsWith('/products/classify'));
  await form.getByTestId('photo-input').setInputFiles({ name: 'coat.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
  expect((await classified).ok()).toBe(true);
  await form.getByLabel('Name').fill('Navy wool coat');
  await choose(page, form, 'Store', 'Grünerløkka');
  await choose(page, form, 'Seller', 'Ingrid Dahl', 'Ingrid');
  await form.getByLabel('Brand').fill('acne studios');
  await form.getByLabel('Brand').press('Tab');
  await expect(form.getByLabel('Brand')).toHaveValue('Acne Studios');
  await form.getByLabel('Material').fill('Wool');
  await form.getByLabel('Material').press('Tab');
  await expect(form.getByTestId('predicted-price')).toBeVisible({ timeout: 10_000 });
  await expect(form.getByLabel('Price')).not.toHaveValue('');
  // What was chosen before the price came stays chosen.
  expect(await chosen(form, 'Seller')).toContain('Ingrid Dahl');
  await snap(page, 'staff-product-form');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/demo/products') && r.request().method() === 'POST');
  const uploaded = page.waitForResponse((r) => r.url().includes('/media') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create product' }).click();
  expect((await created).status()).toBe(201);
  expect((await uploaded).status()).toBe(201);
  const sheet = page.getByTestId('sheet-product');
  await expect(sheet.locator('h4', { hasText: /Navy wool coat/ })).toBeVisible({ timeout: 30_000 });
  await expect(sheet.locator('.ant-image img').first()).toBeVisible({ timeout: 30_000 });
  await snap(page, 'staff-product-sheet');

  await sheet.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: /Duplicate/ });
  await dialog.getByLabel('Number of copies').fill('11');
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(dialog.getByText('Count must be between 1 and 10')).toBeVisible();
  await dialog.getByLabel('Number of copies').fill('3');
  const duplicated = page.waitForResponse((r) => r.url().endsWith('/duplicate'));
  await dialog.getByRole('button', { name: 'Duplicate' }).click();
  const copies = (await (await duplicated).json()) as { data: { name: string }[] };
  expect(copies.data).toHaveLength(3);
  expect(copies.data.every((p) => p.name === 'Navy wool coat')).toBe(true);
  await expect(page.getByText('Product duplicated successfully')).toBeVisible();

  const label = page.waitForResponse((r) => /\/api\/demo\/products\/[0-9a-f-]{36}\/\d+/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await sheet.getByRole('button', { name: 'Create label' }).click();
  const pdf = await label;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();
  await snap(page, 'staff-product-label');
});

test('Escape in the status confirmation closes only the confirmation: the product sheet and its unsaved edits stay', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/products');
  await page
    .locator('.ant-table-row', { has: page.getByText('Active', { exact: true }) })
    .first()
    .click();
  const sheet = page.getByTestId('sheet-product');
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const name = sheet.getByLabel('Name', { exact: true });
  await name.fill('Renamed, not saved yet');
  await choose(page, sheet, 'Status', 'Sold', undefined, true);
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to mark this product as sold?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  // A closing sheet leaves the URL's stack at once (it only slides out for 500 ms after).
  await expect(page).toHaveURL(/sheets=product\.edit\./);
  await expect(sheet).toBeVisible();
  await expect(name).toHaveValue('Renamed, not saved yet');
  await expect(
    sheet.getByRole('combobox', { name: 'Status', exact: true }).locator('xpath=ancestor::*[contains(@class, "ant-select")][1]'),
  ).toContainText('Active');
});

test('a seller is kept out of the staff shell', async ({ page, request }) => {
  await acceptTermsAs(request, 'seller@demo.test');
  await signIn(page, 'seller@demo.test');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  for (const path of ['/sellers', '/products', '/dashboard', '/settings/team']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByText('Workspace')).toHaveCount(0);
  }
  await snap(page, 'staff-seller-kept-out');
});
