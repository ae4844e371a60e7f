import { generateValidBankAccount, productPaidOut, productStatusChanged } from '@consign/contracts';
import { withTransaction } from '@consign/kit';
import { creditSale, reverseSale } from '../src/app/record-sales';
import { readBalance } from '../src/db/books.repo';
import { givenOrganization, givenSeller, httpClient, newOrg, soldEvent, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const BANK = generateValidBankAccount('1234567890')!;
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
const db = () => ledger().deps.db;

beforeAll(async () => {
  // No fees: a payout's amount is what it takes from the credits, and the minimum is 40.
  await givenOrganization(db(), DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 0 }, productFeePercent: 0 } });
});

/** A sale of `kr` crediting the seller in full; returns the product id. */
async function sale(sellerId: string, kr: number): Promise<string> {
  const event = soldEvent(DEMO, sellerId, kr * 100);
  await withTransaction(db(), (trx) => creditSale(trx, event));
  return event.data.id;
}

async function requestPayout(sellerId: string, kr: number): Promise<string> {
  const res = await call('POST', '/api/demo/payouts', await staff(), { seller: { id: sellerId }, bankAccountNumber: BANK, amount: kr });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

const approve = async (id: string) => call('PATCH', '/api/demo/payouts', await staff(), { id, approved: true });

async function allocations(payoutId: string) {
  const rows = await db()('payout_allocations').where({ payout_id: payoutId }).select('product_id', 'amount');
  return rows.map((r: { product_id: string; amount: string }) => [r.product_id, Number(r.amount)]);
}

async function paidOutEvents(sellerId: string) {
  const rows = await db()('outbox')
    .where({ type: productPaidOut.type })
    .whereRaw("payload->'data'->>'sellerId' = ?", [sellerId])
    .orderBy('id');
  return rows.map((r: { payload: { data: { productId: string; payoutId: string; amount: number; by: string } } }) => r.payload.data);
}

test('an approved payout covers the oldest sale credits first; an item is announced paid out once fully covered', async () => {
  const seller = await givenSeller(db(), DEMO);
  const scarf = await sale(seller.id, 100);
  const coat = await sale(seller.id, 200);

  const first = await requestPayout(seller.id, 150);
  // Pending, it has allocated nothing: it may still be edited or deleted.
  expect(await allocations(first)).toEqual([]);
  expect((await approve(first)).status).toBe(200);
  expect(await allocations(first)).toEqual(
    expect.arrayContaining([
      [scarf, 100_00],
      [coat, 50_00],
    ]),
  );
  expect(await allocations(first)).toHaveLength(2);
  const approvedAt = (await db()('payouts').where({ id: first }).first()).approved_at as Date;
  expect(await paidOutEvents(seller.id)).toEqual([
    { productId: scarf, sellerId: seller.id, payoutId: first, amount: 100_00, currency: 'NOK', at: approvedAt.toISOString(), by: 'staff' },
  ]);

  const second = await requestPayout(seller.id, 150);
  expect((await approve(second)).status).toBe(200);
  expect(await allocations(second)).toEqual([[coat, 150_00]]);
  expect((await paidOutEvents(seller.id)).map((e) => [e.productId, e.payoutId, e.amount])).toEqual([
    [scarf, first, 100_00],
    [coat, second, 200_00],
  ]);
});

test('a sale credited after the payout was asked for is not the payout’s; a deleted payout allocates nothing', async () => {
  const seller = await givenSeller(db(), DEMO);
  const adjusted = await call('POST', '/api/demo/balance-adjustments', await staff(), {
    amount: 100,
    details: 'Opening balance',
    seller: { id: seller.id },
  });
  expect(adjusted.status).toBe(201);
  const deleted = await requestPayout(seller.id, 100);
  expect((await call('DELETE', `/api/demo/payouts/${deleted}`, await staff())).status).toBe(204);
  const payout = await requestPayout(seller.id, 100);
  await sale(seller.id, 80);
  expect((await approve(payout)).status).toBe(200);
  expect(await db()('payout_allocations').where({ seller_id: seller.id })).toEqual([]);
  expect(await paidOutEvents(seller.id)).toEqual([]);
});

test('a credit reversed after a payout covered part of it keeps that part and is never paid out; the next payout goes on', async () => {
  const seller = await givenSeller(db(), DEMO);
  const scarf = await sale(seller.id, 100);
  const coat = await sale(seller.id, 100);
  const first = await requestPayout(seller.id, 60);
  expect((await approve(first)).status).toBe(200);
  expect(await allocations(first)).toEqual([[scarf, 60_00]]);

  // The scarf comes back after the payout: its whole credit is reversed, the seller keeps 40 of the coat's 100.
  const returned = productStatusChanged.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: scarf,
    data: { id: scarf, sellerId: seller.id, from: 'sold', to: 'active', at: new Date().toISOString() },
  });
  await withTransaction(db(), (trx) => reverseSale(trx, returned));
  expect((await readBalance(db(), DEMO.org, seller.id)).available).toBe(40_00);

  await sale(seller.id, 100);
  const second = await requestPayout(seller.id, 100);
  expect((await approve(second)).status).toBe(200);
  expect(await allocations(second)).toEqual([[coat, 100_00]]);
  expect((await paidOutEvents(seller.id)).map((e) => e.productId)).toEqual([coat]);
});

test('payouts of one seller approved at once never cover the same øre: each credit is covered once, in full', async () => {
  const seller = await givenSeller(db(), DEMO);
  const products = [await sale(seller.id, 100), await sale(seller.id, 100), await sale(seller.id, 100)];
  // Credits from elsewhere too, so the payouts together take more than the sale credits.
  await call('POST', '/api/demo/balance-adjustments', await staff(), { amount: 300, details: 'Bonus', seller: { id: seller.id } });
  const payouts: string[] = [];
  for (let i = 0; i < 8; i += 1) payouts.push(await requestPayout(seller.id, 70));

  const replies = await Promise.all(payouts.map((id) => approve(id)));
  expect(replies.map((r) => r.status)).toEqual(payouts.map(() => 200));

  const rows = await db()('payout_allocations').where({ seller_id: seller.id }).select('product_id', 'amount');
  const covered = new Map<string, number>();
  for (const r of rows as Array<{ product_id: string; amount: string }>)
    covered.set(r.product_id, (covered.get(r.product_id) ?? 0) + Number(r.amount));
  expect(Object.fromEntries(covered)).toEqual(Object.fromEntries(products.map((p) => [p, 100_00])));
  const events = await paidOutEvents(seller.id);
  expect(events.map((e) => e.productId).sort()).toEqual([...products].sort());
  expect(events.every((e) => e.amount === 100_00)).toBe(true);
});
