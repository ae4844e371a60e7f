import { undici } from './portal-polyfills';
import { configureStore } from '@reduxjs/toolkit';
import { configure, render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { OrganizationView, ProductView, SellerView } from '@consign/contracts';
import { api } from '../src/api/api';
import { sessionSlice, signedIn } from '../src/api/session.slice';
import { sheetsSlice } from '../src/sheets/sheets.slice';
import { ORGANIZATION } from './backoffice-fixtures';

// The whole portal renders in these tests, on CPUs shared with other suites: give it time.
configure({ asyncUtilTimeout: 5000 });

export const SELLER_ID = '5b1f2a9e-7c1d-4e0b-9d3a-2f6e8c4a1b00';
export const ORG = 'demo';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | ((call: Call) => { status?: number; body?: unknown });

/** Answers requests by "METHOD /path" (no query); unknown ones get a 404. Every call is recorded. */
export function serve(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  globalThis.fetch = (async (request: Request | string, init?: RequestInit) => {
    // RTK Query passes a Request; code that calls fetch itself (the keepalive release) passes a URL and init.
    const input = typeof request === 'string' ? new Request(request, init) : request;
    const url = new URL(input.url);
    const text = await input.text();
    const call: Call = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      headers: input.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    return new undici.Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return {
    calls,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function makeStore(sellerId = SELLER_ID) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, sheets: sheetsSlice.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  store.dispatch(
    signedIn({
      accessToken: 'token',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: {
        id: 'user-1',
        email: 'seller@demo.test',
        role: 'seller',
        orgSlug: ORG,
        sellerId,
        metadata: { role: 'seller' },
        language: null,
        organizationLanguage: null,
        memberships: [],
      },
    }),
  );
  return store;
}

/** The providers the app gives every screen. */
export function wrap(ui: ReactElement, store: ReturnType<typeof makeStore>) {
  return (
    <ConfigProvider>
      <AntApp>
        <Provider store={store}>{ui}</Provider>
      </AntApp>
    </ConfigProvider>
  );
}

export function renderWithStore(ui: ReactElement, store = makeStore()): RenderResult & { store: ReturnType<typeof makeStore> } {
  return { store, ...render(wrap(ui, store)) };
}

/** The demo organization (backoffice fixtures' one), with the given fields and config changed. */
export function organization(
  overrides: Partial<OrganizationView> = {},
  config: Partial<OrganizationView['config']> = {},
): OrganizationView {
  return { ...ORGANIZATION, ...overrides, config: { ...ORGANIZATION.config, ...config } };
}

export function seller(overrides: Partial<SellerView> = {}): SellerView {
  return {
    id: SELLER_ID,
    firstName: 'Sara',
    lastName: 'Seller',
    fullName: 'Sara Seller',
    email: 'seller@demo.test',
    phonenumber: '+4741234567',
    accountNumber: 7,
    accountNumberPadded: '00007',
    contact: { email: 'seller@demo.test', phone: '+4741234567' },
    bankAccountNumber: null,
    termsAccepted: true,
    terms_accepted_at: '2026-01-01T00:00:00.000Z',
    org: { slug: ORG },
    ...overrides,
  };
}

/** One of the seller's products ('Wool coat', active, 400 kr), with the given fields changed. */
export function product(overrides: Partial<ProductView>): ProductView {
  return {
    id: crypto.randomUUID(),
    sku: 1,
    skuPadded: '000001',
    name: 'Wool coat',
    status: 'active',
    brand: null,
    size: null,
    category: null,
    color: null,
    material: null,
    seller: { id: SELLER_ID, fullName: 'Sara Seller' },
    store: { id: 'store-1', name: 'Grünerløkka' },
    price: 400,
    attractiveness: 'medium',
    consignmentSplit: 0.5,
    expiringAt: '2026-12-31T00:00:00.000Z',
    media: [],
    storeOwned: false,
    donatedBySeller: null,
    purchasedFromSeller: null,
    meta: {
      created: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '',
      expiringAt: '',
      soldAt: null,
      donatedAt: null,
      pickUpAt: null,
    },
    ...overrides,
  };
}
