import { MESSAGES, adjustmentCreated } from '@consign/contracts';
import { balanceFromEntries, readBalance } from '../src/db/books.repo';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const OTHER = newOrg('other');
const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
const asSeller = (sellerId: string) => tokens.sign({ sub: `u-${sellerId}`, role: 'seller', sellerId, ...DEMO });

let kari: { id: string };
let ola: { id: string };

beforeAll(async () => {
  const db = ledger().deps.db;
  await givenOrganization(db, DEMO);
  await givenOrganization(db, OTHER);
  kari = await givenSeller(db, DEMO, 'Kari Hansen');
  ola = await givenSeller(db, DEMO, 'Ola Nordmann');
  await givenCredit(db, DEMO, kari.id, 50_00);
});

const adjust = async (body: object, token?: string, headers: Record<string, string> = {}) =>
  call('POST', '/api/demo/balance-adjustments', token ?? (await staff()), body, headers);

describe('balance adjustment rules (SPEC §5)', () => {
  test.each([
    ['a missing amount', { details: 'Gift card' }, MESSAGES.payouts.missingAmount],
    ['a zero amount', { amount: '0,00', details: 'Gift card' }, 'Amount cannot be 0'],
    ['an amount of 99999 or more', { amount: -99999, details: 'Gift card' }, 'Amount must be less than 99999'],
    ['missing details', { amount: 10, details: '  ' }, MESSAGES.adjustments.missingDetails],
    ['details over 400 characters', { amount: 10, details: 'x'.repeat(401) }, MESSAGES.adjustments.detailsTooLong],
    ['an amount that is not money', { amount: '1.2.3', details: 'Gift card' }, 'Invalid amount'],
  ])('%s is refused', async (_what, fields, message) => {
    const res = await adjust({ seller: { id: kari.id }, ...fields });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  test('a seller gets 404 for creating and reading adjustments', async () => {
    const token = await asSeller(kari.id);
    expect((await adjust({ seller: { id: kari.id }, amount: 10, details: 'Gift card' }, token)).status).toBe(404);
    expect((await call('GET', '/api/demo/balance-adjustments', token)).status).toBe(404);
  });
});

describe('adjusting a balance', () => {
  test('a positive adjustment adds credits, recorded in the books and as an event', async () => {
    const res = await adjust({ seller: { id: kari.id }, amount: '12,50', details: MESSAGES.adjustments.presetGiftCard });
    expect(res).toMatchObject({
      status: 201,
      body: { message: MESSAGES.adjustments.saved, data: { amount: 12.5, details: 'Gift card', seller: { fullName: 'Kari Hansen' } } },
    });
    const db = ledger().deps.db;
    expect(await readBalance(db, DEMO.org, kari.id)).toEqual({ available: 62_50, held: 0, accumulated: 62_50 });
    expect(await balanceFromEntries(db, DEMO.org, kari.id)).toEqual(await readBalance(db, DEMO.org, kari.id));
    expect(await db('outbox').where({ type: adjustmentCreated.type })).toHaveLength(1);
    const byIds = await call('GET', `/api/demo/balance-adjustments?ids=${res.body.data.id}`, await staff());
    expect(byIds.body.data).toMatchObject([{ id: res.body.data.id, amount: 12.5 }]);
  });

  test('one that would leave the balance negative is refused with negative_balance unless allowed', async () => {
    const body = { seller: { id: kari.id }, amount: -70, details: MESSAGES.adjustments.presetStoreCreditsSpent };
    const refused = await adjust(body);
    expect(refused).toMatchObject({
      status: 422,
      body: { reason: 'negative_balance', message: MESSAGES.adjustments.negativeBalanceQuestion },
    });
    const allowed = await adjust({ ...body, allowNegative: true }, undefined, { 'idempotency-key': 'adj-1' });
    expect(allowed.status).toBe(201);
    const replay = await adjust({ ...body, allowNegative: true }, undefined, { 'idempotency-key': 'adj-1' });
    expect(replay.body.data.id).toBe(allowed.body.data.id);
    expect(await readBalance(ledger().deps.db, DEMO.org, kari.id)).toEqual({ available: -7_50, held: 0, accumulated: 62_50 });
  });

  test('the transaction list shows adjustments and sales, newest first, and a seller reads only their own', async () => {
    const res = await call('GET', `/api/demo/transactions?sellerId=${kari.id}`, await staff());
    expect(res.body.data.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ['adjustment', -70],
      ['adjustment', 12.5],
      ['sale', 50],
    ]);
    const olaReadsKari = await call('GET', `/api/demo/transactions?sellerId=${kari.id}`, await asSeller(ola.id));
    expect(olaReadsKari.body.data).toEqual([]);
  });
});

describe('accounts', () => {
  test("a seller's store credits; a seller sees only their own; another organization sees nothing", async () => {
    const mine = await call('GET', `/api/demo/accounts/${ola.id}`, await asSeller(ola.id));
    expect(mine.body.data).toEqual({ sellerId: ola.id, currency: 'NOK', earnings: 'store_credit', available: 0, accumulated: 0, held: 0 });
    expect((await call('GET', `/api/demo/accounts/${kari.id}`, await asSeller(ola.id))).status).toBe(404);
    const kariByStaff = await call('GET', `/api/demo/accounts/${kari.id}`, await staff());
    expect(kariByStaff.body.data).toMatchObject({ available: -7.5, accumulated: 62.5 });
    const foreign = await call('GET', `/api/other/accounts/${kari.id}`, await staff(OTHER));
    expect(foreign.body.data).toMatchObject({ available: 0, accumulated: 0 });
    expect((await call('GET', `/api/demo/accounts/${kari.id}`, await staff(OTHER))).status).toBe(403);
  });

  test('the dashboard summary: credits owed and pending payouts', async () => {
    const res = await call('GET', '/api/demo/accounts/summary', await staff());
    expect(res.body.data).toEqual({ currency: 'NOK', creditsOwed: -7.5, pendingPayouts: { count: 0, amount: 0 } });
    expect((await call('GET', '/api/demo/accounts/summary', await asSeller(kari.id))).status).toBe(403);
  });
});
