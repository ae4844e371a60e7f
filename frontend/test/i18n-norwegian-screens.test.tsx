// The harnesses first: they put fetch and the encoders in place before the app modules load.
import { SELLER_ID, organization, product, renderWithStore, seller, serve } from './portal-harness';
import { renderStaff } from './staff-harness';
import { screen } from '@testing-library/react';
import type { ProductView } from '@consign/contracts';
import DashboardPage from '../src/features/dashboard/DashboardPage';
import { SellerPortal } from '../src/features/portal/SellerPortal';
import ProductsPage from '../src/features/products/ProductsPage';
import SellersPage from '../src/features/sellers/SellersPage';
import { applyLanguage } from '../src/i18n';
import { resources } from '../src/i18n/resources';
import { ORGANIZATION } from './backoffice-fixtures';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value] as [string, string]] : leaves(value).map(([k, v]) => [`${key}.${k}`, v] as [string, string]),
  );

/**
 * The English sentences of the catalogue a Norwegian screen must not show: each text's literal runs (its ICU
 * arguments cut out) of two words or more, where the Norwegian text differs.
 */
const nb = new Map(leaves(resources.nb as unknown as Tree));
const englishRuns = [
  ...new Set(
    leaves(resources.en as unknown as Tree)
      .filter(([key, text]) => nb.get(key) !== text)
      .flatMap(([, text]) => text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
      .map((run) => run.trim())
      .filter((run) => /[A-Za-z]{2,} [A-Za-z]{2,}/.test(run)),
  ),
];

function englishOn(page: HTMLElement): string[] {
  const text = page.textContent ?? '';
  return englishRuns.filter((run) => text.includes(run));
}

const base = '/api/demo';
const item = (name: string, status: ProductView['status'] = 'active') => product({ name, status, price: 1234.5 });

beforeEach(() => applyLanguage('nb'));
afterEach(() => applyLanguage('en'));

test('the portal in Norwegian: Norwegian words, Norwegian money, no English sentence of the catalogue', async () => {
  serve({
    [`GET ${base}/organizations`]: { body: { data: organization() } },
    [`GET ${base}/sellers/${SELLER_ID}`]: { body: { data: seller() } },
    [`GET ${base}/products`]: {
      body: { data: [item('Ullkåpe'), item('Jeans', 'sold')], pagination: { count: 2, countsByStatus: {} } },
    },
    [`GET ${base}/transactions`]: { body: { data: [], pagination: { count: 0 } } },
    [`GET ${base}/accounts/${SELLER_ID}`]: {
      body: { data: { sellerId: SELLER_ID, currency: 'NOK', available: 1874.48, accumulated: 2500, held: 0 } },
    },
    [`GET ${base}/sellers/${SELLER_ID}/impact`]: { body: { co2Saved: 603.24, waterSaved: 106543, itemsSold: 3 } },
    [`GET ${base}/deliveries`]: { body: { data: [] } },
    [`GET /api/next/demo/updates`]: { body: { data: [] } },
    [`GET /api/next/demo/organizations/terms/acceptance`]: {
      body: { data: { termsAcceptedAt: '2026-01-01T00:00:00.000Z', latestModifiedAt: '2025-12-01T00:00:00.000Z', mustAccept: false } },
    },
  });
  const { container } = renderWithStore(<SellerPortal />);
  expect(await screen.findByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  expect(await screen.findByText('Butikkreditt')).toBeInTheDocument();
  // Norwegian numbers: a space groups thousands, a comma marks decimals, 'kr' comes after.
  expect(await screen.findByText(/1\s874,48\skr/)).toBeInTheDocument();
  expect(container.textContent).toMatch(/106\s543/);
  expect(englishOn(container)).toEqual([]);
});

test.each([
  ['the dashboard', () => <DashboardPage />, 'Oversikt'],
  ['the products page', () => <ProductsPage />, 'Varer'],
  ['the sellers page', () => <SellersPage />, 'Selgere'],
])('%s in Norwegian shows no English sentence of the catalogue', async (_name, page, heading) => {
  serve({
    [`GET ${base}/organizations`]: { body: { data: ORGANIZATION } },
    [`GET ${base}/products`]: { body: { data: [item('Ullkåpe')], pagination: { count: 1, countsByStatus: { active: 1 } } } },
    [`GET ${base}/sellers`]: { body: { data: [seller()], pagination: { count: 1 } } },
    [`GET ${base}/deliveries`]: { body: { data: [] } },
  });
  const { container } = renderStaff(page());
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(englishOn(container)).toEqual([]);
});
