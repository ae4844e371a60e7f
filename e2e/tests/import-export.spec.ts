import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { snap } from './artifacts';
import { expect, test } from './fixtures';
import { signInStaff } from './session';

/** Sellers as Norwegian Excel saves "CSV (semikolonseparert)": Windows-1252 (Latin-1 for these letters), CRLF. */
const sellersFile = {
  name: 'selgere.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Fornavn;Etternavn;E-post;Telefon;Kontonummer',
      'Bjørn;Ærlighet;bjorn.aerlig@e2e.test;412 34 567;8601.11.17947',
      'Åse;Østby;ase.ostby@e2e.test;41234566;',
      ';Mangler;mangler@e2e.test;41234568;',
      'Per;Feil;per@e2e;41234569;',
      'Kåre;Konto;kare@e2e.test;41234570;86011117946',
      'Mari;Ålesund;mari.alesund@e2e.test;41234571;',
      '',
    ].join('\r\n'),
    'latin1',
  ),
};

/** The import card of one kind: the screen has one for sellers and one for products. */
const importCard = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) });

async function importFile(page: Page, dryRunSummary: string, resultSummary: string) {
  const card = importCard(page, 'Import sellers');
  await card.locator('input[type=file]').setInputFiles(sellersFile);
  await expect(card.getByText(dryRunSummary)).toBeVisible();
  await card.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import 3 sellers?' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(resultSummary)).toBeVisible({ timeout: 60_000 });
}

test.describe.configure({ timeout: 120_000 });

test('a Norwegian Excel file of sellers imports with its bad rows named, again changes nothing, and exports intact', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/settings/import-export');
  await expect(page.getByText('Import & export').first()).toBeVisible();

  const card = importCard(page, 'Import sellers');
  await card.locator('input[type=file]').setInputFiles(sellersFile);
  await expect(page.getByText('6 rows: 3 can be imported (3 new, 0 changed), 3 refused.')).toBeVisible();
  const errors = card.locator('.ant-table-row').filter({ hasText: /required|valid/ });
  await expect(errors).toHaveText([
    /^4\s*First name\s*First name is required$/,
    /^5\s*E-mail\s*Please enter a valid email address$/,
    /^6\s*Bank account\s*Please enter a valid Norwegian bank account number \(11 digits\)$/,
  ]);
  await snap(page, 'settings-import-dry-run');

  const errorsDownload = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download errors (CSV)' }).click();
  const errorsCsv = await readFile(await (await errorsDownload).path());
  expect(errorsCsv.toString('utf8')).toBe(
    '\ufeffRow,Column,Error\r\n4,First name,First name is required\r\n5,E-mail,Please enter a valid email address\r\n6,Bank account,Please enter a valid Norwegian bank account number (11 digits)\r\n',
  );

  await card.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import 3 sellers?' });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported: 3 created, 0 updated, 0 unchanged, 3 refused.')).toBeVisible({ timeout: 60_000 });
  await snap(page, 'settings-import-done');

  await importFile(
    page,
    '6 rows: 3 can be imported (0 new, 0 changed), 3 refused.',
    'Imported: 0 created, 0 updated, 3 unchanged, 3 refused.',
  );

  await page.getByLabel('Sellers matching (name, e-mail, phone or account number)').fill('e2e.test');
  const exportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sellers' }).click();
  const exported = await readFile(await (await exportDownload).path());
  expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = exported.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Account number;First name;Last name;E-mail;Phone;Bank account;Terms accepted');
  expect(lines.slice(1).map((l) => l.split(';').slice(1, 4).join(';'))).toEqual([
    'Bjørn;Ærlighet;bjorn.aerlig@e2e.test',
    'Åse;Østby;ase.ostby@e2e.test',
    'Mari;Ålesund;mari.alesund@e2e.test',
  ]);

  await page.getByLabel('Products with status').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ visible: true })
    .filter({ hasText: /^active$/ })
    .click();
  await page.keyboard.press('Escape');
  const productsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export products' }).click();
  const products = (await readFile(await (await productsDownload).path())).toString('utf8').slice(1).trim().split('\r\n');
  expect(products[0]).toBe('SKU;Name;Status;Brand;Size;Category;Color;Price;Seller;Store;Created;Sold');
  expect(products.length).toBeGreaterThan(1);
  expect(products.slice(1).every((l) => l.split(';')[2] === 'active' && /^\d+,\d{2}$/.test(l.split(';')[7]!))).toBe(true);
  await snap(page, 'settings-export');
});

