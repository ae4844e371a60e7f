// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type DeliveryView } from '@consign/contracts';
import DeliveryTimelinePage from '../src/features/deliveries/DeliveryTimelinePage';
import DeliverySheet from '../src/features/deliveries/DeliverySheet';
import { axisFor, buildTimeline, scrollTarget, variantOf } from '../src/features/deliveries/timeline';
import type { SheetEntry } from '../src/sheets/sheets.slice';

const M = MESSAGES.deliveries;

function delivery(over: Partial<DeliveryView> & { at: string }): DeliveryView {
  return {
    id: 'd-1',
    endsAt: over.at,
    status: 'confirmed',
    deleted: false,
    expiresAt: null,
    sequence: 0,
    seller: { id: 's-1', email: 'ola@demo.test', name: 'Ola Nordmann', accountNumber: 2 },
    store: {
      id: 'store-1',
      name: 'Oslo',
      address_line_1: 'Karl Johans gate 1',
      address_zip: '0154',
      address_city: 'Oslo',
      address_country: 'NO',
      stores_config_deliveries: { slot_length: 30, slot_buffer: 0 },
    },
    org: { name: 'Demo', slug: 'demo' },
    products: [{ id: 'p-1', skuPadded: '000042', name: 'Wool coat', status: 'active', price: 450 }],
    ...over,
  };
}

describe('timeline layout (Paris time)', () => {
  test('places deliveries by their Paris time, whatever the browser zone, and puts overlaps on lanes', () => {
    // 09:00Z in March is 10:00 in Paris (CET), 08:00Z in July is 10:00 in Paris (CEST).
    const winter = delivery({ id: 'a', at: '2026-03-02T09:00:00.000Z' });
    const summer = delivery({ id: 'b', at: '2026-07-06T08:00:00.000Z' });
    const axis = axisFor([winter]);
    expect(axis).toEqual({ from: 8, to: 20 });
    expect(buildTimeline([winter], axis)[0]!.items[0]!.start).toBe(120);
    expect(buildTimeline([summer], axis)[0]!.items[0]!.start).toBe(120);

    const cancelled = delivery({ id: 'c', at: '2026-03-02T09:00:00.000Z', status: 'cancelled', deleted: true });
    const other = delivery({ id: 'd', at: '2026-03-02T09:15:00.000Z', store: { ...winter.store, id: 'store-2', name: 'Bergen' } });
    const rows = buildTimeline([winter, cancelled, other], axis);
    expect(rows.map((r) => r.storeName)).toEqual(['Bergen', 'Oslo']);
    expect(rows[1]!.lanes).toBe(2);
    expect(rows[1]!.items.map((i) => [i.variant, i.lane])).toEqual([
      ['confirmed', 0],
      ['cancelled', 1],
    ]);
  });

  test('variants: confirmed, completed, cancelled (a soft-deleted delivery is cancelled)', () => {
    expect(variantOf(delivery({ at: '2026-03-02T09:00:00Z' }))).toBe('confirmed');
    expect(variantOf(delivery({ at: '2026-03-02T09:00:00Z', status: 'completed' }))).toBe('completed');
    expect(variantOf(delivery({ at: '2026-03-02T09:00:00Z', status: 'pending', deleted: true }))).toBe('cancelled');
  });

  test('the day opens an hour before now on today, else half an hour before its first delivery', () => {
    const axis = { from: 8, to: 20 };
    const rows = buildTimeline([delivery({ id: 'a', at: '2026-03-02T14:00:00.000Z' })], axis);
    expect(scrollTarget(rows, axis, 11 * 60)).toBe(120);
    expect(scrollTarget(rows, axis, null)).toBe(7 * 60 - 30);
    expect(scrollTarget([], axis, null)).toBe(0);
    expect(scrollTarget(rows, axis, 6 * 60)).toBe(0);
  });

  test('the axis widens to an early or late delivery', () => {
    expect(axisFor([delivery({ at: '2026-03-02T05:30:00.000Z' }), delivery({ at: '2026-03-02T20:00:00.000Z' })])).toEqual({
      from: 6,
      to: 22,
    });
  });
});

