// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_LAYOUT, MESSAGES, type UpdateView } from '@consign/contracts';
import { Route, Routes } from 'react-router-dom';
import DeliverySheet from '../src/features/deliveries/DeliverySheet';
import { DefaultStorePicker } from '../src/features/settings/DefaultStorePicker';
import { DEFAULT_STORE_KEY, readDefaultStore, shouldAskDefaultStore, writeDefaultStore } from '../src/components/default-store';
import { EmailCard } from '../src/components/updates/EmailCard';
import UpdateSheet from '../src/features/updates/UpdateSheet';
import { VERSION_CHECK_MS, VersionWatcher } from '../src/features/updates/VersionWatcher';
import OnboardingWizardPage from '../src/features/onboarding/OnboardingWizardPage';
import type { SheetEntry } from '../src/sheets/sheets.slice';
import { ORGANIZATION } from './backoffice-fixtures';

describe("'Refresh site to update' (SPEC §2, §9)", () => {
  test('checks /api/version every 10 minutes and offers Refresh now when it changed', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let version = 'a';
      const server = serve({ 'GET /api/version': () => ({ body: { version } }) });
      renderStaff(<VersionWatcher />);
      await waitFor(() => expect(server.find('GET', '/api/version')).toHaveLength(1));
      expect(VERSION_CHECK_MS).toBe(600_000);
      await act(async () => {
        jest.advanceTimersByTime(VERSION_CHECK_MS);
      });
      await waitFor(() => expect(server.find('GET', '/api/version')).toHaveLength(2));
      expect(screen.queryByText(MESSAGES.common.refreshToUpdate)).not.toBeInTheDocument();
      version = 'b';
      await act(async () => {
        jest.advanceTimersByTime(VERSION_CHECK_MS);
      });
      expect(await screen.findByText(MESSAGES.common.refreshToUpdate)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: MESSAGES.common.refreshNow })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('default-store picker (once per day)', () => {
  beforeEach(() => localStorage.removeItem(DEFAULT_STORE_KEY));

  test('asks once a day; the answer is kept', () => {
    const monday = new Date(2026, 10, 23, 9);
    expect(shouldAskDefaultStore(monday)).toBe(true);
    writeDefaultStore('store-1', monday);
    expect(shouldAskDefaultStore(new Date(2026, 10, 23, 17))).toBe(false);
    expect(shouldAskDefaultStore(new Date(2026, 10, 24, 8))).toBe(true);
    expect(readDefaultStore()).toBe('store-1');
  });

  test('the dialog lists the stores and remembers the choice for today', async () => {
    serve({
      'GET /api/demo/stores': {
        body: {
          data: [
            { id: 'store-1', name: 'Oslo' },
            { id: 'store-2', name: 'Bergen' },
          ],
        },
      },
    });
    renderStaff(<DefaultStorePicker />);
    fireEvent.click(await screen.findByLabelText('Bergen'));
    fireEvent.click(screen.getByRole('button', { name: 'Use this store' }));
    expect(readDefaultStore()).toBe('store-2');
    expect(shouldAskDefaultStore()).toBe(false);
  });

  const TWO_STORES = {
    body: {
      data: [
        { id: 'store-1', name: 'Oslo' },
        { id: 'store-2', name: 'Bergen' },
      ],
    },
  };

  test('the default store is shown after the question and can be changed the same day', async () => {
    writeDefaultStore('store-1');
    serve({ 'GET /api/demo/stores': TWO_STORES });
    renderStaff(<DefaultStorePicker />);
    fireEvent.click(await screen.findByRole('button', { name: 'Default store: Oslo' }));
    fireEvent.click(await screen.findByLabelText('Bergen'));
    fireEvent.click(screen.getByRole('button', { name: 'Use this store' }));
    expect(await screen.findByRole('button', { name: 'Default store: Bergen' })).toBeInTheDocument();
    expect(readDefaultStore()).toBe('store-2');
  });

  test('a new delivery starts with the default store', async () => {
    writeDefaultStore('store-2');
    const server = serve({
      'GET /api/demo/stores': TWO_STORES,
      'GET /api/demo/deliveries/store-2/dates': { body: { datesInfo: [], scheduleEndDate: null } },
    });
    const entry: SheetEntry = { type: 'delivery', mode: 'create' };
    renderStaff(<DeliverySheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    expect(await screen.findByTitle('Bergen')).toBeInTheDocument();
    await waitFor(() => expect(server.find('GET', '/api/demo/deliveries/store-2/dates')).toHaveLength(1));
  });
});

describe('updates', () => {
  const UPDATE: UpdateView = {
    id: '9d7c3b1a-2e4f-4a6b-8c0d-1e2f3a4b5c6d',
    orgId: 'org-1',
    sellerId: 's-1',
    audience: 'seller',
    type: 'product_sold',
    subject: 'Your item sold',
    body: {
      json: [
        { type: 'paragraph', children: [{ text: 'Good news: ' }, { text: 'it sold', bold: true }] },
        {
          type: 'paragraph',
          children: [{ text: '', productCard: { skuPadded: '000123', name: 'Wool coat', price: 400, sellerShare: 200 } }],
        },
      ],
    },
    cta: { url: 'https://demo.test/', text: 'See your earnings' },
    createdAt: '2026-11-20T10:00:00.000Z',
    emailStatus: 'sent',
    emailError: null,
  };

  test('the e-mail card is at most 470 px wide with 16 px corners and shows the product card', async () => {
    serve({ 'GET /api/demo/organizations': { body: { data: ORGANIZATION } } });
    renderStaff(<EmailCard subject={UPDATE.subject} body={UPDATE.body.json} cta={UPDATE.cta} />);
    const card = screen.getByTestId('email-card');
    expect(card).toHaveStyle({ maxWidth: `${EMAIL_LAYOUT.maxWidthPx}px`, borderRadius: `${EMAIL_LAYOUT.borderRadiusPx}px` });
    expect(screen.getByText('it sold').tagName).toBe('STRONG');
    expect(screen.getByText('Wool coat')).toBeInTheDocument();
    expect(screen.getByText('#000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your earnings' })).toHaveAttribute('href', 'https://demo.test/');
    expect(await screen.findByText('Demo Second Hand')).toBeInTheDocument();
  });

  test('the update sheet reads the update by id', async () => {
    const server = serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'GET /api/next/demo/updates': { body: { data: [UPDATE] } },
    });
    const entry: SheetEntry = { type: 'update', id: UPDATE.id, mode: 'view' };
    renderStaff(<UpdateSheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    expect(await screen.findAllByText('Your item sold')).not.toHaveLength(0);
    expect(server.find('GET', '/api/next/demo/updates')[0]!.query.get('id')).toBe(UPDATE.id);
  });
});

describe('/onboarding-wizard', () => {
  test("Skip for now sets the flag to 'skipped' and leaves the wizard", async () => {
    const server = serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'PATCH /api/demo/onboarding/status': { body: { onboarding_flag: 'skipped' } },
    });
    renderStaff(
      <Routes>
        <Route path="/onboarding-wizard" element={<OnboardingWizardPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>,
      { path: '/onboarding-wizard' },
    );
    expect(await screen.findByText('Set up Demo Second Hand')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(server.find('PATCH', '/api/demo/onboarding/status')[0]!.body).toEqual({ onboarding_flag: 'skipped' });
  });

  test('the first step saves the name and moves on to the brand', async () => {
    const server = serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'PATCH /api/next/demo/organizations/name': { body: { data: ORGANIZATION } },
    });
    renderStaff(<OnboardingWizardPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Organization name' }), { target: { value: 'Bruktbutikken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(MESSAGES.organization.nameUpdated)).toBeInTheDocument();
    expect(await screen.findByLabelText('Logo URL')).toBeInTheDocument();
    expect(server.find('PATCH', '/api/next/demo/organizations/name')[0]!.body).toEqual({ name: 'Bruktbutikken' });
  });
});
