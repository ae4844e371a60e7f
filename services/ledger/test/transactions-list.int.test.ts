import { generateValidBankAccount, type TransactionView } from '@consign/contracts';
import { withTransaction } from '@consign/kit';
import { creditSale } from '../src/app/record-sales';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, soldEvent, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const OTHER = newOrg('other');
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
const asSeller = (sellerId: string) => tokens.sign({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...DEMO });

const SALES = 25;
let kari: { id: string };
let ola: { id: string };

beforeAll(async () => {
  const db = ledger().deps.db;
  await givenOrganization(db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 0 }, productFeePercent: 0 } });
  await givenOrganization(db, OTHER);
  kari = await givenSeller(db, DEMO, 'Kari Hansen');
  ola = await givenSeller(db, DEMO, 'Ola Nordmann');
  const stranger = await givenSeller(db, OTHER, 'Olga Other');
  // One batch: every sale's posting has the transaction's created_at.
  await withTransaction(db, async (trx) => {
    for (let i = 1; i <= SALES; i += 1) await creditSale(trx, soldEvent(DEMO, kari.id, i * 100, { name: `Sale ${i}` }));
  });
  await givenCredit(db, DEMO, ola.id, 500_00);
  await givenCredit(db, OTHER, stranger.id, 500_00);
  const payout = await call('POST', '/api/demo/payouts', await staff(), {
    seller: { id: kari.id },
    bankAccountNumber: generateValidBankAccount('1234567890'),
    amount: '100',
  });
  expect([payout.status, payout.body.message]).toEqual([201, 'Payout saved successfully']);
});

const page = async (query: string, token?: string) => {
  const res = await call('GET', `/api/demo/transactions?${query}`, token ?? (await staff()));
  expect(res.status).toBe(200);
  return res.body as { data: TransactionView[]; pagination?: { count: number } };
};

test('pages of the seller’s transactions, newest first, with the count: a batch sharing one date is split between pages without a line twice or missing', async () => {
  const pages = [];
  for (let skip = 0; skip < SALES + 1; skip += 10) pages.push(await page(`sellerId=${kari.id}&skip=${skip}&take=10&includeCount=true`));
  expect(pages.map((p) => [p.data.length, p.pagination?.count])).toEqual([
    [10, SALES + 1],
    [10, SALES + 1],
    [6, SALES + 1],
  ]);
  const lines = pages.flatMap((p) => p.data);
  expect(lines[0]).toMatchObject({ type: 'payout', status: 'pending', amount: -100 });
  const sales = lines.slice(1);
  expect(new Set(sales.map((t) => t.date)).size).toBe(1);
  expect(sales.map((t) => t.name).sort()).toEqual(Array.from({ length: SALES }, (_, i) => `Sale ${i + 1}`).sort());
  // The tie is broken by id, the same way on every request.
  expect(sales.map((t) => t.id)).toEqual(
    sales
      .map((t) => t.id)
      .sort()
      .reverse(),
  );
  expect((await page(`sellerId=${kari.id}&skip=10&take=10`)).data).toEqual(pages[1]!.data);
  expect(sales.find((t) => t.name === 'Sale 7')).toMatchObject({ type: 'sale', status: 'completed', amount: 7, fee: 0 });
});

test('without paging: the newest 100 and no count, as before; a page larger than 100 is refused', async () => {
  const all = await page(`sellerId=${kari.id}`);
  expect([all.data.length, all.pagination]).toEqual([SALES + 1, undefined]);
  const refused = await call('GET', `/api/demo/transactions?sellerId=${kari.id}&take=101`, await staff());
  expect(refused.status).toBe(400);
});

test('a seller reads only their own lines, whatever seller they name; another organization sees none of them', async () => {
  const own = await page(`sellerId=${kari.id}&includeCount=true`, await asSeller(ola.id));
  expect([own.data.map((t) => t.name), own.pagination]).toEqual([['Wool coat'], { count: 1 }]);
  const elsewhere = await call('GET', `/api/other/transactions?sellerId=${kari.id}&includeCount=true`, await staff(OTHER));
  expect([elsewhere.status, elsewhere.body]).toEqual([200, { data: [], pagination: { count: 0 } }]);
});
