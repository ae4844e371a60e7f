import { randomUUID } from 'node:crypto';
import type { WeeklySchedule } from '@consign/contracts';
import { DEMO, dayFromNow, slotsOf, useDeliveries } from './deliveries-harness';

/**
 * The dates answer is reused for a short while (DATES_CACHE_MS, short here). Changes this process makes to
 * a store's calendar show in it at once; a change made elsewhere (another replica, here a row written
 * straight to the table) shows in the slots answer at once and in the dates answer within the TTL.
 */
const TTL_MS = 4000;
const h = useDeliveries({ DATES_CACHE_MS: String(TTL_MS) });
let storeId: string;
let seller: string;
const day = dayFromNow(4);

/** Open 10:00–11:00 every day, 30-minute slots: two slots a day. */
const TWO_SLOTS: WeeklySchedule = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from: '10:00', to: '11:00' }]]));

beforeAll(async () => {
  await h.addOrganization();
  seller = await h.addSeller('kari@demo.test');
  storeId = await h.addStore();
  const res = await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/schedule`, await h.staff(), {
    enabled: true,
    slot_length: 30,
    slot_buffer: 0,
    schedule: TWO_SLOTS,
    schedule_end_date: dayFromNow(20),
  });
  expect(res.status).toBe(200);
});

async function statusOf(date: string): Promise<string | undefined> {
  const res = await h.call<{ datesInfo: Array<{ date: string; status: string }> }>(
    'GET',
    `/api/demo/deliveries/${storeId}/dates`,
    await h.staff(),
  );
  expect(res.status).toBe(200);
  return res.body.datesInfo.find((d) => d.date === date)?.status;
}

const reserve = async (at: string) =>
  h.call<{ delivery: { id: string } }>('POST', '/api/demo/deliveries', await h.staff(), {
    seller: { id: seller },
    store: { id: storeId },
    at,
    status: 'pending',
  });

test("this process's reservations, cancellations and config changes show in the dates answer at once", async () => {
  expect(await statusOf(day)).toBe('available');
  const slots = await slotsOf(h, storeId, day, await h.staff());
  expect(slots).toHaveLength(2);
  const first = await reserve(slots[0]!);
  expect(await statusOf(day)).toBe('available');
  const second = await reserve(slots[1]!);
  expect([first.status, second.status]).toEqual([201, 201]);
  // Both slots taken: the cached 'available' was dropped by the reservation.
  expect(await statusOf(day)).toBe('other');

  expect((await h.call('DELETE', `/api/demo/deliveries/${second.body.delivery.id}`, await h.staff())).status).toBe(200);
  expect(await statusOf(day)).toBe('available');

  const other = dayFromNow(5);
  expect(await statusOf(other)).toBe('available');
  await h.call('PUT', `/api/demo/deliveries/stores/${storeId}/excluded-dates`, await h.staff(), { dates: [other] });
  expect(await statusOf(other)).toBe('excluded');
});

test('a booking made elsewhere shows in the slots at once and in the dates within the TTL', async () => {
  const date = dayFromNow(6);
  expect(await statusOf(date)).toBe('available');
  const slots = await slotsOf(h, storeId, date, await h.staff());
  const db = h.service().deps.db;
  // Another replica's reservations: straight into the table, so this process's cache is not told.
  await db('deliveries').insert(
    slots.map((at) => ({
      id: randomUUID(),
      org_id: DEMO.org,
      store_id: storeId,
      seller_id: seller,
      at: new Date(at),
      ends_at: new Date(new Date(at).getTime() + 30 * 60_000),
      status: 'confirmed',
    })),
  );
  expect(await slotsOf(h, storeId, date, await h.staff())).toEqual([]);
  await new Promise((r) => setTimeout(r, TTL_MS + 100));
  expect(await statusOf(date)).toBe('other');
});
