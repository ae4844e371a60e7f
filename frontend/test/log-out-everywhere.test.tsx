// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LogOutEverywhere } from '../src/features/auth/LogOutEverywhere';

describe("'Log out everywhere' (issue 20: revocation)", () => {
  test('after a confirmation it ends every session on the server, then signs this one out', async () => {
    const api = serve({ 'POST /api/auth/logout-all': { status: 204 } });
    const { store } = renderStaff(<LogOutEverywhere />);
    fireEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    expect((await screen.findAllByText('End all sessions?')).length).toBeGreaterThan(0);
    expect(api.find('POST', '/api/auth/logout-all')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'End all sessions' }).at(-1)!);
    await waitFor(() => expect(store.getState().session.status).toBe('signed-out'));
    expect(api.find('POST', '/api/auth/logout-all')).toHaveLength(1);
    expect(api.find('POST', '/api/auth/logout-all')[0]!.headers.get('authorization')).toBe('Bearer token');
  });

  test('when the server refuses, this session stays and the error is shown', async () => {
    serve({ 'POST /api/auth/logout-all': { status: 503, body: { message: 'Signing in is unavailable. Please try again shortly.' } } });
    const { store } = renderStaff(<LogOutEverywhere />);
    fireEvent.click(screen.getByRole('button', { name: 'End all sessions' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'End all sessions' })).at(-1)!);
    expect(await screen.findByText('Signing in is unavailable. Please try again shortly.')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signed-in');
  });
});
