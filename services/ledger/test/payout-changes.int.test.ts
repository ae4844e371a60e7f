import { MESSAGES, generateValidBankAccount } from '@consign/contracts';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger } from './harness';

/** Issue 20, finding 1: a pending payout's bank account changes only to a valid account, and each change is recorded. */
const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const BANK = generateValidBankAccount('1234567890')!;
const OTHER_BANK = generateValidBankAccount('9876543210')!;
let kari: { id: string };
let payoutId: string;
const asKari = () => tokens.sign({ sub: 'user-kari', role: 'seller', sellerId: kari.id, ...DEMO });

const changes = async () =>
  (await ledger().deps.db('outbox').where({ type: 'ledger.payout.changed', segment: payoutId }).orderBy('seq')).map(
    (row: { payload: { data: unknown } }) => row.payload.data,
  );

beforeAll(async () => {
  const db = ledger().deps.db;
  await givenOrganization(db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 } });
  kari = await givenSeller(db, DEMO);
  await givenCredit(db, DEMO, kari.id, 100_00);
  const created = await call('POST', '/api/demo/payouts', await asKari(), { seller: { id: kari.id }, bankAccountNumber: BANK, amount: 60 });
  expect(created.status).toBe(201);
  payoutId = (created.body as { data: { id: string } }).data.id;
});

test.each([
  ['not 11 digits', '1234567890'],
  ['a wrong check digit', `${BANK.slice(0, 10)}${(Number(BANK[10]) + 1) % 10}`],
  ['letters', 'NO9386011117947'],
  ['empty', ''],
])('a pending payout cannot be moved to a bank account that is %s: 400, nothing changes, nothing recorded', async (_case, bank) => {
  const res = await call('PATCH', '/api/demo/payouts', await asKari(), { id: payoutId, bankAccountNumber: bank });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    message: bank === '' ? MESSAGES.sellerPayout.bankAccountRequired : MESSAGES.sellerPayout.bankAccountInvalid,
  });
  const row = await ledger().deps.db('payouts').where({ id: payoutId }).first();
  expect(row.bank_account_number).toBe(BANK);
  expect(await changes()).toEqual([]);
});

test('a change to a valid account is recorded with the account before, the account after and who changed it', async () => {
  const res = await call('PATCH', '/api/demo/payouts', await asKari(), { id: payoutId, bankAccountNumber: OTHER_BANK });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ data: { bankAccountNumber: OTHER_BANK } });
  expect(await changes()).toEqual([
    expect.objectContaining({
      id: payoutId,
      sellerId: kari.id,
      bankAccountNumber: OTHER_BANK,
      amount: 60_00,
      previous: { amount: 60_00, bankAccountNumber: BANK },
      changedBy: { userId: 'user-kari', role: 'seller' },
    }),
  ]);
  // The same values again change nothing and record nothing.
  expect((await call('PATCH', '/api/demo/payouts', await asKari(), { id: payoutId, bankAccountNumber: OTHER_BANK })).status).toBe(200);
  expect(await changes()).toHaveLength(1);
});
