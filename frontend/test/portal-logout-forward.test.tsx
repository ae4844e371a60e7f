// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, organization, renderWithStore, serve } from './portal-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PortalHeader } from '../src/features/portal/PortalHeader';

/**
 * Issue 20 finding 4: the portal navigates to `forwardUrlLogOut` on Log out, and must do so for http(s) only.
 * jsdom does not navigate; it reports each attempt as "Not implemented: navigation", which is what is watched.
 */
async function logOutWith(forwardUrlLogOut: string): Promise<boolean> {
  const server = serve({ 'POST /api/auth/logout': { status: 204 } });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = renderWithStore(<PortalHeader organization={organization({}, { forwardUrlLogOut })} />);
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(server.find('POST', '/api/auth/logout')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    return errors.mock.calls.some((args) => args.some((a) => String((a as Error)?.message ?? a).includes('navigation')));
  } finally {
    errors.mockRestore();
    view.unmount();
  }
}

test('Log out goes to an http(s) forward address', async () => {
  expect(await logOutWith(`https://shop.example.test/${ORG}/bye`)).toBe(true);
});

test('Log out never goes to a javascript:, data: or vbscript: forward address stored before the server refused them', async () => {
  for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])
    expect([url, await logOutWith(url)]).toEqual([url, false]);
});
