import { ORG, apiAs as as } from './api';
import { snap } from './artifacts';
import { expect, test } from './fixtures';
import { signInSeller } from './session';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone a consignor opens an item and sees its details and history', async ({ page, request }) => {
  const seller = await as(request, 'seller@demo.test');
  await seller.call('POST', `/api/next/${ORG}/organizations/terms/accept`);
  const staff = await as(request, 'staff@demo.test');
  const stores = await staff.call<{ data: { id: string }[] }>('GET', `/api/${ORG}/stores`);
  const name = `Camel coat with a long name that wraps ${Date.now()}`;
  const { data: product } = await staff.call<{ data: { id: string; skuPadded: string } }>('POST', `/api/${ORG}/products`, {
    name,
    price: 1200,
    brand: { slug: 'custom', name: 'Filippa K' },
    size: { slug: 'm', name: 'M' },
    color: { name: 'Camel' },
    seller: { id: seller.sellerId },
    store: { id: stores.data[0]!.id },
  });
  await staff.call('PATCH', `/api/${ORG}/products/${product.id}`, { price: 950 });

  await signInSeller(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: new RegExp(`#${product.skuPadded}`) }).click();

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(name)).toBeVisible();
  await expect(sheet.getByText('Filippa K')).toBeVisible();
  await expect(sheet.getByText('For sale in the store.')).toBeVisible();
  const history = sheet.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').nth(2)).toContainText(/Price changed NOK\s1,200\.00 → NOK\s950\.00 by the store/);
  // The sheet fills the phone's width and nothing in it is wider.
  const box = await sheet.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(Number(await sheet.evaluate((el) => el.scrollWidth))).toBeLessThanOrEqual(375);
  await snap(page, 'portal-item-phone');
  await history.scrollIntoViewIfNeeded();
  await snap(page, 'portal-item-history-phone');
});

test('on a phone a consignor reprices an item that expires soon and sees the new price and history line', async ({ page, request }) => {
  const seller = await as(request, 'seller@demo.test');
  await seller.call('POST', `/api/next/${ORG}/organizations/terms/accept`);
  const staff = await as(request, 'staff@demo.test');
  const stores = await staff.call<{ data: { id: string }[] }>('GET', `/api/${ORG}/stores`);
  const name = `Expiring blazer ${Date.now()}`;
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { data: product } = await staff.call<{ data: { id: string } }>('POST', `/api/${ORG}/products`, {
    name,
    price: 600,
    expiringAt: soon,
    seller: { id: seller.sellerId },
    store: { id: stores.data[0]!.id },
  });

  await signInSeller(page);
  const expiring = page.getByRole('list', { name: 'Expiring soon' });
  await expect(expiring.getByText(name)).toBeVisible();
  await snap(page, 'portal-expiring-soon-phone');
  await expiring.getByRole('button', { name: new RegExp(name) }).click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.getByRole('button', { name: 'Lower the price' }).click();
  await sheet.getByLabel('New price').fill('450,50');
  await sheet.getByRole('form', { name: 'Lower the price' }).getByRole('button', { name: 'Lower the price' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lower the price?' });
  await expect(confirm).toContainText(/From NOK\s600\.00 to NOK\s450\.50/);
  await snap(page, 'portal-reprice-confirm-phone');
  await confirm.getByRole('button', { name: 'Lower the price' }).click();
  await expect(page.getByText('Your decision is saved')).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Listed price/ })).toContainText(/NOK\s450\.50/);
  await expect(sheet.getByRole('list', { name: 'History' }).getByRole('listitem').last()).toContainText(
    /Price changed NOK\s600\.00 → NOK\s450\.50 by you/,
  );
  await snap(page, 'portal-repriced-phone');
  const { data: after } = await staff.call<{ data: { price: number } }>('GET', `/api/${ORG}/products/${product.id}`);
  expect(after.price).toBe(450.5);
});

test('on a phone a consignor opens a payout: requested, fee, received, masked account, approval and when it arrives', async ({
  page,
  request,
}) => {
  const seller = await as(request, 'seller@demo.test');
  await seller.call('POST', `/api/next/${ORG}/organizations/terms/accept`);
  await signInSeller(page);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const rows = page.getByRole('list', { name: 'Transactions' });
  await snap(page, 'portal-transactions-rows-phone');
  await rows
    .getByRole('button', { name: /Payout/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('Amount you receive')).toBeVisible();
  await expect(sheet.getByText('Fee')).toBeVisible();
  await expect(sheet.getByText(/^[•.]+\d{4}$/)).toBeVisible();
  await expect(sheet.getByText('Payouts are expected within a week after approval.')).toBeVisible();
  await snap(page, 'portal-payout-detail-phone');
});
