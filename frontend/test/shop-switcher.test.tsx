// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Membership, SessionResponse } from '@consign/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { signedIn } from '../src/api/session.slice';
import { ShopSwitcher } from '../src/components/ShopSwitcher';

const DEMO: Membership = {
  organizationId: '11111111-1111-4111-8111-111111111111',
  slug: 'demo',
  name: 'Demo Consignment',
  role: 'coworker',
};
const OTHER: Membership = { organizationId: '22222222-2222-4222-8222-222222222222', slug: 'other', name: 'Other Vintage', role: 'seller' };

/** The staff store, its person a member of the given organizations. */
function storeWith(memberships: Membership[]) {
  const store = makeStaffStore();
  const { accessToken, expiresAt, user } = store.getState().session;
  store.dispatch(signedIn({ accessToken: accessToken!, expiresAt: expiresAt!, user: { ...user!, memberships } }));
  return store;
}

function Switcher() {
  const navigate = useNavigate();
  return (
    <>
      <ShopSwitcher onSwitched={() => navigate('/')} />
      <output data-testid="path">{useLocation().pathname}</output>
    </>
  );
}

const otherSession: SessionResponse = {
  accessToken: 'other-token',
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  user: {
    id: 'user-2',
    email: 'staff@demo.test',
    role: 'seller',
    orgSlug: 'other',
    sellerId: 'seller-2',
    metadata: { role: 'seller' },
    language: null,
    organizationLanguage: null,
    memberships: [DEMO, OTHER],
  },
};

describe('shop switcher (issue 25: one person, many shops)', () => {
  test('a person in one organization sees no switcher', async () => {
    serve({});
    renderStaff(<Switcher />, { store: storeWith([DEMO]) });
    // The switch is a lazy chunk: once it has loaded, it would have shown by now.
    await act(async () => {
      await import('../src/components/ShopSwitcherSelect');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('combobox', { name: 'Shop' })).not.toBeInTheDocument();
  });

  test("choosing another shop swaps the session for that organization's and lands on its home", async () => {
    const api = serve({ 'POST /api/auth/switch': { body: otherSession } });
    const { store } = renderStaff(<Switcher />, { store: storeWith([DEMO, OTHER]), path: '/sellers' });
    // The current organization is chosen; a membership as staff says so.
    expect(await screen.findByTitle('Demo Consignment (staff)')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Shop' }));
    fireEvent.click((await screen.findAllByTitle('Other Vintage')).at(-1)!);

    await waitFor(() => expect(store.getState().session.user?.orgSlug).toBe('other'));
    expect(api.find('POST', '/api/auth/switch').map((c) => c.body)).toEqual([{ organizationId: OTHER.organizationId }]);
    expect(api.find('POST', '/api/auth/switch')[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(store.getState().session.accessToken).toBe('other-token');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
  });

  test('a refused switch keeps the session and says why', async () => {
    serve({ 'POST /api/auth/switch': { status: 404, body: { message: 'You have no access to that shop.', code: 'auth.noMembership' } } });
    const { store } = renderStaff(<Switcher />, { store: storeWith([DEMO, OTHER]), path: '/sellers' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Shop' }));
    fireEvent.click((await screen.findAllByTitle('Other Vintage')).at(-1)!);
    expect(await screen.findByText('You have no access to that shop.')).toBeInTheDocument();
    expect(store.getState().session.user?.orgSlug).toBe('demo');
    expect(screen.getByTestId('path')).toHaveTextContent('/sellers');
  });
});
