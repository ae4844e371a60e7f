// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, serve } from './portal-harness';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UpdateView } from '@consign/contracts';
import { UpdatesCard } from '../src/features/portal/UpdatesCard';

const sold: UpdateView = {
  id: 'u-1',
  orgId: 'org-1',
  sellerId: SELLER_ID,
  audience: 'seller',
  type: 'product_sold',
  subject: 'Your Wool coat was sold',
  body: {
    json: [
      { type: 'paragraph', children: [{ text: 'Good news: ' }, { text: 'it sold today', bold: true }] },
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [{ text: '', productCard: { skuPadded: '000042', name: 'Wool coat', price: 400, sellerShare: 200 } }],
          },
        ],
      },
    ],
  },
  cta: { url: 'https://demo.test/portal', text: 'See your earnings' },
  createdAt: '2026-11-20T10:00:00.000Z',
  emailStatus: 'sent',
  emailError: null,
};

test("the seller's updates are listed and open as an e-mail-like preview, at most 470 px wide with 16 px corners", async () => {
  const api = serve({ [`GET /api/next/${ORG}/updates`]: { body: { data: [sold] } } });
  renderWithStore(<UpdatesCard sellerId={SELLER_ID} />);
  fireEvent.click(await screen.findByText('Your Wool coat was sold'));
  expect(api.find('GET', `/api/next/${ORG}/updates`)[0]!.query.get('sellerId')).toBe(SELLER_ID);
  const preview = await screen.findByTestId('email-card');
  expect(preview).toHaveStyle({ maxWidth: '470px', borderRadius: '16px' });
  expect(within(preview).getByText('it sold today').tagName).toBe('STRONG');
  expect(within(preview).getByText('#000042')).toBeInTheDocument();
  expect(within(preview).getByText(/NOK\s400\.00/)).toBeInTheDocument();
  expect(within(preview).getByRole('link', { name: 'See your earnings' })).toHaveAttribute('href', 'https://demo.test/portal');
});
