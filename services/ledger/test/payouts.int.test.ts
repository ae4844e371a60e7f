import { eventually } from '@consign/kit/testing';
import { MESSAGES, RECEIPT_LINK_TTL_SECONDS, generateValidBankAccount, parisToday, payoutReceiptResource } from '@consign/contracts';
import { signLink, withTransaction } from '@consign/kit';
import { post } from '../src/app/books';
import { balanceFromEntries, lockAccount, readBalance } from '../src/db/books.repo';
import { entriesFor } from '../src/domain/postings';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const CLOSED = newOrg('closed');
const BANK = generateValidBankAccount('1234567890')!;
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });
const asSeller = (sellerId: string, o = DEMO) => tokens.sign({ sub: `u-${sellerId}`, role: 'seller', sellerId, ...o });

let kari: { id: string; accountNumber: number };
let ola: { id: string; accountNumber: number };
let broke: { id: string; accountNumber: number };

beforeAll(async () => {
  const db = ledger().deps.db;
  // Demo's settings: payouts on, a flat 10 kr fee plus 1 %, so the minimum payout is 50,51.
  await givenOrganization(db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 } });
  await givenOrganization(db, CLOSED, { payouts: { enabled: false, fee: { type: 'flat', amount: 0 }, productFeePercent: 1 } });
  kari = await givenSeller(db, DEMO, 'Kari Hansen');
  ola = await givenSeller(db, DEMO, 'Ola Nordmann');
  broke = await givenSeller(db, DEMO, 'Per Tom');
  await givenCredit(db, DEMO, kari.id, 100_00);
  await givenCredit(db, DEMO, ola.id, 500_00);
});

const request = (body: object, token: Promise<string> = staff(), headers: Record<string, string> = {}) =>
  token.then((t) => call('POST', '/api/demo/payouts', t, body, headers));

