import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, type DeliveryView } from '@consign/contracts';
import { dayFromNow, OTHER, overlapCount, slotsOf, useDeliveries } from './deliveries-harness';

const h = useDeliveries();
let storeId: string;
let sellers: string[];

beforeAll(async () => {
  await h.addOrganization();
  storeId = await h.openStore();
  sellers = [];
  for (let i = 0; i < 25; i++) sellers.push(await h.addSeller(`seller${i}@demo.test`));
});

const reserve = async (sellerId: string, at: string, headers: Record<string, string> = {}) =>
  h.call<{ delivery: { id: string } }>(
    'POST',
    '/api/demo/deliveries',
    await h.sellerToken(sellerId),
    { seller: { id: sellerId }, store: { id: storeId }, at, status: 'pending' },
    headers,
  );

const liveOn = async (date: string) =>
  Number(
    (
      await h
        .service()
        .deps.db.raw(
          `SELECT count(*) AS n FROM deliveries WHERE store_id = ? AND status IN ('pending','confirmed') AND NOT deleted AND at >= ?::date - interval '1 day' AND at < ?::date + interval '2 day' AND to_char(at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') = ?`,
          [storeId, date, date, date],
        )
    ).rows[0].n,
  );

test('500 concurrent reservations for the 20 slots of a day: exactly 20 win, the rest get 409, nothing overlaps', async () => {
  const date = dayFromNow(3);
  const slots = await slotsOf(h, storeId, date, await h.staff());
  expect(slots).toHaveLength(20);
  const tokens = await Promise.all(sellers.map((s) => h.sellerToken(s)));
  const results = await Promise.all(
    Array.from({ length: 500 }, (_, i) =>
      h.call('POST', '/api/demo/deliveries', tokens[i % 25]!, {
        seller: { id: sellers[i % 25] },
        store: { id: storeId },
        at: slots[i % 20],
        status: 'pending',
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(20);
  expect(statuses.filter((s) => s === 409)).toHaveLength(480);
  expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
    new Set([MESSAGES.deliveries.slotNoLongerAvailable]),
  );
  expect(await overlapCount(h.service().deps.db)).toBe(0);
  expect(await liveOn(date)).toBe(20);
  expect(await slotsOf(h, storeId, date, await h.staff())).toEqual([]);
  const dates = await h.call<{ datesInfo: Array<{ date: string; status: string }> }>(
    'GET',
    `/api/demo/deliveries/${storeId}/dates`,
    await h.staff(),
  );
  expect(dates.body.datesInfo.find((d) => d.date === date)?.status).toBe('other');
  expect(dates.body.datesInfo.find((d) => d.date === dayFromNow(4))?.status).toBe('available');
}, 60_000);

test('reschedules racing reservations for the same day never double-book', async () => {
  const from = dayFromNow(5);
  const to = dayFromNow(6);
  const fromSlots = await slotsOf(h, storeId, from, await h.staff());
  const toSlots = await slotsOf(h, storeId, to, await h.staff());
  const moving: Array<{ id: string; seller: string; at: string }> = [];
  for (let i = 0; i < 10; i++) {
    const r = await reserve(sellers[i]!, fromSlots[i]!);
    expect(r.status).toBe(201);
    expect(
      (await h.call('PATCH', '/api/demo/deliveries', await h.sellerToken(sellers[i]!), { id: r.body.delivery.id, status: 'confirmed' }))
        .status,
    ).toBe(200);
    moving.push({ id: r.body.delivery.id, seller: sellers[i]!, at: fromSlots[i]! });
  }
  const reschedules = moving.map(async (m, i) =>
    h.call('PATCH', '/api/demo/deliveries', await h.sellerToken(m.seller), {
      id: m.id,
      at: toSlots[(i * 3) % 20],
      store_id: storeId,
      seller_id: m.seller,
    }),
  );
  const reservations = Array.from({ length: 150 }, (_, i) => reserve(sellers[10 + (i % 15)]!, toSlots[i % 20]!));
  const moved = await Promise.all(reschedules);
  const booked = await Promise.all(reservations);
  expect([...moved, ...booked].every((r) => r.status === 200 || r.status === 201 || r.status === 409)).toBe(true);
  const wins = moved.filter((r) => r.status === 200).length + booked.filter((r) => r.status === 201).length;
  expect(wins).toBe(await liveOn(to));
  expect(wins).toBeLessThanOrEqual(20);
  expect(await overlapCount(h.service().deps.db)).toBe(0);
  // A reschedule that lost keeps its original slot.
  for (const [i, r] of moved.entries()) {
    const view = (await h.call<{ data: DeliveryView }>('GET', `/api/demo/deliveries/${moving[i]!.id}`, await h.staff())).body.data;
    expect(view.at).toBe(r.status === 200 ? toSlots[(i * 3) % 20] : moving[i]!.at);
    expect(view.status).toBe('confirmed');
  }
}, 60_000);

test('two confirms of one delivery: one 200, one 409; confirming needs a pending reservation', async () => {
  const [slot] = await slotsOf(h, storeId, dayFromNow(8), await h.staff());
  const { body } = await reserve(sellers[0]!, slot!);
  const confirm = async () => h.call('PATCH', '/api/demo/deliveries', await h.staff(), { id: body.delivery.id, status: 'confirmed' });
  const both = await Promise.all([confirm(), confirm()]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(both.find((r) => r.status === 409)!.body.message).toBe(MESSAGES.deliveries.failedToConfirm);
  expect(both.find((r) => r.status === 200)!.body).toMatchObject({
    message: MESSAGES.deliveries.scheduled,
    delivery: { status: 'confirmed', expiresAt: null },
  });
});

test('Idempotency-Key: parallel replays make one delivery; the same key with another body is a 422', async () => {
  const [a, b] = await slotsOf(h, storeId, dayFromNow(9), await h.staff());
  const key = { 'Idempotency-Key': 'reserve-9-a' };
  const replies = await Promise.all(Array.from({ length: 8 }, () => reserve(sellers[1]!, a!, key)));
  expect(replies.map((r) => r.status)).toEqual(Array(8).fill(201));
  expect(new Set(replies.map((r) => r.body.delivery.id)).size).toBe(1);
  expect(
    await h
      .service()
      .deps.db('deliveries')
      .where({ seller_id: sellers[1], store_id: storeId })
      .whereRaw(`to_char(at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') = ?`, [dayFromNow(9)])
      .count('* as n'),
  ).toEqual([{ n: '1' }]);
  const other = await reserve(sellers[1]!, b!, key);
  expect(other.status).toBe(422);
  expect([other.body.code, other.body.reason]).toEqual(['rules.http.idempotencyKeyOtherRequest', 'idempotency_key_reused']);
  // The key belongs to the organization: the same key elsewhere is a new request.
  expect((await reserve(sellers[1]!, b!, { 'Idempotency-Key': 'reserve-9-b' })).status).toBe(201);
});

test('required fields and slot rules answer with the SPEC texts', async () => {
  const staff = await h.staff();
  const [slot] = await slotsOf(h, storeId, dayFromNow(10), staff);
  expect((await h.call('POST', '/api/demo/deliveries', staff, { store: { id: storeId }, at: slot })).body.message).toBe(
    MESSAGES.deliveries.selectSeller,
  );
  expect((await h.call('POST', '/api/demo/deliveries', staff, { seller: { id: sellers[0] }, at: slot })).body.message).toBe(
    MESSAGES.deliveries.fillRequired,
  );
  expect((await h.call('POST', '/api/demo/deliveries', staff, { seller: { id: sellers[0] }, store: { id: storeId } })).body.message).toBe(
    MESSAGES.deliveries.fillRequired,
  );
  expect((await h.call('PATCH', '/api/demo/deliveries', staff, {})).body.message).toBe(MESSAGES.deliveries.noInformation);
  const partial = await h.call('PATCH', '/api/demo/deliveries', staff, { id: '0195f3a0-0000-7000-8000-000000000001', at: slot });
  expect([partial.status, partial.body.message]).toEqual([400, MESSAGES.deliveries.fillRequired]);
  const unknownSeller = await h.call('POST', '/api/demo/deliveries', staff, {
    seller: { id: 'not-a-seller' },
    store: { id: storeId },
    at: slot,
  });
  expect([unknownSeller.status, unknownSeller.body.message]).toEqual([404, 'Seller not found']);
  expect(
    (await h.call('POST', '/api/demo/deliveries', staff, { seller: { id: sellers[0] }, store: { id: 'nope' }, at: slot })).body.message,
  ).toBe(MESSAGES.stores.notFound);
  expect((await h.call('GET', '/api/demo/deliveries?sellerId=nope', staff)).status).toBe(400);
  const offGrid = slot!.replace(':00:00', ':10:00');
  const notSlot = await h.call('POST', '/api/demo/deliveries', staff, { seller: { id: sellers[0] }, store: { id: storeId }, at: offGrid });
  expect([notSlot.status, notSlot.body.message]).toEqual([409, MESSAGES.deliveries.slotNoLongerAvailable]);
});

test('past deliveries cannot be rescheduled or cancelled', async () => {
  const [slot, later] = await slotsOf(h, storeId, dayFromNow(11), await h.staff());
  const { body } = await reserve(sellers[2]!, slot!);
  const id = body.delivery.id;
  await h.call('PATCH', '/api/demo/deliveries', await h.staff(), { id, status: 'confirmed' });
  // It took place yesterday.
  await h
    .service()
    .deps.db('deliveries')
    .where({ id })
    .update({
      at: h.service().deps.db.raw(`now() - interval '1 day'`),
      ends_at: h.service().deps.db.raw(`now() - interval '1 day' + interval '30 minutes'`),
    });
  const token = await h.sellerToken(sellers[2]!);
  for (const res of [
    await h.call('PATCH', '/api/demo/deliveries', token, { id, at: later, store_id: storeId, seller_id: sellers[2] }),
    await h.call('POST', `/api/demo/deliveries/${id}/cancel`, token),
    await h.call('DELETE', `/api/demo/deliveries/${id}`, await h.staff()),
  ])
    expect([res.status, res.body.message]).toEqual([422, MESSAGES.deliveries.pastReadOnly]);
  const completed = await h.call('PATCH', '/api/demo/deliveries', await h.staff(), { id, status: 'completed' });
  expect(completed.body).toMatchObject({ delivery: { status: 'completed' } });
  expect((await h.call('PATCH', '/api/demo/deliveries', token, { id, status: 'completed' })).status).toBe(403);
});

test('sellers see and touch only their own deliveries; other organizations see nothing', async () => {
  const [slot, other] = await slotsOf(h, storeId, dayFromNow(12), await h.staff());
  const [mine, theirs] = [sellers[3]!, sellers[4]!];
  const { body } = await reserve(mine, slot!);
  const id = body.delivery.id;
  const intruder = await h.sellerToken(theirs);
  expect((await h.call('GET', `/api/demo/deliveries/${id}`, intruder)).status).toBe(404);
  expect((await h.call('PATCH', '/api/demo/deliveries', intruder, { id, status: 'confirmed' })).status).toBe(404);
  expect((await h.call('PATCH', '/api/demo/deliveries', intruder, { id, at: other, store_id: storeId, seller_id: theirs })).status).toBe(
    404,
  );
  expect((await h.call('DELETE', `/api/demo/deliveries/${id}`, intruder)).status).toBe(404);
  expect((await h.call('GET', `/api/demo/deliveries/${id}/invite.ics`, intruder)).status).toBe(404);
  const forOther = await h.call('POST', '/api/demo/deliveries', intruder, { seller: { id: mine }, store: { id: storeId }, at: other });
  expect(forOther.status).toBe(403);
  expect((await h.call('GET', `/api/demo/deliveries?sellerId=${mine}`, intruder)).status).toBe(403);
  const own = await h.call<{ data: DeliveryView[] }>('GET', '/api/demo/deliveries', intruder);
  expect(own.body.data.every((d) => d.seller.id === theirs)).toBe(true);
  const otherOrg = await h.staff(OTHER);
  expect((await h.call('GET', `/api/other/deliveries/${id}`, otherOrg)).status).toBe(404);
  expect((await h.call('GET', `/api/other/deliveries/${storeId}/dates`, otherOrg)).status).toBe(404);
  expect((await h.call('GET', `/api/demo/deliveries/${id}`, otherOrg)).status).toBe(403);
  expect(
    (await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, await h.sellerToken(mine), { enabled: false })).status,
  ).toBe(403);
  // The abandoned create flow: DELETE cancels the pending reservation and frees the slot.
  const cancelled = await h.call('DELETE', `/api/demo/deliveries/${id}`, await h.sellerToken(mine));
  expect([cancelled.status, cancelled.body.message]).toEqual([200, MESSAGES.deliveries.cancelled]);
  expect(await slotsOf(h, storeId, dayFromNow(12), await h.staff())).toContain(slot);
  const row = await h.service().deps.db('deliveries').where({ id }).first();
  expect([row.status, row.deleted]).toEqual(['cancelled', true]);
});

test('listings: by seller, by store and date range, upcoming; each with seller, store, org and products', async () => {
  const seller = await h.addSeller('ingrid.dahl@gmail.com');
  const token = await h.sellerToken(seller);
  const day = dayFromNow(13);
  const [s1, s2] = await slotsOf(h, storeId, day, token);
  for (const at of [s1, s2]) {
    const { body } = await reserve(seller, at!);
    await h.call('PATCH', '/api/demo/deliveries', token, { id: body.delivery.id, status: 'confirmed' });
  }
  const bySeller = await h.call<{ data: DeliveryView[] }>('GET', `/api/demo/deliveries?sellerId=${seller}`, await h.staff());
  expect(bySeller.body.data.map((d) => d.at)).toEqual([s2, s1]);
  expect(bySeller.body.data[0]).toMatchObject({
    status: 'confirmed',
    deleted: false,
    seller: { id: seller, email: 'ingrid.dahl@gmail.com', name: 'ingrid.dahl Seller', accountNumber: expect.any(Number) },
    store: { id: storeId, name: 'Grünerløkka', address_city: 'Oslo', stores_config_deliveries: { slot_length: 30, slot_buffer: 0 } },
    org: { name: 'Demo Consign', slug: 'demo' },
    products: [],
  });
  expect(bySeller.body.data[0]!.googleCalendarUrl).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  const upcoming = await h.call<{ data: DeliveryView[] }>('GET', '/api/demo/deliveries?upcoming=true&take=3', token);
  expect(upcoming.body.data.map((d) => d.at)).toEqual([s1, s2]);
  const timeline = await h.call<{ data: DeliveryView[] }>(
    'GET',
    `/api/demo/deliveries?storeId=${storeId}&from=${day}&to=${day}`,
    await h.staff(),
  );
  expect(timeline.body.data.map((d) => d.at)).toEqual([s1, s2]);
  const links = await h.call('GET', `/api/demo/deliveries/${bySeller.body.data[0]!.id}/invite`, token);
  expect(links.body).toMatchObject({
    icsUrl: `/api/demo/deliveries/${bySeller.body.data[0]!.id}/invite.ics`,
    googleCalendarUrl: expect.stringContaining('calendar.google.com'),
  });
});

test('invite.ics: a stable UID, SEQUENCE grows on reschedule, METHOD:CANCEL after cancellation', async () => {
  const seller = sellers[5]!;
  const token = await h.sellerToken(seller);
  const [slot, later] = await slotsOf(h, storeId, dayFromNow(14), token);
  const id = (await reserve(seller, slot!)).body.delivery.id;
  await h.call('PATCH', '/api/demo/deliveries', token, { id, status: 'confirmed' });
  // The worker renders on confirm, before anyone asks; the route serves that file.
  const cached = path.join(h.dataDir, 'storage', 'invites', `${id}-0-event.ics`);
  for (let waited = 0; !existsSync(cached) && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  expect(existsSync(cached)).toBe(true);
  const first = await h.call('GET', `/api/demo/deliveries/${id}/invite.ics`, token);
  expect(first.text).toBe(readFileSync(cached, 'utf8'));
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(first.text).toContain(`UID:delivery-${id}@consign`);
  expect(first.text).toMatch(/SEQUENCE:0\r?\n/);
  // The slot is ISO with the Paris offset: its first 19 characters are the Paris wall clock.
  expect(first.text).toContain(`DTSTART;TZID=Europe/Paris:${slot!.slice(0, 19).replace(/[-:]/g, '')}`);
  expect((await h.call('PATCH', '/api/demo/deliveries', token, { id, at: later, store_id: storeId, seller_id: seller })).status).toBe(200);
  const moved = await h.call('GET', `/api/demo/deliveries/${id}/invite.ics`, token);
  expect(moved.text).toContain(`UID:delivery-${id}@consign`);
  expect(moved.text).toMatch(/SEQUENCE:1\r?\n/);
  expect((await h.call('DELETE', `/api/demo/deliveries/${id}`, token)).body).toMatchObject({
    code: 'deliveries.failedToUpdate',
    reason: 'confirmed_use_cancel',
  });
  expect((await h.call('POST', `/api/demo/deliveries/${id}/cancel`, token)).status).toBe(200);
  const cancelled = await h.call('GET', `/api/demo/deliveries/${id}/invite.ics`, token);
  expect(cancelled.text).toContain('METHOD:CANCEL');
  expect(cancelled.text).toContain('STATUS:CANCELLED');
  expect(cancelled.text).toMatch(/SEQUENCE:2\r?\n/);
  const events = (await h.service().deps.db('outbox').where({ segment: id }).orderBy('seq')).map((r: { type: string }) => r.type);
  expect(events).toEqual([
    'deliveries.delivery.reserved',
    'deliveries.delivery.confirmed',
    'deliveries.delivery.rescheduled',
    'deliveries.delivery.cancelled',
  ]);
});
