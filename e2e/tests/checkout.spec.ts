import { snap } from './artifacts';
import { expect, test } from './fixtures';
import { openMenuItem, pickWithKeys, tabTo } from './keyboard';
import { chosen } from './select';

const PASSWORD = 'demo-pass-1';

test.describe.configure({ timeout: 180_000 });

interface Product {
  id: string;
  sku: number;
  skuPadded: string;
  price: number;
  seller?: { id: string } | null;
}

test("a coworker rings up three scanned items with a discount, split cash and a consignor's store credit, prints the receipt, takes one back, and the day report matches", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: 'staff@demo.test', password: PASSWORD } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  // The buyer is a consignor who pays part with their store credit: 30 on their account for this run.
  const sellers = (await (await request.get('/api/demo/sellers?minimal=true&take=100', { headers: auth })).json()) as {
    data: { id: string; fullName: string; accountNumberPadded: string }[];
  };
  const buyer = sellers.data.find((s) => s.fullName === 'Lars Berg')!;
  const listed = await request.get('/api/demo/products?filters[status.in]=active&take=50', { headers: auth });
  // None of the buyer's own items: their credit for a sold item would arrive in the middle of the checks below.
  const products = ((await listed.json()) as { data: Product[] }).data.filter((p) => p.price > 0 && p.seller?.id !== buyer.id).slice(0, 3);
  expect(products).toHaveLength(3);
  const accountOf = async () =>
    ((await (await request.get(`/api/demo/accounts/${buyer.id}`, { headers: auth })).json()) as { data: { available: number } }).data
      .available;
  const before = await accountOf();
  // Another spec may have left the buyer below zero (the 'Negative Balance Warning' test): the gift lifts the
  // balance to 30 above what it was, or above zero.
  const amount = 30 - Math.min(before, 0);
  const gift = await request.post('/api/demo/balance-adjustments', {
    headers: auth,
    data: { amount, details: 'Gift card', seller: { id: buyer.id } },
  });
  expect(gift.status()).toBe(201);
  const available = before + amount;

  await page.goto('/auth');
  await page.getByLabel('Email').fill('staff@demo.test');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const picker = page.getByRole('dialog', { name: 'Which store are you working in today?' });
  await picker.getByRole('button', { name: 'Not now' }).click();
  await page.getByRole('menuitem', { name: /(^|\s)Sell$/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('combobox', { name: 'Store', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ visible: true }).first().click();

  // A barcode scanner types the SKU and presses Enter: once with the label's zero padding, twice without.
  const scan = page.getByLabel('Scan or type a SKU or name');
  for (const [i, p] of products.entries()) {
    await scan.fill(i === 0 ? p.skuPadded : String(p.sku));
    await scan.press('Enter');
    await expect(page.getByText(`${p.skuPadded} · `).first()).toBeVisible();
  }
  // Keyboard-only: the camera dialog opens from its button and Escape closes it (no camera in the test browser).
  await page.getByRole('button', { name: /Camera$/ }).focus();
  await page.keyboard.press('Enter');
  const camera = page.getByRole('dialog', { name: 'Scan with the camera' });
  await expect(camera).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(camera).toBeHidden();

  // 5 % off the first item, then 10 % off the basket, spread over the items to the øre.
  await page.getByLabel(`Discount on ${products[0]!.skuPadded}`).fill('5 %');
  await page.getByLabel('Basket discount').fill('10 %');
  const own = products.map((p, i) => {
    const listed = Math.round(p.price * 100);
    return i === 0 ? listed - Math.round(listed * 0.05) : listed;
  });
  const subtotal = own.reduce((a, b) => a + b, 0);
  const total = (subtotal - Math.round(subtotal * 0.1)) / 100;
  // Store credit first: the consignor from the seller picker, their credit shown, no more than it.
  await page.getByRole('combobox', { name: 'Payment 1 method' }).click();
  await page.locator('.ant-select-item-option').filter({ visible: true, hasText: 'Store credit' }).click();
  const seller = page.getByRole('combobox', { name: 'Seller' });
  await seller.click();
  await seller.fill('Lars');
  await page.locator('.ant-select-item-option').filter({ visible: true, hasText: 'Lars Berg' }).first().click();
  // Shown as money ("NOK 17,695.00"): its digits are the credit in øre.
  const shownCredit = page.getByLabel('Payment 1 available store credit');
  await expect.poll(async () => (await shownCredit.textContent())?.replace(/\D/g, '')).toBe(String(Math.round(available * 100)));
  await page.getByLabel('Payment 1 amount').fill(String(Math.ceil(available) + 1));
  await expect(page.getByText(/^Store credit cannot be more than the available/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete sale' })).toBeDisabled();
  await snap(page, 'checkout-store-credit-over');
  await page.getByLabel('Payment 1 amount').fill('20,00');
  await expect(page.getByText(/^Store credit cannot be more than the available/)).toBeHidden();
  // The rest in cash, given as it comes: an empty amount is whatever the store credit leaves.
  await page.getByRole('button', { name: 'Split payment' }).click();
  await page.getByRole('combobox', { name: 'Payment 2 method' }).click();
  await page.locator('.ant-select-item-option').filter({ visible: true, hasText: 'Cash' }).click();
  await expect(page.locator('.ant-select-dropdown').filter({ visible: true })).toHaveCount(0);
  await snap(page, 'checkout-basket');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Complete the sale of 3 items' });
  await confirm.getByRole('button', { name: 'Complete sale' }).click();
  const toast = page.getByText(/^Sale \d{6} completed$/);
  await expect(toast).toBeVisible();
  const number = Number((await toast.textContent())!.match(/\d{6}/)![0]);

  const receiptTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Receipt (80 mm)' }).click();
  const receipt = await receiptTab;
  await expect.poll(() => receipt.url()).toMatch(/^blob:/);
  await receipt.close();

  // The buyer wants the receipt by e-mail: the stack keeps it in the dev mailbox, the PDF attached.
  await page.getByLabel("Buyer's e-mail").fill('buyer@example.test');
  await page.getByRole('button', { name: /E-mail the receipt/ }).click();
  await expect(page.getByText('The receipt is on its way to buyer@example.test')).toBeVisible();
  await expect
    .poll(async () => {
      const mailbox = (await (await request.get('/api/demo/mailbox', { headers: auth })).json()) as {
        data: { to: string; subject: string; attachments: { filename: string; contentType: string }[] }[];
      };
      return mailbox.data.find((m) => m.to === 'buyer@example.test' && m.subject.includes(String(number).padStart(6, '0')))?.attachments;
    })
    .toEqual([expect.objectContaining({ filename: `receipt-${String(number).padStart(6, '0')}.pdf`, contentType: 'application/pdf' })]);

  await page.getByLabel('Sale number').fill(String(number));
  await page.getByRole('button', { name: 'Find sale' }).click();
  await page.getByRole('checkbox', { name: new RegExp(products[1]!.skuPadded) }).check();
  await page.getByLabel('Reason').fill('Wrong size');
  await page.getByRole('button', { name: 'Take back' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Take back 1 item' }).getByRole('button', { name: 'Take back' }).click();
  await expect(page.getByText('Return recorded')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`${products[1]!.skuPadded}.*\\(returned\\)`) })).toBeDisabled();

  // The day report (the store's, today in Paris) counts the sale and the return as the API does.
  const sale = (
    (await (await request.get(`/api/demo/sales?number=${number}`, { headers: auth })).json()) as {
      data: { storeId: string; total: number; payment: { method: string; amount: number }[] }[];
    }
  ).data[0]!;
  expect(sale.total).toBeCloseTo(total, 2);
  expect(sale.payment).toEqual([
    { method: 'store_credit', amount: 20, sellerId: buyer.id },
    { method: 'cash', amount: expect.closeTo(total - 20, 2) },
  ]);
  // Debited once, and the return gave back what it could to the credit first (store credit first).
  const returned = products[1]!.price * 0.9;
  await expect.poll(accountOf).toBeCloseTo(available - 20 + Math.min(20, Math.round(returned * 100) / 100), 2);
  const report = (await (await request.get(`/api/demo/sales/report?storeId=${sale.storeId}`, { headers: auth })).json()) as {
    data: { count: number; total: number; returns: { items: number } };
  };
  expect(report.data.returns.items).toBeGreaterThanOrEqual(1);
  await page.reload();
  const shown = page.getByLabel('Day report');
  await page.getByRole('combobox', { name: 'Store', exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ visible: true }).first().click();
  await expect(shown).toContainText(`${report.data.count}`);
  await expect(shown).toContainText(`${report.data.returns.items} item`);
  await snap(page, 'checkout-report');

  // Another day: the report of 1 January (no sales there in the demo), its date typed the Norwegian way.
  const date = page.getByLabel('Report date');
  await date.click();
  await date.fill('1.1.2026');
  await date.press('Enter');
  await expect(page.getByText(/^Day report Thu 1 Jan 2026/)).toBeVisible();
  await expect(shown).toContainText('Sales0');
});

test('keyboard only: a coworker signs in, picks the store, scans two items, discounts one, pays card and cash with change, completes, and takes one back', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { email: 'staff@demo.test', password: PASSWORD } });
  const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  const listed = await request.get('/api/demo/products?filters[status.in]=active&take=50', { headers: auth });
  const products = ((await listed.json()) as { data: Product[] }).data.filter((p) => p.price >= 10).slice(0, 2);
  expect(products).toHaveLength(2);
  const keys = page.keyboard;

  await page.goto('/auth');
  await tabTo(page, page.getByLabel('Email'));
  await keys.type('staff@demo.test');
  await keys.press('Tab');
  await keys.type(PASSWORD);
  await keys.press('Enter');
  // The day's store question: a radio by Tab and Space, then 'Use this store'.
  const picker = page.getByRole('dialog', { name: 'Which store are you working in today?' });
  const store = picker.getByRole('radio').first();
  const storeName = (await store.locator('xpath=ancestor::label[1]').textContent())!.trim();
  await tabTo(page, store);
  await keys.press('Space');
  await expect(store).toBeChecked();
  await tabTo(page, picker.getByRole('button', { name: /^Use/ }));
  await keys.press('Enter');
  await expect(picker).toBeHidden();

  const sell = page.getByRole('menuitem', { name: /(^|\s)Sell$/ });
  await openMenuItem(page, page.getByRole('menu').filter({ has: sell }), sell);
  await expect(page).toHaveURL(/\/checkout$/);
  // The scan field has the focus from the start, and gets it back after each scan.
  const scan = page.getByLabel('Scan or type a SKU or name');
  await expect(scan).toBeFocused();
  // The store chosen in the morning's question is the till's.
  await expect.poll(() => chosen(page.locator('body'), 'Store')).toContain(storeName);
  for (const [i, p] of products.entries()) {
    await keys.type(i === 0 ? p.skuPadded : String(p.sku));
    await keys.press('Enter');
    await expect(page.getByText(`${p.skuPadded} · `).first()).toBeVisible();
    await expect(scan).toBeFocused();
  }
  await tabTo(page, page.getByLabel(`Discount on ${products[0]!.skuPadded}`));
  await keys.type('10 %');
  const first = Math.round(products[0]!.price * 100);
  const total = first - Math.round(first * 0.1) + Math.round(products[1]!.price * 100);
  const card = Math.floor(total / 200);
  const given = Math.ceil((total - card * 100) / 10000) * 100;

  const method1 = page.getByRole('combobox', { name: 'Payment 1 method' });
  await tabTo(page, method1);
  await pickWithKeys(page, method1, 'Card');
  await tabTo(page, page.getByLabel('Payment 1 amount'));
  await keys.type(`${card},00`);
  await tabTo(page, page.getByRole('button', { name: 'Split payment' }));
  await keys.press('Enter');
  const method2 = page.getByRole('combobox', { name: 'Payment 2 method' });
  await tabTo(page, method2);
  await pickWithKeys(page, method2, 'Cash');
  await tabTo(page, page.getByLabel('Payment 2 amount'));
  await keys.type(String(given));
  const change = (card * 100 + given * 100 - total) / 100;
  await expect(page.getByText(/^Change /)).toBeVisible();
  await snap(page, 'checkout-keyboard-basket');

  await tabTo(page, page.getByRole('button', { name: 'Complete sale' }));
  await keys.press('Enter');
  const confirm = page.getByRole('dialog').filter({ hasText: 'Complete the sale of 2 items' });
  await tabTo(page, confirm.getByRole('button', { name: 'Complete sale' }));
  await keys.press('Enter');
  const toast = page.getByText(/^Sale \d{6} completed$/);
  await expect(toast).toBeVisible();
  const number = (await toast.textContent())!.match(/\d{6}/)![0];
  await expect(scan).toBeFocused();

  const sale = (
    (await (await request.get(`/api/demo/sales?number=${Number(number)}`, { headers: auth })).json()) as {
      data: { total: number; change: number; payment: { method: string; amount: number }[] }[];
    }
  ).data[0]!;
  expect(sale.total).toBeCloseTo(total / 100, 2);
  expect(sale.payment).toEqual([
    { method: 'card', amount: card },
    { method: 'cash', amount: expect.closeTo(total / 100 - card, 2) },
  ]);
  expect(change).toBeGreaterThanOrEqual(0);

  // The return, by keys: the receipt's number, Enter, Space on the item, a reason, Take back, confirm.
  await tabTo(page, page.getByLabel('Sale number'));
  await keys.type(number);
  await keys.press('Enter');
  const item = page.getByRole('checkbox', { name: new RegExp(products[1]!.skuPadded) });
  await tabTo(page, item);
  await keys.press('Space');
  await expect(item).toBeChecked();
  await tabTo(page, page.getByLabel('Reason'));
  await keys.type('Changed their mind');
  await tabTo(page, page.getByRole('button', { name: 'Take back' }));
  await keys.press('Enter');
  const ask = page.getByRole('dialog').filter({ hasText: 'Take back 1 item' });
  await tabTo(page, ask.getByRole('button', { name: 'Take back' }));
  await keys.press('Enter');
  await expect(page.getByText('Return recorded')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`${products[1]!.skuPadded}.*\\(returned\\)`) })).toBeDisabled();
  // Ready for the next receipt: the focus is back on the sale number, not lost with the disabled Take back.
  await expect(page.getByLabel('Sale number')).toBeFocused();
  await snap(page, 'checkout-keyboard-returned');
});
