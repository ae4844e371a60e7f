import { chromium, type Page } from '@playwright/test';
import knex from 'knex';
import type { Stack } from '../../scripts/stack';
import { databaseOf, type CatalogBenchOptions } from './catalog';
import { signInAsStaff } from './bundle';
import type { BenchRow } from './report';

/** From the last keystroke to the option shown (the picker's 200 ms debounce included). */
const PICKER_BUDGET_MS = 1000;
/** How many options a picker shows (frontend's PICKER_PAGE). */
const PICKER_PAGE = 30;

/** The demo organization's newest seller (highest account number), and how many sellers share their name. */
async function newestSeller(opts: CatalogBenchOptions) {
  const identity = knex({ client: 'pg', connection: databaseOf(opts, 'identity') });
  try {
    const { rows } = await identity.raw<{
      rows: { name: string; email: string; account_number: number; namesakes: string; sellers: string }[];
    }>(
      `WITH demo AS (SELECT s.* FROM sellers s JOIN organizations o ON o.id = s.org_id WHERE o.slug = 'demo' AND s.deleted_at IS NULL),
            newest AS (SELECT * FROM demo ORDER BY account_number DESC LIMIT 1)
       SELECT n.first_name || ' ' || n.last_name AS name, n.email, n.account_number,
              (SELECT count(*) FROM demo d WHERE d.first_name = n.first_name AND d.last_name = n.last_name) AS namesakes,
              (SELECT count(*) FROM demo) AS sellers
       FROM newest n`,
    );
    const row = rows[0];
    return row && { ...row, namesakes: Number(row.namesakes), sellers: Number(row.sellers) };
  } finally {
    await identity.destroy();
  }
}

/**
 * Types `text` into the products page's seller filter: the time from the last keystroke to the `wanted` option
 * shown, or, when it is not among the options, to the server's answer to `text`.
 */
async function typeInPicker(page: Page, text: string, wanted: RegExp): Promise<{ ms: number; found: boolean }> {
  const picker = page.getByRole('combobox', { name: 'Seller' });
  await picker.click();
  await picker.pressSequentially(text.slice(0, -1), { delay: 30 });
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname.endsWith('/sellers') && new URL(res.url()).searchParams.get('query') === text,
    { timeout: 15_000 },
  );
  const started = Date.now();
  await picker.press(text.slice(-1));
  await answered;
  const answeredMs = Date.now() - started;
  // The answer is drawn in the next frames; an option not there a second later is not among its options.
  const found = await page
    .locator('.ant-select-item-option')
    .filter({ hasText: wanted })
    .first()
    .waitFor({ timeout: 1_000 })
    .then(() => true)
    .catch(() => false);
  return { ms: found ? Date.now() - started : answeredMs, found };
}

/**
 * Issue 22: in Chromium, signed in as the demo coworker on /products, the newest of the bench's sellers is found
 * by typing in the seller picker: by its e-mail and by its account number. By its name too where the name is its
 * own; the bench's names repeat (a thousand namesakes each at 100,000 sellers), and namesakes are listed in
 * name order, the newest last, so a shared name is measured as the answer's time. Each measurement in a new
 * browser context (nothing cached), median of 3.
 */
export async function sellerPickerInChromium(
  stack: Pick<Stack, 'url'>,
  opts: CatalogBenchOptions,
  log: (line: string) => void = () => undefined,
): Promise<BenchRow[]> {
  const newest = await newestSeller(opts);
  const nameOf = (sellers: number) => `seller picker in Chromium, ${sellers.toLocaleString('en-US')} sellers: newest found by typing`;
  const target = `< ${PICKER_BUDGET_MS} ms`;
  if (!newest) return [{ name: nameOf(0), value: 'not measured (no demo sellers)', target, met: false }];
  const wanted = new RegExp(`\\(#0*${newest.account_number}\\)`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const sample = async (typed: string) => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const page = await context.newPage();
      if (!(await signInAsStaff(page, stack.url))) throw new Error('no demo account');
      await page.goto(`${stack.url}/products`);
      // The default-store question (asked once a day, so in every new context) is answered later.
      const question = page.getByRole('dialog');
      const asked = await question
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (asked) {
        await page.keyboard.press('Escape');
        await question.waitFor({ state: 'hidden' });
      }
      return await typeInPicker(page, typed, wanted);
    } finally {
      await context.close();
    }
  };
  const median = async (typed: string) => {
    const samples = [await sample(typed), await sample(typed), await sample(typed)];
    log(`seller picker, '${typed}': ${samples.map((s) => `${s.ms} ms${s.found ? '' : ' (not among the options)'}`).join(', ')}`);
    return { ms: samples.map((s) => s.ms).sort((a, b) => a - b)[1]!, found: samples.every((s) => s.found) };
  };
  const row = async (by: string, typed: string): Promise<BenchRow> => {
    const got = await median(typed);
    return {
      name: `${nameOf(newest.sellers)} its ${by}`,
      value: got.found ? `found in ${got.ms} ms` : `not among the first ${PICKER_PAGE} options, answered in ${got.ms} ms`,
      target,
      met: got.found && got.ms < PICKER_BUDGET_MS,
    };
  };
  try {
    const rows = [
      await row(`e-mail (${newest.email})`, newest.email),
      await row(`account number (${newest.account_number})`, String(newest.account_number)),
    ];
    if (newest.namesakes === 1) rows.push(await row(`name ('${newest.name}')`, newest.name));
    else {
      const byName = await median(newest.name);
      rows.push({
        name: `${nameOf(newest.sellers)} its name ('${newest.name}', shared by ${newest.namesakes.toLocaleString('en-US')}; namesakes in name order)`,
        value: `${byName.found ? 'found' : `answered with the first ${PICKER_PAGE} namesakes`} in ${byName.ms} ms`,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
