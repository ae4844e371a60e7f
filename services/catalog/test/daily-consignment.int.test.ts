import { addDays, organizationConfigSchema, parisToday, type EventEnvelope } from '@consign/contracts';
import { runAsOrg } from '@consign/kit';
import { runDailyConsignment } from '../src/app/daily-consignment';
import { useCatalog } from './catalog-fixture';

const h = useCatalog();
const db = () => h.catalog().deps.db;

/** The fake clock: the job runs at whatever instant the test says. */
const run = (iso: string) => runAsOrg(h.DEMO.org, () => runDailyConsignment(db(), h.DEMO.org, new Date(iso)));
/** What the job changed (what it told is the last test's). */
const runAt = async (iso: string) => {
  const { markedDown, expired } = await run(iso);
  return { markedDown, expired };
};

async function configure(consignment: Record<string, unknown>) {
  const config = organizationConfigSchema.parse({ consignment: { defaultSplit: 0.6, expiryDays: 30, ...consignment } });
  await db()('organizations').where({ id: h.DEMO.org }).update({ config });
}

/** A product received and expiring at the given instants (set in the row, as if it had been there since). */
async function item(receivedAt: string, expiringAt: string, price = 1000) {
  const p = await h.product({ price });
  await db()('products').where({ id: p.id }).update({ created_at: receivedAt, expiring_at: expiringAt });
  return p.id as string;
}

const read = async (id: string) => (await h.call('GET', `/api/demo/products/${id}`, await h.staff())).body.data;
const historyOf = async (id: string) =>
  (await h.call('GET', `/api/demo/products/${id}/history`, await h.staff())).body.data.filter(
    (l: { type: string }) => l.type !== 'received' && l.type !== 'listed',
  );

afterEach(async () => {
  // Each test's items leave the rules, so the next test's runs touch only its own.
  await db()('products').where({ org_id: h.DEMO.org }).update({ status: 'sold' });
});