describe('/deliveries/timeline', () => {
  test("'No deliveries found' for an empty day; deliveries open their sheet; store and date filter the list", async () => {
    let list: DeliveryView[] = [];
    const server = serve({
      'GET /api/demo/stores': { body: { data: [{ id: 'store-1', name: 'Oslo' }] } },
      'GET /api/demo/deliveries': () => ({ body: { data: list } }),
    });
    const store = makeStaffStore();
    renderStaff(<DeliveryTimelinePage />, { store });
    expect(await screen.findByText(MESSAGES.empty.noDeliveries)).toBeInTheDocument();
    const first = server.find('GET', '/api/demo/deliveries')[0]!;
    expect(first.query.get('from')).toBe(first.query.get('to'));
    expect(first.query.get('includeCancelled')).toBe('true');

    list = [delivery({ at: `${first.query.get('from')}T09:00:00.000Z` })];
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    const block = await screen.findByRole('button', { name: /Ola Nordmann/ });
    expect(block).toHaveAttribute('data-variant', 'confirmed');
    fireEvent.click(block);
    expect(store.getState().sheets.stack).toEqual([{ type: 'delivery', id: 'd-1', mode: 'view' }]);
  });
});

describe('delivery sheet (SPEC §2, §4)', () => {
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString();

  function openView(d: DeliveryView, routes: Record<string, unknown> = {}) {
    const server = serve({ [`GET /api/demo/deliveries/${d.id}`]: { body: { data: d } }, ...(routes as object) });
    const entry: SheetEntry = { type: 'delivery', id: d.id, mode: 'view' };
    const store = makeStaffStore([entry]);
    renderStaff(<DeliverySheet entry={entry} index={0} />, { store });
    return { server, store };
  }

  test('view: store, seller, time in Paris time, products; Mark completed sends status completed', async () => {
    const d = delivery({ at: future });
    const { server } = openView(d, { 'PATCH /api/demo/deliveries': { body: { delivery: { ...d, status: 'completed' } } } });
    expect(await screen.findByText('Ola Nordmann')).toBeInTheDocument();
    expect(screen.getByText('Oslo')).toBeInTheDocument();
    expect(screen.getByText(/\(Paris time\)/)).toBeInTheDocument();
    expect(screen.getByText('Wool coat')).toBeInTheDocument();
    expect(screen.getByText('#000042')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(server.find('PATCH', '/api/demo/deliveries')[0]?.body).toEqual({ id: 'd-1', status: 'completed' }));
  });

  test("Cancel delivery asks first, then 'Delivery cancelled successfully' and the sheet closes", async () => {
    const d = delivery({ at: future });
    const { server, store } = openView(d, { 'POST /api/demo/deliveries/d-1/cancel': { body: { message: M.cancelled } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel delivery' }));
    // The themed confirm dialog opens above the sheet: its own Cancel delivery is the last one.
    expect((await screen.findAllByText('Cancel this delivery?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel delivery' }).at(-1)!);
    expect(await screen.findByText(M.cancelled)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/deliveries/d-1/cancel')).toHaveLength(1);
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([]));
  });

  test('Reschedule switches the sheet to edit', async () => {
    const { store } = openView(delivery({ at: future }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(store.getState().sheets.stack[0]!.mode).toBe('edit'));
  });

  test(`a past delivery is read-only: '${M.pastReadOnly}'`, async () => {
    openView(delivery({ at: past }));
    expect(await screen.findByText(M.pastReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  test('an upcoming delivery offers Delete in its menu', async () => {
    openView(delivery({ at: future }));
    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  test('a past delivery opened for editing offers no booking form, only the same text', async () => {
    const entry: SheetEntry = { type: 'delivery', id: 'd-1', mode: 'edit' };
    serve({ 'GET /api/demo/deliveries/d-1': { body: { data: delivery({ at: past }) } } });
    renderStaff(<DeliverySheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    expect(await screen.findByText(M.pastReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
  });

  test('the seller list drawer lists deliveries, or says there are none', async () => {
    serve({ 'GET /api/demo/deliveries': { body: { data: [] } } });
    const entry: SheetEntry = { type: 'delivery', mode: 'view', params: { sellerId: 's-1' } };
    renderStaff(<DeliverySheet entry={entry} index={0} />, { store: makeStaffStore([entry]) });
    expect(await screen.findByText(MESSAGES.empty.noDeliveries)).toBeInTheDocument();
  });
});
