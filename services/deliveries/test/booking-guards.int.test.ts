import { MESSAGES, addDays, organizationConfigSchema, organizationUpdated, RULE_MESSAGES } from '@consign/contracts';
import { identityReplicas } from '../src/events/identity.handler';
import { DEMO, dayFromNow, slotsOf, useDeliveries } from './deliveries-harness';

const h = useDeliveries();
let storeId: string;
let otherStoreId: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  await h.addOrganization();
  storeId = await h.openStore();
  otherStoreId = await h.openStore();
  ann = await h.addSeller('ann@demo.test');
  bob = await h.addSeller('bob@demo.test');
});

const outboxTypes = async (id: string) =>
  (await h.service().deps.db('outbox').where({ segment: id }).orderBy('seq')).map((r: { type: string }) => r.type);

test('confirm with the seller and store of the form: a reservation made for another choice stays pending, 409, no e-mail', async () => {
  const staff = await h.staff();
  const [slot] = await slotsOf(h, storeId, dayFromNow(2), staff);
  const reserved = await h.call<{ delivery: { id: string } }>('POST', '/api/demo/deliveries', staff, {
    seller: { id: ann },
    store: { id: storeId },
    at: slot,
  });
  expect(reserved.status).toBe(201);
  const id = reserved.body.delivery.id;

  for (const form of [{ seller_id: bob, store_id: storeId }, { seller_id: ann, store_id: otherStoreId }, { seller_id: 'not-a-uuid' }]) {
    const wrong = await h.call('PATCH', '/api/demo/deliveries', staff, { id, status: 'confirmed', ...form });
    expect([wrong.status, wrong.body.message, wrong.body.code, wrong.body.reason]).toEqual([
      409,
      RULE_MESSAGES.deliveries.reservationMismatch,
      'rules.deliveries.reservationMismatch',
      'reservation_mismatch',
    ]);
  }
  expect(await h.service().deps.db('deliveries').where({ id }).first()).toMatchObject({ status: 'pending', seller_id: ann });
  // The confirmation e-mail follows delivery.confirmed: none was announced.
  expect(await outboxTypes(id)).toEqual(['deliveries.delivery.reserved']);

  const right = await h.call('PATCH', '/api/demo/deliveries', staff, { id, status: 'confirmed', seller_id: ann, store_id: storeId });
  expect([right.status, right.body.message]).toEqual([200, MESSAGES.deliveries.scheduled]);
  expect(await outboxTypes(id)).toEqual(['deliveries.delivery.reserved', 'deliveries.delivery.confirmed']);
});

test('a slot length of 0 is refused with a message and nothing changes', async () => {
  const staff = await h.staff();
  for (const slot_length of [0, 4, 481, 2.5]) {
    const res = await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, staff, { slot_length });
    expect([res.status, res.body.message]).toEqual([400, RULE_MESSAGES.deliveries.slotLengthRange]);
  }
  const config = await h.call<{ data: { slot_length: number } }>('GET', `/api/demo/deliveries/stores/${storeId}`, staff);
  expect(config.body.data.slot_length).toBe(30);
});

test('a past date cannot be added as an excluded date; one excluded earlier may stay', async () => {
  const staff = await h.staff();
  const path = `/api/demo/deliveries/stores/${storeId}/excluded-dates`;
  const today = dayFromNow(0);
  const yesterday = addDays(today, -1);
  const refused = await h.call('PUT', path, staff, { dates: [today, yesterday] });
  expect([refused.status, refused.body.message]).toEqual([400, RULE_MESSAGES.deliveries.excludedDatePast]);
  expect(
    (await h.call<{ data: { excluded_dates: string[] } }>('GET', `/api/demo/deliveries/stores/${storeId}`, staff)).body.data.excluded_dates,
  ).toEqual([]);

  expect((await h.call('PUT', path, staff, { dates: [today] })).status).toBe(200);
  // The day excluded earlier has passed: the form sends it back with the list and it is kept.
  await h
    .service()
    .deps.db('store_configs')
    .where({ store_id: storeId })
    .update({ excluded_dates: [yesterday] });
  const kept = await h.call<{ data: { excluded_dates: string[] } }>('PUT', path, staff, { dates: [yesterday, dayFromNow(3)] });
  expect([kept.status, kept.body.data.excluded_dates]).toEqual([200, [yesterday, dayFromNow(3)]]);
});

test('with deliveries turned off in the seller experience, a seller cannot book, confirm or move a delivery through the API; staff still can', async () => {
  const setDeliveries = async (deliveriesEnabled: boolean) => {
    const config = organizationConfigSchema.parse({ sellerExperience: { deliveriesEnabled } });
    const event = organizationUpdated.create({
      source: 'identity',
      orgId: DEMO.org,
      aggregateId: DEMO.org,
      data: { id: DEMO.org, slug: 'demo', name: 'Demo Consign', currency: 'NOK', language: null, config },
    });
    await h.service().deps.db.transaction((trx) => identityReplicas.handle(event, trx));
  };
  const day = dayFromNow(4);
  const [first, second, third] = await slotsOf(h, storeId, day, await h.staff());
  const seller = await h.sellerToken(ann);
  const held = await h.call<{ delivery: { id: string } }>('POST', '/api/demo/deliveries', seller, { store: { id: storeId }, at: first });
  expect(held.status).toBe(201);

  await setDeliveries(false);
  const booked = await h.call('POST', '/api/demo/deliveries', seller, { store: { id: storeId }, at: second });
  expect([booked.status, booked.body.message]).toEqual([403, RULE_MESSAGES.sellerExperience.deliveriesOff]);
  const confirmed = await h.call('PATCH', '/api/demo/deliveries', seller, { id: held.body.delivery.id, status: 'confirmed' });
  expect([confirmed.status, confirmed.body.message]).toEqual([403, RULE_MESSAGES.sellerExperience.deliveriesOff]);
  const moved = await h.call('PATCH', '/api/demo/deliveries', seller, {
    id: held.body.delivery.id,
    at: third,
    store_id: storeId,
    seller_id: ann,
  });
  expect([moved.status, moved.body.message]).toEqual([403, RULE_MESSAGES.sellerExperience.deliveriesOff]);
  expect(
    await h
      .service()
      .deps.db('deliveries')
      .where({ seller_id: ann, store_id: storeId })
      .whereRaw('at::date >= ?::date - 1', [day])
      .count('* as n')
      .first(),
  ).toEqual({ n: '1' });
  expect(
    (await h.call('POST', '/api/demo/deliveries', await h.staff(), { seller: { id: bob }, store: { id: storeId }, at: second })).status,
  ).toBe(201);

  await setDeliveries(true);
  expect((await h.call('PATCH', '/api/demo/deliveries', seller, { id: held.body.delivery.id, status: 'confirmed' })).status).toBe(200);
});