describe('the staff payout form (SPEC §5)', () => {
  test.each([
    ['a missing amount', { bankAccountNumber: BANK }, 400, MESSAGES.payouts.missingAmount],
    ['an invalid bank account', { bankAccountNumber: '12345678901', amount: 60 }, 400, MESSAGES.payouts.invalidBankAccount],
    ['a missing bank account', { amount: 60 }, 400, MESSAGES.payouts.invalidBankAccount],
    ['an amount below the minimum (40 + fee)', { bankAccountNumber: BANK, amount: 50.5 }, 400, 'Amount must be at least 50,51'],
    ['an amount above the credits', { bankAccountNumber: BANK, amount: '100,01' }, 422, 'Amount must be less than 100,00'],
    ['an amount that is not money', { bankAccountNumber: BANK, amount: '12,34,5' }, 400, 'Invalid amount'],
  ])('%s is refused', async (_what, fields, status, message) => {
    const res = await request({ seller: { id: kari.id }, ...fields });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  test('a seller without credits: Not enough credits', async () => {
    const res = await request({ seller: { id: broke.id }, bankAccountNumber: BANK, amount: 60 });
    expect(res).toMatchObject({ status: 422, body: { message: MESSAGES.payouts.notEnoughCredits, reason: 'no_credits' } });
  });

  test('a seller must be named, and exist in the organization', async () => {
    expect((await request({ bankAccountNumber: BANK, amount: 60 })).body.message).toBe(MESSAGES.products.sellerRequired);
    expect((await request({ seller: { id: 'nobody' }, bankAccountNumber: BANK, amount: 60 })).status).toBe(404);
  });
});

test("a request that passed the form but lost the credits to another change under the row lock: 'Not enough store credits'", async () => {
  const db = ledger().deps.db;
  const seller = await givenSeller(db, DEMO, 'Lars Berg');
  await givenCredit(db, DEMO, seller.id, 100_00);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Another change holds the seller's account lock and spends 60 while the request waits for the lock.
  const competitor = withTransaction(db, async (trx) => {
    const locked = await lockAccount(trx, DEMO.org, seller.id);
    await released;
    await post(trx, {
      orgId: DEMO.org,
      sellerId: seller.id,
      locked,
      kind: 'adjustment',
      name: 'Store credits spent',
      referenceId: null,
      entries: entriesFor.adjustment(seller.id, -60_00),
    });
  });
  const reply = request({ seller: { id: seller.id }, bankAccountNumber: BANK, amount: 60 });
  await eventually(async () => {
    const waiting = await db.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return waiting.rows.length > 0;
  });
  release();
  await competitor;
  expect(await reply).toMatchObject({
    status: 422,
    body: { message: MESSAGES.payouts.notEnoughStoreCredits, reason: 'insufficient_credits' },
  });
  expect(await readBalance(db, DEMO.org, seller.id)).toEqual({ available: 40_00, held: 0, accumulated: 100_00 });
});

describe('the seller portal payout form (SPEC §5)', () => {
  test.each([
    ['a missing bank account', { amount: 60 }, 400, MESSAGES.sellerPayout.bankAccountRequired],
    ['an invalid bank account', { bankAccountNumber: '1234.56.78901', amount: 60 }, 400, MESSAGES.sellerPayout.bankAccountInvalid],
    ['a zero amount', { bankAccountNumber: BANK, amount: 0 }, 400, MESSAGES.sellerPayout.amountAboveZero],
    ['a missing amount', { bankAccountNumber: BANK }, 400, MESSAGES.sellerPayout.amountAboveZero],
    ['an amount above the credits', { bankAccountNumber: BANK, amount: 100.01 }, 422, MESSAGES.sellerPayout.exceedsCredits],
    ['an amount below the minimum', { bankAccountNumber: BANK, amount: 45 }, 400, 'Amount must be at least 50,51'],
  ])('%s is refused', async (_what, fields, status, message) => {
    const res = await request(fields, asSeller(kari.id));
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  test('a seller requests only for themself', async () => {
    const res = await request({ seller: { id: ola.id }, bankAccountNumber: BANK, amount: 60 }, asSeller(kari.id));
    expect(res.status).toBe(404);
  });

  test('only when the organization has payouts configured', async () => {
    const seller = await givenSeller(ledger().deps.db, CLOSED);
    await givenCredit(ledger().deps.db, CLOSED, seller.id, 100_00);
    const res = await call('POST', '/api/closed/payouts', await asSeller(seller.id, CLOSED), { bankAccountNumber: BANK, amount: 60 });
    expect(res).toMatchObject({ status: 422, body: { reason: 'payouts_disabled' } });
  });
});

describe('a payout through its life', () => {
  let payoutId: string;

  test('a request holds the amount; fee and amount received follow the organization config', async () => {
    const res = await request({ seller: { id: kari.id }, bankAccountNumber: '1234.56.78903', amount: '60,50' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.payouts.saved);
    expect(res.body.data).toMatchObject({
      seller: { id: kari.id, fullName: 'Kari Hansen' },
      bankAccountNumber: '12345678903',
      amount: 60.5,
      transactionFee: 10.61, // 10 flat + 1 % of 60,50 = 0,605 → 0,61
      amountWithFeesDeducted: 49.89,
      status: 'pending',
      approved: false,
      numberPadded: '00001',
    });
    payoutId = res.body.data.id;
    const balance = await readBalance(ledger().deps.db, DEMO.org, kari.id);
    expect(balance).toEqual({ available: 39_50, held: 60_50, accumulated: 100_00 });
    expect(await balanceFromEntries(ledger().deps.db, DEMO.org, kari.id)).toEqual(balance);
  });

  test('the same Idempotency-Key replays the first answer; with another body it is refused', async () => {
    const body = { seller: { id: ola.id }, bankAccountNumber: BANK, amount: 100 };
    const first = await request(body, staff(), { 'idempotency-key': 'k-1' });
    const again = await request(body, staff(), { 'idempotency-key': 'k-1' });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: { data: { id: first.body.data.id, numberPadded: '00002' } } });
    const other = await request({ ...body, amount: 200 }, staff(), { 'idempotency-key': 'k-1' });
    expect(other).toMatchObject({ status: 422, body: { reason: 'idempotency_key_reused' } });
    const stranger = await request(body, asSeller(ola.id), { 'idempotency-key': 'k-1' });
    expect(stranger).toMatchObject({ status: 422, body: { reason: 'idempotency_key_reused' } });
    expect((await readBalance(ledger().deps.db, DEMO.org, ola.id)).held).toBe(100_00);
  });

  test('GET ?ids= and the staff list with filters; a seller sees only their own', async () => {
    const byIds = await call('GET', `/api/demo/payouts?ids=${payoutId}`, await staff());
    expect(byIds.body.data.map((p: { id: string }) => p.id)).toEqual([payoutId]);
    const pendingOfKari = await call('GET', `/api/demo/payouts?status=pending&sellerId=${kari.id}`, await staff());
    expect(pendingOfKari.body).toMatchObject({ data: [{ id: payoutId }], pagination: { count: 1 } });
    const today = parisToday();
    expect((await call('GET', `/api/demo/payouts?from=${today}&to=${today}`, await staff())).body.pagination.count).toBe(2);
    expect((await call('GET', '/api/demo/payouts?to=2000-01-01', await staff())).body.pagination.count).toBe(0);
    const asOla = await call('GET', `/api/demo/payouts?sellerId=${kari.id}`, await asSeller(ola.id));
    expect(asOla.body.data.every((p: { seller: { id: string } }) => p.seller.id === ola.id)).toBe(true);
    expect((await call('GET', `/api/demo/payouts?ids=${payoutId}`, await asSeller(ola.id))).body.data).toEqual([]);
  });

  test('an edit is re-validated and moves the hold', async () => {
    const receiptPath = `/api/demo/payouts/${kari.id}/${payoutId}/${kari.accountNumber}`;
    const before = await call('GET', receiptPath, await staff());
    const tooMuch = await call('PATCH', '/api/demo/payouts', await staff(), { id: payoutId, amount: 100.01 });
    expect(tooMuch).toMatchObject({ status: 422, body: { message: 'Amount must be less than 100,00' } });
    const res = await call('PATCH', '/api/demo/payouts', await asSeller(kari.id), { id: payoutId, amount: 80 });
    expect(res).toMatchObject({ status: 200, body: { data: { amount: 80, transactionFee: 10.8, amountWithFeesDeducted: 69.2 } } });
    expect(await readBalance(ledger().deps.db, DEMO.org, kari.id)).toEqual({ available: 20_00, held: 80_00, accumulated: 100_00 });
    // The receipt follows the edit: a new version is rendered, not the cached one.
    const after = await call('GET', receiptPath, await staff());
    expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).not.toBe(0);
    expect((await call('PATCH', '/api/demo/payouts', await asSeller(ola.id), { id: payoutId, amount: 70 })).status).toBe(404);
  });

  test('approval is for staff; it completes the payout and pays out the hold', async () => {
    expect((await call('PATCH', '/api/demo/payouts', await asSeller(kari.id), { id: payoutId, approved: true })).status).toBe(403);
    const res = await call('PATCH', '/api/demo/payouts', await staff(), { id: payoutId, approved: true });
    expect(res).toMatchObject({ status: 200, body: { data: { status: 'completed', approved: { at: expect.any(String) } } } });
    expect(await readBalance(ledger().deps.db, DEMO.org, kari.id)).toEqual({ available: 20_00, held: 0, accumulated: 100_00 });
    expect(await balanceFromEntries(ledger().deps.db, DEMO.org, kari.id)).toEqual({ available: 20_00, held: 0, accumulated: 100_00 });
  });

  test('an approved payout can be neither edited, approved again nor deleted (409)', async () => {
    const token = await staff();
    const edit = await call('PATCH', '/api/demo/payouts', token, { id: payoutId, amount: 60 });
    expect(edit).toMatchObject({ status: 409, body: { message: 'An approved payout cannot be edited' } });
    expect((await call('PATCH', '/api/demo/payouts', token, { id: payoutId, approved: true })).status).toBe(409);
    expect((await call('DELETE', `/api/demo/payouts/${payoutId}`, token)).status).toBe(409);
  });

  test('deleting a pending payout releases its hold', async () => {
    const [pending] = (await call('GET', `/api/demo/payouts?sellerId=${ola.id}`, await staff())).body.data;
    expect((await call('DELETE', `/api/demo/payouts/${pending.id}`, await asSeller(kari.id))).status).toBe(404);
    expect((await call('DELETE', `/api/demo/payouts/${pending.id}`, await staff())).status).toBe(204);
    expect(await readBalance(ledger().deps.db, DEMO.org, ola.id)).toEqual({ available: 500_00, held: 0, accumulated: 500_00 });
    expect((await call('DELETE', `/api/demo/payouts/${pending.id}`, await staff())).status).toBe(404);
  });

  test('the receipt is a PDF rendered by the worker, then served from storage', async () => {
    const path = `/api/demo/payouts/${kari.id}/${payoutId}/${String(kari.accountNumber).padStart(5, '0')}?currency=NOK`;
    const first = await call('GET', path, await asSeller(kari.id));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect((first.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call('GET', path, await staff());
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect((await call('GET', path.replace(/\/\d+\?/, '/99999?'), await staff())).status).toBe(404);
    const byBankAccount = await call('GET', `/api/demo/payouts/${kari.id}/${payoutId}/12345678903?currency=NOK`, await staff());
    expect(byBankAccount.status).toBe(200);
    expect((await call('GET', path, await asSeller(ola.id))).status).toBe(404);
  });

  test('an e-mailed receipt link is signed: it opens without a session, and only the receipt it names', async () => {
    const secret = ledger().deps.config.SIGNING_SECRET;
    const resource = payoutReceiptResource({
      orgSlug: 'demo',
      sellerId: kari.id,
      payoutId,
      accountNumber: kari.accountNumber,
      currency: 'NOK',
      orgId: DEMO.org,
    });
    const open = (path: string) => fetch(`${ledger().url}${path}`);
    const signed = await open(signLink(secret, resource, RECEIPT_LINK_TTL_SECONDS));
    expect(signed.status).toBe(200);
    expect(
      Buffer.from(await signed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const refused = async (path: string) => {
      const res = await open(path);
      return [res.status, ((await res.json()) as { message: string }).message];
    };
    const forbidden = [403, 'This link is invalid or has expired'];
    expect(await refused(signLink(secret, resource, -60))).toEqual(forbidden);
    expect(await refused(signLink('another-secret-of-enough-length', resource))).toEqual(forbidden);
    // Another seller's id in a link signed for Kari: the signature no longer matches.
    expect(await refused(signLink(secret, resource).replace(kari.id, ola.id))).toEqual(forbidden);
    expect((await open(resource)).status).toBe(401);
  });

  test('the transaction list shows the payout, newest first', async () => {
    const res = await call('GET', `/api/demo/transactions?sellerId=${kari.id}`, await asSeller(kari.id));
    expect(res.body.data).toMatchObject([
      { type: 'payout', status: 'completed', name: 'Payout 00001', amount: -80 },
      { type: 'sale', status: 'completed', name: 'Wool coat', amount: 100 },
    ]);
  });
});
