import { MESSAGES, type StoreDeliveryConfig } from '@consign/contracts';
import { eventually } from '@consign/kit/testing';
import { useCatalogBeside } from './catalog-beside';
import { dayFromNow, EVERY_DAY, useDeliveries } from './deliveries-harness';

const h = useDeliveries();
const { catalogCall } = useCatalogBeside(h);
type StoreRow = { id: string; name: string };
const enabledStores = async () =>
  (await catalogCall<{ data: StoreRow[] }>('GET', '/api/demo/stores?minimal=true&deliveries_enabled=true', await h.staff())).body.data;

test("a catalog store reaches deliveries through the bus; enabling its deliveries reaches catalog's store list", async () => {
  const store = (
    await catalogCall<{ data: StoreRow }>('POST', '/api/demo/stores', await h.staff(), { name: 'Majorstuen', address_city: 'Oslo' })
  ).body.data;
  const staff = await h.staff();
  // Until the replica arrives the store is unknown here.
  const config = await eventually(async () => {
    const res = await h.call<{ data: StoreDeliveryConfig }>('GET', `/api/demo/deliveries/stores/${store.id}`, staff);
    return res.status === 200 && res.body.data;
  });
  expect(config).toEqual({
    store_id: store.id,
    organization_slug: 'demo',
    enabled: false,
    slot_length: 60,
    slot_buffer: 0,
    schedule: {},
    schedule_end_date: null,
    excluded_dates: [],
  });

  const updated = await h.call<{ data: StoreDeliveryConfig }>('PUT', `/api/demo/deliveries/stores/${store.id}/schedule`, staff, {
    enabled: true,
    slot_buffer: 15,
    schedule: EVERY_DAY,
    schedule_end_date: dayFromNow(30),
  });
  expect(updated.body).toMatchObject({
    message: MESSAGES.stores.scheduleUpdated,
    data: { enabled: true, slot_length: 60, slot_buffer: 15 },
  });
  await eventually(async () => {
    const list = await enabledStores();
    return list.some((s) => s.id === store.id);
  });
  const outbox = await h.service().deps.db('outbox').where({ segment: store.id });
  expect(outbox.map((r: { payload: { data: unknown } }) => r.payload.data)).toEqual([
    { storeId: store.id, enabled: true, slotLength: 60, slotBuffer: 15 },
  ]);

  await h.call('PUT', `/api/demo/deliveries/stores/${store.id}/schedule`, staff, { enabled: false });
  await eventually(async () => (await enabledStores()).length === 0);

  // Catalog deletes the store: deliveries forgets it.
  await catalogCall('DELETE', `/api/stores/${store.id}`, staff);
  await eventually(async () => (await h.call('GET', `/api/demo/deliveries/${store.id}/dates`, staff)).body.datesInfo !== undefined);
  const afterDelete = await eventually(async () => {
    const res = await h.call<{ data: StoreDeliveryConfig }>('GET', `/api/demo/deliveries/stores/${store.id}`, staff);
    return res.status === 200 && !res.body.data.enabled && res.body.data;
  });
  expect(afterDelete.enabled).toBe(false);
}, 60_000);

