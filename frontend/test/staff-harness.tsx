// First: the fetch stand-in (undici Request/Response, TextEncoder, a route table) shared with the portal
// tests must be in place before react-router and RTK Query load.
export { serve, type Call, type Reply } from './portal-harness';
import type { SellerView } from '@consign/contracts';
import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../src/api/api';
import { sessionSlice, signedIn } from '../src/api/session.slice';
import { sheetsSlice, type SheetEntry } from '../src/sheets/sheets.slice';

export const ORG = 'demo';

/** A store signed in as a coworker of the demo organization, optionally with sheets open. */
export function makeStaffStore(stack: SheetEntry[] = []) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, sheets: sheetsSlice.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
    preloadedState: { sheets: { stack } },
  });
  store.dispatch(
    signedIn({
      accessToken: 'token',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: {
        id: 'user-1',
        email: 'staff@demo.test',
        role: 'coworker',
        orgSlug: ORG,
        metadata: { role: 'coworker' },
        language: null,
        organizationLanguage: null,
        memberships: [],
      },
    }),
  );
  return store;
}

export function renderStaff(
  ui: ReactElement,
  { store = makeStaffStore(), path = '/' } = {},
): RenderResult & { store: ReturnType<typeof makeStaffStore> } {
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AntApp>{ui}</AntApp>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

/** A seller of the demo organization, as GET /api/{org}/sellers/{id} answers. */
export const SELLER: SellerView = {
  id: '0b6f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  firstName: 'Kari',
  lastName: 'Hansen',
  fullName: 'Kari Hansen',
  email: 'kari@demo.test',
  phonenumber: '+4741234567',
  accountNumber: 3,
  accountNumberPadded: '00003',
  contact: { email: 'kari@demo.test', phone: '+4741234567' },
  bankAccountNumber: null,
  termsAccepted: true,
  terms_accepted_at: null,
  org: { slug: 'demo' },
};
