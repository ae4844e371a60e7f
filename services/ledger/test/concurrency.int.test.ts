import { MESSAGES, generateValidBankAccount } from '@consign/contracts';
import { balanceFromEntries, readBalance } from '../src/db/books.repo';
import { givenCredit, givenOrganization, givenSeller, httpClient, newOrg, useLedger } from './harness';

const { tokens, ledger } = useLedger();
const call = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const BANK = generateValidBankAccount('1234567890')!;
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });

beforeAll(async () => {
  // No fees: the minimum is 40 and ten payouts of 50 take exactly 500.
  await givenOrganization(ledger().deps.db, DEMO, { payouts: { enabled: true, fee: { type: 'flat', amount: 0 }, productFeePercent: 0 } });
});

test('200 concurrent payout requests on credits that cover 10: exactly 10 are created, nothing is overdrawn', async () => {
  const db = ledger().deps.db;
  const seller = await givenSeller(db, DEMO);
  await givenCredit(db, DEMO, seller.id, 500_00);
  const token = await staff();
  const replies = await Promise.all(
    Array.from({ length: 200 }, () =>
      call('POST', '/api/demo/payouts', token, { seller: { id: seller.id }, bankAccountNumber: BANK, amount: 50 }),
    ),
  );
  const created = replies.filter((r) => r.status === 201);
  expect(created).toHaveLength(10);
  const refusals = new Set(replies.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.message}`));
  // Refused by the form check (credits already gone when it read them) or by the locked re-check (taken meanwhile).
  for (const refusal of refusals)
    expect(['422 Not enough store credits', `422 ${MESSAGES.payouts.notEnoughCredits}`, '422 Amount must be less than']).toContainEqual(
      refusal.replace(/ [\d,]+$/, ''),
    );
  // Refused requests burn no number: the ten that won are numbered without a gap.
  const numbers = created.map((r) => Number(r.body.data.numberPadded)).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
  expect(await readBalance(db, DEMO.org, seller.id)).toEqual({ available: 0, held: 500_00, accumulated: 500_00 });
  expect(await balanceFromEntries(db, DEMO.org, seller.id)).toEqual({ available: 0, held: 500_00, accumulated: 500_00 });
});

test('100 parallel approvals of one payout: approved once, paid out once', async () => {
  const db = ledger().deps.db;
  const seller = await givenSeller(db, DEMO);
  await givenCredit(db, DEMO, seller.id, 80_00);
  const token = await staff();
  const payout = await call('POST', '/api/demo/payouts', token, { seller: { id: seller.id }, bankAccountNumber: BANK, amount: 60 });
  const replies = await Promise.all(
    Array.from({ length: 100 }, () => call('PATCH', '/api/demo/payouts', token, { id: payout.body.data.id, approved: true })),
  );
  expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  expect(replies.filter((r) => r.status === 409)).toHaveLength(99);
  expect(await db('postings').where({ reference_id: payout.body.data.id, kind: 'payout' })).toHaveLength(1);
  expect(await readBalance(db, DEMO.org, seller.id)).toEqual({ available: 20_00, held: 0, accumulated: 80_00 });
  expect(await balanceFromEntries(db, DEMO.org, seller.id)).toEqual({ available: 20_00, held: 0, accumulated: 80_00 });
});

test('payouts of several sellers, requested at once and with refusals among them, are numbered 1, 2, 3 … per organization', async () => {
  const db = ledger().deps.db;
  const shop = newOrg('numbered');
  await givenOrganization(db, shop, { payouts: { enabled: true, fee: { type: 'flat', amount: 0 }, productFeePercent: 0 } });
  const sellers = await Promise.all(Array.from({ length: 5 }, () => givenSeller(db, shop)));
  for (const s of sellers) await givenCredit(db, shop, s.id, 200_00);
  const token = await tokens.sign({ sub: 'staff', role: 'coworker', ...shop });
  // Each seller can afford four payouts of 50; the fifth is refused after the others took the credits.
  const replies = await Promise.all(
    sellers.flatMap((s) =>
      Array.from({ length: 5 }, () =>
        call('POST', '/api/numbered/payouts', token, { seller: { id: s.id }, bankAccountNumber: BANK, amount: 50 }),
      ),
    ),
  );
  expect(replies.filter((r) => r.status === 201)).toHaveLength(20);
  const numbers = replies
    .filter((r) => r.status === 201)
    .map((r) => r.body.data.numberPadded)
    .sort();
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(5, '0')));
  const next = await call('POST', '/api/numbered/payouts', token, { seller: { id: sellers[0]!.id }, bankAccountNumber: BANK, amount: 50 });
  expect(next.status).toBe(422);
  await givenCredit(db, shop, sellers[0]!.id, 50_00);
  const after = await call('POST', '/api/numbered/payouts', token, { seller: { id: sellers[0]!.id }, bankAccountNumber: BANK, amount: 50 });
  expect(after.body.data.numberPadded).toBe('00021');
});
