// The harness first: it puts fetch and the encoders in place before the app modules load.
import { SELLER, renderStaff, serve } from './staff-harness';
import { screen, waitFor, within } from '@testing-library/react';
import { SheetHost } from '../src/sheets/SheetHost';
// Loaded up front, so the lazy sheet resolves at once.
import '../src/features/sellers/SellerSheet';

test("the seller sheet's 'Active products per store' shows the server's counts per store, however many products", async () => {
  const server = serve({
    [`GET /api/demo/sellers/${SELLER.id}`]: { body: { data: SELLER } },
    'GET /api/demo/products': {
      body: {
        // One product read, as asked: the counts are of all 2,500 active products (1,200 + 1,296 + 4 in no store).
        data: [],
        pagination: {
          count: 2500,
          countsByStatus: { active: 2500, sold: 40 },
          countsByStore: [
            { store: { id: 'store-a', name: 'Aker Brygge' }, countsByStatus: { active: 1200, sold: 40 } },
            { store: { id: 'store-g', name: 'Grünerløkka' }, countsByStatus: { active: 1296 } },
            { store: { id: 'store-m', name: 'Majorstuen' }, countsByStatus: { sold: 3 } },
          ],
        },
      },
    },
  });
  renderStaff(<SheetHost />, { path: `/sellers?sheets=seller.view.${SELLER.id}` });
  const list = await screen.findByRole('list', { name: 'Active products per store' }, { timeout: 10_000 });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Aker Brygge1200', 'Grünerløkka1296', 'No store4']),
  );
  const asked = server.calls.find((c) => c.path === '/api/demo/products' && c.query.get('countsByStore'))!;
  expect([asked.query.get('sellerId'), asked.query.get('filters[status.in]'), asked.query.get('take')]).toEqual([SELLER.id, 'active', '1']);
}, 30_000);
