// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MESSAGES, type StoreDeliveryConfig, type WebhookDeliveryView, type WebhookEndpointView } from '@consign/contracts';
import { Route, Routes } from 'react-router-dom';
import { OrganizationSettingsPage } from '../src/features/settings/OrganizationSettingsPage';
import { PayoutsSettingsPage } from '../src/features/settings/PayoutsSettingsPage';
import { StoreDeliveriesSettingsPage, toWeeklySchedule } from '../src/features/settings/StoreDeliveriesSettingsPage';
import { StoresSettingsPage } from '../src/features/settings/StoresSettingsPage';
import { TermsSettingsPage } from '../src/features/settings/TermsSettingsPage';
import { IntegrationsSettingsPage } from '../src/features/settings/IntegrationsSettingsPage';
import { LabelsSettingsPage } from '../src/features/settings/LabelsSettingsPage';
import { fromTermsContent, parseMarks, toTermsContent } from '../src/components/blocks/terms-blocks';
import { ORGANIZATION } from './backoffice-fixtures';

const O = MESSAGES.organization;
const S = MESSAGES.stores;

describe('organization sections (SPEC §7, §8)', () => {
  test('payouts: the minimum follows the fee being edited; Save PATCHes the section, says so and refetches the organization', async () => {
    const server = serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'PATCH /api/next/demo/organizations/payouts': { body: { data: ORGANIZATION } },
    });
    renderStaff(<PayoutsSettingsPage />);
    const minimum = await screen.findByTestId('minimum-payout');
    // Money in the reader's language: 'NOK 50.51' in English.
    expect(minimum).toHaveTextContent(/NOK\s50\.51/);
    fireEvent.change(screen.getByLabelText('Fee amount'), { target: { value: '20' } });
    await waitFor(() => expect(minimum).toHaveTextContent(/NOK\s60\.61/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(O.payoutsUpdated)).toBeInTheDocument();
    expect(server.find('PATCH', '/api/next/demo/organizations/payouts')[0]!.body).toEqual({
      enabled: true,
      fee: { type: 'flat', amount: 20 },
      productFeePercent: 1,
    });
    await waitFor(() => expect(server.find('GET', '/api/demo/organizations')).toHaveLength(2));
  });

  test('a failed save shows the response message, else the SPEC fallback', async () => {
    let body: unknown = { message: 'Organization name is required' };
    serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'PATCH /api/next/demo/organizations/name': () => ({ status: 400, body }),
      'PATCH /api/next/demo/organizations/currency': { body: { data: ORGANIZATION } },
    });
    renderStaff(<OrganizationSettingsPage />);
    const name = await screen.findByLabelText('Organization name');
    fireEvent.change(name, { target: { value: 'New name' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
    body = {};
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    expect(await screen.findByText(O.failedName)).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Currency' }));
    expect(await screen.findByText(O.currencyUpdated)).toBeInTheDocument();
  });
});

describe("the organization's language (issue 23)", () => {
  test("'Browser's language' until one is chosen; a language, or none again, is saved as the language section", async () => {
    let ok = false;
    const server = serve({
      'GET /api/demo/organizations': { body: { data: { ...ORGANIZATION, language: null } } },
      'PATCH /api/next/demo/organizations/language': () => (ok ? { body: { data: ORGANIZATION } } : { status: 500, body: {} }),
    });
    renderStaff(<OrganizationSettingsPage />);
    const form = await screen.findByRole('form', { name: 'Language' });
    expect(within(form).getByTitle("Browser's language")).toBeInTheDocument();
    fireEvent.mouseDown(within(form).getByLabelText('Language'));
    fireEvent.click(await screen.findByTitle('Norsk (bokmål)'));
    fireEvent.submit(form);
    expect(await screen.findByText('Failed to update organization language')).toBeInTheDocument();
    ok = true;
    fireEvent.submit(form);
    expect(await screen.findByText('Organization language updated successfully')).toBeInTheDocument();
    const sent = () => server.find('PATCH', '/api/next/demo/organizations/language').map((r) => r.body);
    expect(sent()).toEqual([{ language: 'nb' }, { language: 'nb' }]);
    fireEvent.mouseDown(within(form).getByLabelText('Language'));
    const browser = await screen.findAllByTitle("Browser's language");
    fireEvent.click(browser[browser.length - 1]!);
    fireEvent.submit(form);
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toEqual({ language: null });
  });
});

