/// <reference lib="dom" />
// The page functions below run in the browser, where the DOM is.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snap } from './artifacts';
import { acceptTermsAs } from './api';
import { signIn, signInStaff } from './session';

// Layout at the widths people use (issue 19 items 18, 19, 25): measured, not eyeballed.

/** The words of these elements that the browser broke across two lines ('Bra|nd', 'Majorstue|n', '2 630,0|0 kr'). */
async function brokenWords(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((nodes) => {
    const broken: string[] = [];
    for (const node of nodes) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        // Only ordinary spaces separate words: an amount's no-break spaces keep it one word. A hyphen between
        // letters is a break a reader expects ('t-|shirt'), so each side of it counts as a word of its own.
        const words = [...value.matchAll(/[^ \t\n]+/g)].flatMap((match) => {
          let at = match.index;
          return match[0].split(/(?<=\p{L}-)(?=\p{L})/u).map((part) => ({ part, index: (at += part.length) - part.length }));
        });
        for (const { part, index } of words) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + part.length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(part);
        }
      }
    }
    return broken;
  });
}

/** Whether a's box and b's box overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** A day of deliveries for the timeline, answered in place of the service: 30-minute slots from 15:00 to 18:30 Paris time. */
async function mockDeliveries(page: Page) {
  await page.route(/\/api\/demo\/deliveries\?/, async (route) => {
    const date = new URL(route.request().url()).searchParams.get('from')!;
    const at = (hhmm: string) => new Date(`${date}T${hhmm}:00+01:00`).toISOString();
    const data = ['15:00', '16:00', '16:30', '17:30', '18:30'].map((hhmm, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      at: at(hhmm),
      endsAt: at(hhmm),
      status: 'confirmed',
      deleted: false,
      expiresAt: null,
      sequence: 0,
      seller: { id: `s-${i}`, email: `seller${i}@demo.test`, name: `Kari Nordmann ${i}`, accountNumber: i },
      store: {
        id: 'store-layout',
        name: 'Majorstuen',
        address_line_1: '',
        address_zip: '',
        address_city: '',
        address_country: 'NO',
        stores_config_deliveries: { slot_length: 30, slot_buffer: 0 },
      },
      org: { name: 'Demo', slug: 'demo' },
      products: [],
    }));
    await route.fulfill({ json: { data } });
  });
}

for (const width of [1440, 1024]) {
  test.describe(`back office at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 120_000 });

    test('the deliveries timeline: whole times in every block, every hour reachable, the day opens at its deliveries', async ({ page }) => {
      await signInStaff(page);
      await mockDeliveries(page);
      await page.goto('/deliveries/timeline');
      // Tomorrow: not today, so the day opens at its first delivery (15:00), not at now.
      await page.getByRole('button', { name: 'Next day' }).click();
      const region = page.getByRole('region', { name: 'Timeline (Paris time)' });
      const blocks = region.locator('button[data-variant]');
      await expect(blocks).toHaveCount(5);
      // The region fits the window and scrolls inside it.
      const box = (await region.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      const scroll = await region.evaluate((el) => ({ left: el.scrollLeft, width: el.scrollWidth, client: el.clientWidth }));
      expect(scroll.left).toBeGreaterThan(0);
      // The first delivery is in sight without scrolling.
      await expect(blocks.first()).toBeInViewport();
      // Each block shows its whole time ('16:00', not '16:0…').
      const cut = await blocks.evaluateAll(
        (els) => els.map((el) => el.firstElementChild as HTMLElement).filter((t) => t.scrollWidth > t.clientWidth).length,
      );
      expect(cut).toBe(0);
      await snap(page, `layout-timeline-${width}`);
      // The last hour is reachable: scrolled to the end, the 18:30 block is inside the region.
      await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await expect(blocks.last()).toBeInViewport();
    });

    test('products: no header broken inside a word, price and status apart; the product sheet breaks no word', async ({ page }) => {
      await signInStaff(page);
      await page.goto('/products');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      expect(await brokenWords(page.locator('.ant-table-thead th'))).toEqual([]);
      for (const row of (await rows.all()).slice(0, 10)) {
        const cells = row.locator('td');
        const count = await cells.count();
        expect(
          await overlap(
            cells
              .nth(count - 2)
              .locator('span')
              .first(),
            cells.nth(count - 1).locator('.ant-tag'),
          ),
        ).toBe(false);
      }
      // Price and status are in sight without scrolling sideways.
      const first = rows.first().locator('td');
      await expect(first.nth((await first.count()) - 1).locator('.ant-tag')).toBeInViewport({ ratio: 1 });
      await snap(page, `layout-products-${width}`);
      await rows.first().click();
      const sheet = page.locator('.ant-descriptions').first();
      await expect(sheet).toBeVisible();
      expect(await brokenWords(sheet.locator('.ant-descriptions-item-content, .ant-descriptions-item-label'))).toEqual([]);
      await snap(page, `layout-product-sheet-${width}`);
    });
  });
}

for (const width of [375, 320]) {
  test.describe(`seller portal at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the shop name is whole and no amount breaks across lines', async ({ page, request }) => {
      await acceptTermsAs(request, 'seller@demo.test');
      await signIn(page, 'seller@demo.test');
      await expect(page.getByText('Seller number')).toBeVisible({ timeout: 15_000 });
      const name = page.locator('header h4');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && !el.className.includes('ellipsis'))).toBe(true);
      expect(await brokenWords(name)).toEqual([]);
      await page.getByRole('tab', { name: 'Transactions' }).click();
      // Amounts are written with no-break spaces: an amount broken across lines shows as a broken word.
      expect(await brokenWords(page.locator('.ant-statistic-content, main .ant-typography'))).toEqual([]);
      await snap(page, `layout-portal-${width}`);
    });
  });
}