/** Stock as another system exports it: its own item ids, Norwegian column names, decimal commas, Windows-1252. */
const productsFile = {
  name: 'varer.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      'Vare-id;Navn;Merke;Størrelse;Pris;Selger;Butikk',
      'E2E-1;Blå ullkåpe;Holzweiler;M;1 249,50;ase.ostby@e2e.test;Majorstuen',
      'E2E-2;Grønn kjole;;S;gratis;ase.ostby@e2e.test;Majorstuen',
      'E2E-3;Rød skjorte;;L;300;ukjent@e2e.test;Majorstuen',
      'E2E-4;Hvit bluse;;M;199;ase.ostby@e2e.test;Grønland',
      '',
    ].join('\r\n'),
    'latin1',
  ),
};

test('a products file from another system imports with its bad rows named, and again changes nothing', async ({ page }) => {
  await signInStaff(page);
  await page.goto('/settings/import-export');
  const sellers = importCard(page, 'Import sellers');
  await sellers.locator('input[type=file]').setInputFiles(sellersFile);
  await expect(sellers.getByText(/^6 rows: 3 can be imported/)).toBeVisible();
  if (await sellers.getByText('(3 new, 0 changed)').isVisible()) {
    await sellers.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('dialog', { name: 'Import 3 sellers?' }).getByRole('button', { name: 'Import' }).click();
    await expect(sellers.getByText('Imported: 3 created, 0 updated, 0 unchanged, 3 refused.')).toBeVisible({ timeout: 60_000 });
  }

  const card = importCard(page, 'Import products');
  for (const [dry, done] of [
    ['4 rows: 2 can be imported (2 new, 0 changed), 2 refused.', 'Imported: 2 created, 0 updated, 0 unchanged, 2 refused.'],
    ['4 rows: 2 can be imported (0 new, 0 changed), 2 refused.', 'Imported: 0 created, 0 updated, 2 unchanged, 2 refused.'],
  ] as const) {
    await card.locator('input[type=file]').setInputFiles(productsFile);
    await expect(card.getByText(dry)).toBeVisible();
    await expect(card.locator('.ant-table-row').filter({ hasText: /Invalid amount|Seller is required/ })).toHaveText([
      /^3\s*Price\s*Invalid amount$/,
      /^4\s*Seller\s*Seller is required$/,
    ]);
    if (dry.includes('2 new')) await snap(page, 'settings-import-products-dry-run');
    await card.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('dialog', { name: 'Import 2 products?' }).getByRole('button', { name: 'Import' }).click();
    // Seen once in CI (stop 35) and never here: the second import's text did not come. Say what the card showed then.
    await expect(card.getByText(done))
      .toBeVisible({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        throw new Error(`The card showed instead:\n${await card.innerText()}`, { cause: error });
      });
  }
  await snap(page, 'settings-import-products-done');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export products' }).click();
  const products = (await readFile(await (await download).path())).toString('utf8').slice(1).trim().split('\r\n');
  const imported = products.filter((l) => /Blå ullkåpe|Hvit bluse/.test(l)).map((l) => l.split(';').slice(1, 10));
  expect(imported.map((c) => [c[0], c[2], c[3], c[6], c[7], c[8]])).toEqual([
    ['Blå ullkåpe', 'Holzweiler', 'M', '1249,50', 'Åse Østby', 'Majorstuen'],
    ['Hvit bluse', '', 'M', '199,00', 'Åse Østby', 'Grønland'],
  ]);
});
