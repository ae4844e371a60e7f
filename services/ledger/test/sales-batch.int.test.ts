import { accountCredited, productStatusChanged } from '@consign/contracts';
import { runAsOrg, topicFor, withTransaction } from '@consign/kit';
import { eventually } from '@consign/kit/testing';
import { balanceFromEntries, readBalance } from '../src/db/books.repo';
import { handleProductEvents } from '../src/events/product.handler';
import { givenOrganization, givenSeller, newOrg, soldEvent, useLedger } from './harness';

const { ledger } = useLedger();
const DEMO = newOrg('demo');
let kari: { id: string };
let ola: { id: string };

beforeAll(async () => {
  await givenOrganization(ledger().deps.db, DEMO);
  kari = await givenSeller(ledger().deps.db, DEMO, 'Kari Hansen');
  ola = await givenSeller(ledger().deps.db, DEMO, 'Ola Nordmann');
});

const credited = async (sellerId: string) =>
  (await ledger().deps.db('outbox').where({ type: accountCredited.type }).orderBy('seq'))
    .map((r: { payload: { data: { sellerId: string; amount: number; available: number } } }) => r.payload.data)
    .filter((d) => d.sellerId === sellerId)
    .map((d) => [d.amount, d.available]);

test('a batch of product events is applied as one by one would: in order, each credit announcing the balance after it', async () => {
  const first = soldEvent(DEMO, kari.id, 100_00, { split: 0.5 });
  const events = [
    first,
    soldEvent(DEMO, ola.id, 200_00, { split: 0.5 }),
    soldEvent(DEMO, kari.id, 300_00, { split: 0.5 }),
    productStatusChanged.create({
      source: 'catalog',
      orgId: DEMO.org,
      aggregateId: first.data.id,
      data: { id: first.data.id, sellerId: kari.id, from: 'sold', to: 'active', at: new Date().toISOString() },
    }),
    soldEvent(DEMO, kari.id, 40_00, { split: 0.5 }),
  ];
  const db = ledger().deps.db;
  await runAsOrg(DEMO.org, () => withTransaction(db, (trx) => handleProductEvents(events, trx)));
  expect(await credited(kari.id)).toEqual([
    [50_00, 50_00],
    [150_00, 200_00],
    [20_00, 170_00],
  ]);
  expect(await credited(ola.id)).toEqual([[100_00, 100_00]]);
  for (const [seller, available] of [
    [kari.id, 170_00],
    [ola.id, 100_00],
  ] as const) {
    expect(await readBalance(db, DEMO.org, seller)).toEqual({ available, held: 0, accumulated: available });
    expect(await balanceFromEntries(db, DEMO.org, seller)).toEqual(await readBalance(db, DEMO.org, seller));
  }
});

test('sales that arrive together through the bus are each credited once', async () => {
  const db = ledger().deps.db;
  const before = await readBalance(db, DEMO.org, ola.id);
  const sales = Array.from({ length: 20 }, (_, i) => soldEvent(DEMO, i % 2 ? ola.id : kari.id, 10_00, { split: 0.5 }));
  // The first one twice, as a relay that published it again would.
  await ledger().deps.bus.publishAll([sales[0]!, ...sales].map((e) => ({ topic: topicFor(e.type), key: e.aggregateId, envelope: e })));
  await eventually(
    async () =>
      (
        await db('inbox').whereIn(
          'event_id',
          sales.map((s) => s.id),
        )
      ).length === 20,
  );
  await new Promise((r) => setTimeout(r, 300));
  expect((await readBalance(db, DEMO.org, ola.id)).available - before.available).toBe(10 * 5_00);
  expect(await balanceFromEntries(db, DEMO.org, ola.id)).toEqual(await readBalance(db, DEMO.org, ola.id));
  expect(await balanceFromEntries(db, DEMO.org, kari.id)).toEqual(await readBalance(db, DEMO.org, kari.id));
});