describe('labels', () => {
  test("the organization's label size is shown, a preset chosen and saved as the labels section", async () => {
    const server = serve({
      'GET /api/demo/organizations': { body: { data: ORGANIZATION } },
      'PATCH /api/next/demo/organizations/labels': { body: { data: { ...ORGANIZATION, labels: { widthInMm: 40, heightInMm: 55 } } } },
    });
    renderStaff(<LabelsSettingsPage />);
    expect(await screen.findByDisplayValue('31.75')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('40 × 55 mm'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Label size saved')).toBeInTheDocument();
    expect(server.find('PATCH', '/api/next/demo/organizations/labels')[0]!.body).toEqual({ widthInMm: 40, heightInMm: 55 });
  });
});

describe('terms editor (SPEC §3 Terms blocks)', () => {
  test('blocks with **bold** and __underline__ become the stored content and back', () => {
    expect(parseMarks('Read **this** and __that__')).toEqual([
      { text: 'Read ' },
      { text: 'this', bold: true },
      { text: ' and ' },
      { text: 'that', underline: true },
    ]);
    const content = toTermsContent([
      { type: 'heading-one', text: 'Terms' },
      { type: 'bulleted-list', text: 'One\n\n**Two**' },
      { type: 'paragraph', text: '   ' },
    ]);
    expect(content).toEqual([
      { type: 'heading-one', children: [{ text: 'Terms' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'One' }] },
          { type: 'list-item', children: [{ text: 'Two', bold: true }] },
        ],
      },
    ]);
    expect(fromTermsContent(content)).toEqual([
      { type: 'heading-one', text: 'Terms' },
      { type: 'bulleted-list', text: 'One\n**Two**' },
    ]);
  });

  test("shows 'No terms available.' without terms, previews, and publishes a new version", async () => {
    const server = serve({
      'GET /api/next/demo/organizations/terms': { body: { data: null } },
      'POST /api/next/demo/organizations/terms': { status: 201, body: { data: { content: [], created_at: '', modified_at: '' } } },
    });
    renderStaff(<TermsSettingsPage />);
    expect(await screen.findByText(MESSAGES.empty.noTerms)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Block text'), { target: { value: 'Our terms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Our terms' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish new version' }));
    await waitFor(() =>
      expect(server.find('POST', '/api/next/demo/organizations/terms')[0]?.body).toEqual({
        content: [{ type: 'heading-one', children: [{ text: 'Our terms' }] }],
      }),
    );
  });
});

