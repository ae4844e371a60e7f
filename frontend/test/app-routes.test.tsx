// First: the harness puts fetch and web streams in place before the app's modules load.
import { makeStore, renderWithStore, serve } from './portal-harness';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@consign/contracts';
import { api } from '../src/api/api';
import { AppRoutes } from '../src/app/router';
import { sessionSlice } from '../src/api/session.slice';
import { sheetsSlice } from '../src/sheets/sheets.slice';

/** A store as the app opens: no session yet, so the top level restores it from the refresh cookie. */
function freshStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, sheets: sheetsSlice.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  }) as unknown as ReturnType<typeof makeStore>;
}

test('a visitor without a session is sent to /auth and gets the sign-in page', async () => {
  const api = serve({ 'POST /api/auth/refresh': { status: 401, body: { message: 'Unauthorized' } } });
  window.history.replaceState(null, '', '/dashboard');
  renderWithStore(<AppRoutes />, freshStore());
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/auth');
  expect(api.find('POST', '/api/auth/refresh')).toHaveLength(1);
});

test('the pages under /auth are reached by their own paths', async () => {
  serve({ 'POST /api/auth/refresh': { status: 401, body: { message: 'Unauthorized' } } });
  window.history.replaceState(null, '', '/auth/forgot-password');
  renderWithStore(<AppRoutes />, freshStore());
  expect(await screen.findByText('Reset password')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/auth/forgot-password');
});

test.each([
  ['/auth', 'Sign in', 'POST', '/api/auth/login'],
  ['/auth/forgot-password', 'Send reset link', 'POST', '/api/auth/forgot'],
])('%s: an e-mail that is no e-mail gets its message and sends nothing', async (path, button, method, apiPath) => {
  const api = serve({ 'POST /api/auth/refresh': { status: 401, body: { message: 'Unauthorized' } } });
  window.history.replaceState(null, '', path);
  renderWithStore(<AppRoutes />, freshStore());
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'kari.example.test' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(api.find(method, apiPath)).toHaveLength(0);
});

test('a signed-in seller who opens /auth is sent to / and gets the seller portal, never the staff shell', async () => {
  serve({});
  window.history.replaceState(null, '', '/auth');
  renderWithStore(<AppRoutes />);
  expect(await screen.findByText('Powered by Consign')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/'));
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});
