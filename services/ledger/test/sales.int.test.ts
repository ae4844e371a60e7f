import { eventually } from '@consign/kit/testing';
import { accountCredited, productDonated, productStatusChanged } from '@consign/contracts';
import { topicFor } from '@consign/kit';
import { allowNegativeBalance, balanceFromEntries, readBalance, unbalancedPostings } from '../src/db/books.repo';
import { givenOrganization, givenSeller, httpClient, newOrg, soldEvent, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });

let kari: { id: string };

beforeAll(async () => {
  await givenOrganization(ledger().deps.db, DEMO);
  kari = await givenSeller(ledger().deps.db, DEMO, 'Kari Hansen');
});

const publish = (envelope: { type: string; aggregateId: string }) =>
  ledger().deps.bus.publish(topicFor(envelope.type), envelope.aggregateId, envelope);
const balance = () => readBalance(ledger().deps.db, DEMO.org, kari.id);

test('the same product.sold delivered 5 times credits the seller once: price × consignmentSplit', async () => {
  const sold = soldEvent(DEMO, kari.id, 250_00, { split: 0.6, name: 'Wool coat' });
  for (let i = 0; i < 5; i += 1) await publish(sold);
  await eventually(async () => (await ledger().deps.db('inbox').where({ event_id: sold.id })).length === 1);
  // Let every redelivery reach the consumer before counting.
  await eventually(async () => (await balance()).available === 150_00);
  await new Promise((r) => setTimeout(r, 300));
  expect(await balance()).toEqual({ available: 150_00, held: 0, accumulated: 150_00 });
  expect(await ledger().deps.db('postings').where({ reference_id: sold.data.id })).toHaveLength(1);
  const [credited] = await ledger().deps.db('outbox').where({ type: accountCredited.type });
  expect(credited.payload.data).toMatchObject({ sellerId: kari.id, amount: 150_00, productName: 'Wool coat', available: 150_00 });
});

test('a store-owned product credits nothing', async () => {
  const sold = soldEvent(DEMO, kari.id, 999_00, { storeOwned: true });
  await publish(sold);
  await eventually(async () => (await ledger().deps.db('inbox').where({ event_id: sold.id })).length === 1);
  expect((await balance()).available).toBe(150_00);
});

test("a donation is a 'donation' transaction; a sale taken back is reversed by a new posting", async () => {
  const sold = soldEvent(DEMO, kari.id, 100_00, { split: 0.5, name: 'Silk scarf' });
  await publish(sold);
  await eventually(async () => (await balance()).available === 200_00);
  const base = { source: 'catalog', orgId: DEMO.org, aggregateId: sold.data.id };
  await publish(
    productStatusChanged.create({
      ...base,
      data: { id: sold.data.id, sellerId: kari.id, from: 'sold', to: 'active', at: new Date().toISOString() },
    }),
  );
  await eventually(async () => (await balance()).available === 150_00);
  await publish(
    productDonated.create({ ...base, data: { ...sold.data, name: 'Linen shirt', status: 'donated', donatedAt: new Date().toISOString() } }),
  );
  await eventually(async () => (await ledger().deps.db('postings').where({ kind: 'donation' })).length === 1);

  const res = await call('GET', `/api/demo/transactions?sellerId=${kari.id}`, await staff());
  expect(res.body.data.map((t: { type: string; name: string; amount: number }) => [t.type, t.name, t.amount])).toEqual([
    ['donation', 'Linen shirt', 0],
    ['sale', 'Silk scarf (sale reversed)', -50],
    ['sale', 'Silk scarf', 50],
    ['sale', 'Wool coat', 150],
  ]);
  expect(await balanceFromEntries(ledger().deps.db, DEMO.org, kari.id)).toEqual(await balance());
});

test('the books refuse a posting that does not balance, any change to what is written, and an unasked overdraft', async () => {
  const db = ledger().deps.db;
  expect(await unbalancedPostings(db, DEMO.org)).toEqual([]);
  await expect(
    db.transaction(async (trx) => {
      await trx('postings').insert({
        id: '00000000-0000-4000-8000-000000000001',
        org_id: DEMO.org,
        seller_id: kari.id,
        kind: 'sale',
        name: 'x',
      });
      await trx('entries').insert({ posting_id: '00000000-0000-4000-8000-000000000001', org_id: DEMO.org, account: 'sales', amount: 5 });
    }),
  ).rejects.toThrow(/does not balance/);
  await expect(db('entries').update({ amount: 1 })).rejects.toThrow(/append-only/);
  await expect(db('postings').delete()).rejects.toThrow(/append-only/);
  // Below zero only where the transaction said so (a confirmed adjustment, a sale taken back).
  await expect(db('accounts').where({ org_id: DEMO.org, seller_id: kari.id }).update({ available: -1 })).rejects.toThrow(/overdrawn/);
  const undo = new Error('undo');
  await expect(
    db.transaction(async (trx) => {
      await allowNegativeBalance(trx);
      await trx('accounts').where({ org_id: DEMO.org, seller_id: kari.id }).update({ available: -1 });
      expect((await readBalance(trx, DEMO.org, kari.id)).available).toBe(-1);
      throw undo;
    }),
  ).rejects.toBe(undo);
});