describe('stores and their delivery settings (SPEC §8 texts)', () => {
  const STORE = {
    id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Oslo',
    email: '',
    address_line_1: '',
    address_zip: '',
    address_city: '',
    address_country: '',
  };
  const CONFIG: StoreDeliveryConfig = {
    store_id: STORE.id,
    organization_slug: 'demo',
    enabled: true,
    slot_length: 30,
    slot_buffer: 0,
    schedule: { '1': [{ from: '10:00', to: '16:00' }] },
    schedule_end_date: '2027-01-31',
    excluded_dates: ['2026-12-24'],
  };

  test("creating a store says 'Store created successfully'; a failure 'Failed to create store'", async () => {
    let ok = false;
    const server = serve({
      'GET /api/demo/stores': { body: { data: [STORE], pagination: { count: 1 } } },
      'POST /api/demo/stores': () => (ok ? { status: 201, body: { data: STORE } } : { status: 500, body: {} }),
    });
    renderStaff(<StoresSettingsPage />);
    expect(await screen.findByText('Oslo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create store' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Bergen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(S.failedToCreate)).toBeInTheDocument();
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(S.created)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/stores')[1]!.body).toMatchObject({ name: 'Bergen' });
  });

  test('weekly intervals become the schedule the API takes', () => {
    const at = (hhmm: string) => dayjs(`2000-01-01T${hhmm}`);
    expect(
      toWeeklySchedule({
        '1': [
          [at('10:00'), at('12:00')],
          [at('13:00'), at('16:30')],
        ],
        '3': [],
        '6': [[at('09:00'), at('11:00')]],
      }),
    ).toEqual({
      '1': [
        { from: '10:00', to: '12:00' },
        { from: '13:00', to: '16:30' },
      ],
      '6': [{ from: '09:00', to: '11:00' }],
    });
  });

  test("schedule and excluded dates save with 'Delivery schedule updated successfully' and 'Excluded dates updated successfully'", async () => {
    const server = serve({
      [`GET /api/demo/stores/${STORE.id}`]: { body: { data: STORE } },
      [`GET /api/demo/deliveries/stores/${STORE.id}`]: { body: { data: CONFIG } },
      [`PUT /api/demo/deliveries/stores/${STORE.id}/schedule`]: { body: { data: CONFIG } },
      [`PUT /api/demo/deliveries/stores/${STORE.id}/excluded-dates`]: { body: { data: CONFIG } },
    });
    renderStaff(
      <Routes>
        <Route path="/settings/store/:id/deliveries" element={<StoreDeliveriesSettingsPage />} />
      </Routes>,
      { path: `/settings/store/${STORE.id}/deliveries` },
    );
    // Days are written as everywhere else ('Wed 25 Nov 2026'), not as '2026-12-24'.
    expect(await screen.findByText('Thu 24 Dec 2026')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Slot length (minutes)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(S.scheduleUpdated)).toBeInTheDocument();
    expect(server.find('PUT', `/api/demo/deliveries/stores/${STORE.id}/schedule`)[0]!.body).toEqual({
      enabled: true,
      slot_length: 45,
      slot_buffer: 0,
      schedule: { '1': [{ from: '10:00', to: '16:00' }] },
      schedule_end_date: '2027-01-31',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save excluded dates' }));
    expect(await screen.findByText(S.excludedDatesUpdated)).toBeInTheDocument();
    expect(server.find('PUT', `/api/demo/deliveries/stores/${STORE.id}/excluded-dates`)[0]!.body).toEqual({ dates: ['2026-12-24'] });
    // Seven days of time pickers: a heavy render on a shared machine.
  }, 90_000);

  test('a slot length of 0 is refused with a message, not saved as 5; a past day cannot be excluded', async () => {
    const server = serve({
      [`GET /api/demo/stores/${STORE.id}`]: { body: { data: STORE } },
      [`GET /api/demo/deliveries/stores/${STORE.id}`]: { body: { data: CONFIG } },
      [`PUT /api/demo/deliveries/stores/${STORE.id}/schedule`]: { body: { data: CONFIG } },
    });
    renderStaff(
      <Routes>
        <Route path="/settings/store/:id/deliveries" element={<StoreDeliveriesSettingsPage />} />
      </Routes>,
      { path: `/settings/store/${STORE.id}/deliveries` },
    );
    const length = await screen.findByLabelText('Slot length (minutes)');
    fireEvent.change(length, { target: { value: '0' } });
    fireEvent.blur(length);
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Between 5 and 480 minutes')).toBeInTheDocument();
    expect(length).toHaveValue('0');
    expect(server.find('PUT', `/api/demo/deliveries/stores/${STORE.id}/schedule`)).toHaveLength(0);

    fireEvent.mouseDown(screen.getByLabelText('Add an excluded date'));
    fireEvent.click(screen.getByLabelText('Add an excluded date'));
    const cell = async (date: string) => (await screen.findByTitle(date)).closest('td')!;
    expect(await cell(dayjs().subtract(1, 'day').format('YYYY-MM-DD'))).toHaveClass('ant-picker-cell-disabled');
    expect(await cell(dayjs().add(1, 'day').format('YYYY-MM-DD'))).not.toHaveClass('ant-picker-cell-disabled');
  }, 90_000);
});

describe('integrations (webhooks)', () => {
  test("an endpoint's delivery log shows each event, its status and attempts", async () => {
    const endpoint: WebhookEndpointView = {
      id: 'wh-1',
      url: 'https://hooks.example/consign',
      eventTypes: ['catalog.product.sold'],
      enabled: true,
      disabledAt: null,
      failingSince: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const delivery: WebhookDeliveryView = {
      id: 'd-1',
      eventId: 'e-1',
      eventType: 'catalog.product.sold',
      aggregateId: 'p-1',
      status: 'failed',
      attempts: 3,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      createdAt: '2026-11-20T10:05:00.000Z',
      deliveredAt: null,
    };
    serve({
      'GET /api/demo/webhooks': { body: { data: [endpoint] } },
      'GET /api/demo/webhooks/wh-1/deliveries': { body: { data: [delivery] } },
    });
    renderStaff(<IntegrationsSettingsPage />, { store: makeStaffStore() });
    fireEvent.click(await screen.findByText('https://hooks.example/consign'));
    expect(await screen.findByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('failed')).toBeInTheDocument();
  });
});