test('schedule and excluded dates: validation, SPEC texts, and their effect on dates and slots', async () => {
  const staff = await h.staff();
  const storeId = await h.addStore();
  const day = dayFromNow(7);
  const bad = await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, staff, {
    schedule: { 1: [{ from: '12:00', to: '10:00' }] },
  });
  expect([bad.status, bad.body.message]).toEqual([400, 'An opening interval must end after it starts']);
  const overlapping = {
    schedule: {
      2: [
        { from: '10:00', to: '13:00' },
        { from: '12:00', to: '15:00' },
      ],
    },
  };
  expect((await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, staff, overlapping)).body.message).toBe(
    'Opening intervals of a day must not overlap',
  );
  expect((await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/excluded-dates`, staff, { dates: ['tomorrow'] })).status).toBe(400);
  // Unknown keys are refused, at the top and inside an interval, and change nothing.
  for (const body of [{ enabled: true, slotLength: 30 }, { schedule: { 1: [{ from: '10:00', to: '12:00', note: 'x' }] } }]) {
    const unknown = await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, staff, body);
    expect([unknown.status, unknown.body.message, unknown.body.code]).toEqual([
      400,
      expect.stringMatching(/^Unknown fields: (slotLength|note)$/),
      'rules.validation.unknownFields',
    ]);
  }
  expect((await h.call<{ data: StoreDeliveryConfig }>('GET', `/api/demo/deliveries/stores/${storeId}`, staff)).body.data).toMatchObject({
    enabled: false,
    schedule: {},
  });
  expect(
    (await h.call('PUT', '/api/demo/deliveries/stores/0195f3a0-0000-7000-8000-00000000beef/schedule', staff, { enabled: true })).body
      .message,
  ).toBe(MESSAGES.stores.notFound);

  // Not configured yet: nothing to book.
  expect(await h.call('GET', `/api/demo/deliveries/${storeId}/slots/${day}`, staff).then((r) => r.body)).toEqual([]);

  await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, staff, {
    enabled: true,
    slot_length: 45,
    slot_buffer: 15,
    schedule: {
      1: [{ from: '10:00', to: '12:00' }],
      2: [{ from: '10:00', to: '12:00' }],
      3: [{ from: '10:00', to: '12:00' }],
      4: [{ from: '10:00', to: '12:00' }],
      5: [{ from: '10:00', to: '12:00' }],
      6: [{ from: '10:00', to: '12:00' }],
      7: [{ from: '10:00', to: '12:00' }],
    },
    schedule_end_date: dayFromNow(20),
  });
  const slots = (await h.call('GET', `/api/demo/deliveries/${storeId}/slots/${day}`, staff)).body as unknown as Array<{ from: string }>;
  expect(slots.map((s) => s.from.slice(11, 16))).toEqual(['10:00', '11:00']);
  expect(slots[0]!.from).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\+0[12]:00$/);

  const excluded = await h.call<{ data: StoreDeliveryConfig }>('PUT', `/api/demo/deliveries/stores/${storeId}/excluded-dates`, staff, {
    dates: [day, day],
  });
  expect(excluded.body).toMatchObject({ message: MESSAGES.stores.excludedDatesUpdated, data: { excluded_dates: [day], slot_length: 45 } });
  const dates = await h.call<{ datesInfo: Array<{ date: string; status: string }>; scheduleEndDate: string }>(
    'GET',
    `/api/demo/deliveries/${storeId}/dates`,
    staff,
  );
  expect(dates.body.scheduleEndDate).toBe(dayFromNow(20));
  expect(dates.body.datesInfo[0]!.date).toBe(`${dayFromNow(0).slice(0, 7)}-01`);
  expect(dates.body.datesInfo.at(-1)!.date).toBe(dayFromNow(20));
  expect(dates.body.datesInfo.find((d) => d.date === day)!.status).toBe('excluded');
  expect(dates.body.datesInfo.find((d) => d.date === dayFromNow(8))!.status).toBe('available');
  expect(await h.call('GET', `/api/demo/deliveries/${storeId}/slots/${day}`, staff).then((r) => r.body)).toEqual([]);
  expect((await h.call('GET', `/api/demo/deliveries/${storeId}/slots/not-a-date`, staff)).body.message).toBe(
    MESSAGES.deliveries.failedToFetchSlots,
  );

  const list = await h.call<{ data: StoreDeliveryConfig[] }>(
    'GET',
    '/api/demo/deliveries/stores',
    await h.sellerToken('0195f3a0-0000-7000-8000-0000000000aa'),
  );
  expect(list.body.data.find((c) => c.store_id === storeId)).toMatchObject({ enabled: true, organization_slug: 'demo', slot_length: 45 });
});