test('markdowns follow the schedule by age in Paris days, once per step, by the system; reruns change nothing', async () => {
  await configure({
    markdowns: [
      { afterDays: 10, percent: 10 },
      { afterDays: 20, percent: 30 },
    ],
  });
  const id = await item('2027-03-20T11:00:00Z', '2027-06-01T10:00:00Z');
  expect(await runAt('2027-03-29T21:00:00Z')).toEqual({ markedDown: 0, expired: 0 }); // 29 March, 23:00 in Paris
  expect(await runAt('2027-03-29T22:30:00Z')).toEqual({ markedDown: 1, expired: 0 }); // 30 March, 00:30 in Paris
  expect(await runAt('2027-03-30T10:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect((await read(id)).price).toBe(900);
  // Staff put the price back up: the step is done, it does not come again.
  await h.call('PATCH', `/api/demo/products/${id}`, await h.staff(), { price: 1000 });
  expect(await runAt('2027-03-31T10:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect((await read(id)).price).toBe(1000);
  expect(await runAt('2027-04-09T08:00:00Z')).toEqual({ markedDown: 1, expired: 0 });
  expect(await runAt('2027-04-10T08:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect((await read(id)).price).toBe(700);
  expect(await historyOf(id)).toEqual([
    expect.objectContaining({ type: 'markdown', from: 1000, to: 900, by: 'system' }),
    expect.objectContaining({ type: 'price', from: 900, to: 1000, by: 'staff' }),
    expect.objectContaining({ type: 'markdown', from: 1000, to: 700, by: 'system' }),
  ]);
});

test('across the spring daylight-saving change a day is a Paris calendar day, not 24 hours', async () => {
  await configure({ markdowns: [{ afterDays: 1, percent: 20 }] });
  // Received at 00:30 on 28 March in Paris (still the 27th in UTC), the night the clocks go forward: day one
  // begins 23 hours later, at midnight on the 29th in Paris; neither the UTC day nor 24 hours would say so.
  const id = await item('2027-03-27T23:30:00Z', '2027-06-01T10:00:00Z');
  expect(await runAt('2027-03-28T21:30:00Z')).toEqual({ markedDown: 0, expired: 0 }); // 23:30 on the 28th in Paris
  expect(await runAt('2027-03-28T22:30:00Z')).toEqual({ markedDown: 1, expired: 0 }); // 00:30 on the 29th in Paris
  expect((await read(id)).price).toBe(800);
});

test('a markdown never raises a price, and a step the job missed is passed over, not applied later', async () => {
  await configure({
    markdowns: [
      { afterDays: 5, percent: 10 },
      { afterDays: 10, percent: 30 },
      { afterDays: 15, percent: 40 },
    ],
  });
  const id = await item('2027-10-01T10:00:00Z', '2028-01-01T10:00:00Z');
  // The job first runs on day 11: only the deepest due step, once.
  expect(await runAt('2027-10-11T10:00:00Z')).toEqual({ markedDown: 1, expired: 0 });
  expect((await read(id)).price).toBe(700);
  expect(await runAt('2027-10-12T10:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  // Staff lower it below the next step: the next step (40 % off 1000 = 600) would raise it, so it is only marked done.
  await h.call('PATCH', `/api/demo/products/${id}`, await h.staff(), { price: 500 });
  expect(await runAt('2027-10-16T10:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect(await runAt('2027-10-17T10:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect((await read(id)).price).toBe(500);
  expect((await historyOf(id)).map((l: { type: string; by: string }) => `${l.type} ${l.by}`)).toEqual(['markdown system', 'price staff']);
});

test("an expired item gets the organization's expiry action once, after its Paris day has ended (autumn change)", async () => {
  await configure({ expiryAction: 'return_to_seller' });
  // Expires at 00:30 on 1 November 2027 in Paris (31 October in UTC), after the clocks went back: its day is 1 November.
  const returned = await item('2027-09-01T10:00:00Z', '2027-10-31T23:30:00Z');
  expect(await runAt('2027-11-01T08:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect(await runAt('2027-11-01T22:30:00Z')).toEqual({ markedDown: 0, expired: 0 }); // 23:30 on the 1st in Paris
  expect(await runAt('2027-11-01T23:30:00Z')).toEqual({ markedDown: 0, expired: 1 }); // 00:30 on the 2nd in Paris
  expect(await runAt('2027-11-02T08:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect((await read(returned)).status).toBe('pick-up');
  expect(await historyOf(returned)).toEqual([expect.objectContaining({ type: 'status', from: 'active', to: 'pick-up', by: 'system' })]);

  await configure({ expiryAction: 'donate' });
  const donated = await item('2027-09-01T10:00:00Z', '2027-11-02T12:00:00Z');
  expect(await runAt('2027-11-03T08:00:00Z')).toEqual({ markedDown: 0, expired: 1 });
  expect((await read(donated)).status).toBe('donated');

  await configure({ expiryAction: 'store_owned' });
  const owned = await item('2027-09-01T10:00:00Z', '2027-11-03T12:00:00Z');
  expect(await runAt('2027-11-04T08:00:00Z')).toEqual({ markedDown: 0, expired: 1 });
  expect(await runAt('2027-11-04T09:00:00Z')).toEqual({ markedDown: 0, expired: 0 });
  expect(await read(owned)).toMatchObject({ status: 'active', storeOwned: true, consignmentSplit: 0 });
});

/** The events the job published to tell consignors, oldest first. */
const told = async (types: string[]) =>
  (await db()('outbox').whereIn('type', types).orderBy('seq')).map((r: { payload: EventEnvelope<Record<string, unknown>> }) => r.payload);
const TELLING = ['catalog.product.expiring_soon', 'catalog.product.expired', 'catalog.seller.marked_down'];

test("consignors are told: 'expires soon' once per expiry date, the expiry action, one markdown digest a day; reruns tell nothing", async () => {
  await configure({ expiryNoticeDays: 3, expiryAction: 'donate', markdowns: [{ afterDays: 10, percent: 20 }] });
  await db()('outbox').whereIn('type', TELLING).delete();
  // Expires on 10 December (Paris); the notice is due from 7 December.
  const expiring = await item('2028-11-01T10:00:00Z', '2028-12-10T10:00:00Z');
  // Day 10 of the coat and the scarf is 6 January.
  const coat = await item('2028-12-27T10:00:00Z', '2029-03-01T10:00:00Z', 800);
  const scarf = await item('2028-12-27T12:00:00Z', '2029-03-01T10:00:00Z', 300);
  await h.call('PATCH', `/api/demo/products/${scarf}`, await h.staff(), { seller: { id: h.ids.OLA } });

  expect(await run('2028-12-06T08:00:00Z')).toMatchObject({ noticed: 0 });
  expect(await run('2028-12-06T23:30:00Z')).toMatchObject({ noticed: 1 }); // 00:30 on 7 December in Paris
  expect(await run('2028-12-07T08:00:00Z')).toMatchObject({ noticed: 0 });
  const [soon] = await told(['catalog.product.expiring_soon']);
  expect(soon).toMatchObject({
    type: 'catalog.product.expiring_soon',
    aggregateId: expiring,
    data: { sellerId: h.ids.KARI, expiringAt: '2028-12-10T10:00:00.000Z', status: 'active' },
  });

  // The consignor extends: the new expiry date gets its own notice when its time comes, once.
  await h.call('POST', `/api/demo/products/${expiring}/expiry-decision`, await h.seller(h.ids.KARI), { action: 'extend' });
  expect(await run('2028-12-08T08:00:00Z')).toMatchObject({ noticed: 0 });
  expect(await run('2029-01-06T08:00:00Z')).toMatchObject({ noticed: 1, markedDown: 2, digests: 2 });
  expect(await run('2029-01-06T09:00:00Z')).toEqual({ noticed: 0, markedDown: 0, expired: 0, digests: 0 });

  // One digest per consignor for the day, listing that day's markdowns.
  const digests = (await told(['catalog.seller.marked_down'])).map((e) => e.data).filter((d) => d.day === '2029-01-06');
  expect(digests).toHaveLength(2);
  expect(digests).toEqual(
    expect.arrayContaining([
      {
        sellerId: h.ids.KARI,
        day: '2029-01-06',
        currency: 'NOK',
        items: [{ id: coat, skuPadded: expect.any(String), name: 'Wool jacket', from: 80000, to: 64000 }],
      },
      { sellerId: h.ids.OLA, day: '2029-01-06', currency: 'NOK', items: [expect.objectContaining({ id: scarf, from: 30000, to: 24000 })] },
    ]),
  );

  // 9 January has ended: the organization's expiry action, told once.
  expect(await run('2029-01-09T23:30:00Z')).toMatchObject({ expired: 1 });
  expect(await run('2029-01-10T08:00:00Z')).toMatchObject({ expired: 0 });
  const types = (await told(TELLING)).filter((e) => e.aggregateId === expiring).map((e) => e.type);
  expect(types).toEqual(['catalog.product.expiring_soon', 'catalog.product.expiring_soon', 'catalog.product.expired']);
  expect((await told(['catalog.product.expired']))[0]!.data).toMatchObject({ action: 'donate', sellerId: h.ids.KARI });
});

test("staff see an item's next markdown (day and price) and the consignor's expiry decision", async () => {
  await configure({
    markdowns: [
      { afterDays: 10, percent: 20 },
      { afterDays: 30, percent: 50 },
    ],
  });
  const p = await h.product({ price: 1200 });
  expect(await read(p.id)).toMatchObject({ nextMarkdown: { on: addDays(parisToday(), 10), price: 960 }, expiryDecision: null });
  await h.call('POST', `/api/demo/products/${p.id}/expiry-decision`, await h.seller(h.ids.KARI), { action: 'reprice', price: 1000 });
  // The percentages are taken from the price before the first markdown: now the consignor's 1000.
  expect(await read(p.id)).toMatchObject({ nextMarkdown: { on: addDays(parisToday(), 10), price: 800 }, expiryDecision: 'reprice' });
  const listed = (await h.call('GET', `/api/demo/products?sellerId=${h.ids.KARI}&take=500`, await h.staff())).body.data;
  expect(listed.find((x: { id: string }) => x.id === p.id)).toMatchObject({ expiryDecision: 'reprice' });
  await db()('products').where({ id: p.id }).update({ store_owned: true });
  expect((await read(p.id)).nextMarkdown).toBeNull();
});
