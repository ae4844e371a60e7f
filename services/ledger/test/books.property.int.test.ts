import { consignmentSectionSchema, generateValidBankAccount, isAppError, minimumPayout, type PayoutFeeConfig } from '@consign/contracts';
import { withTransaction } from '@consign/kit';
import fc from 'fast-check';
import { approvePayout } from '../src/app/approve-payout';
import { changePayout } from '../src/app/change-payout';
import { createAdjustment } from '../src/app/create-adjustment';
import { deletePayout } from '../src/app/delete-payout';
import { creditSale } from '../src/app/record-sales';
import { requestPayout } from '../src/app/request-payout';
import { balanceFromEntries, readBalance, unbalancedPostings } from '../src/db/books.repo';
import { givenOrganization, givenSeller, newOrg, soldEvent, staffClaims, useLedger } from './harness';

const { ledger } = useLedger();
const DEMO = newOrg('demo');
const FEES: PayoutFeeConfig = { fee: { type: 'flat', amount: 10 }, productFeePercent: 1 };
// Fees on sales: 5 % of the price to the organization and 2.00 flat to the {product}.
const CONSIGNMENT = consignmentSectionSchema.parse({
  fees: [
    { to: 'organization', type: 'percentage', amount: 5 },
    { to: 'product', type: 'flat', amount: 2 },
  ],
});
const MINIMUM = minimumPayout(FEES, 2)!;
const BANK = generateValidBankAccount('1234567890')!;
const staff = staffClaims(DEMO);

type Command =
  | { kind: 'sale'; price: number; split: number; storeOwned: boolean }
  | { kind: 'payout'; amount: number }
  | { kind: 'edit'; pick: number; amount: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'adjust'; amount: number; allowNegative: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    price: fc.integer({ min: 1, max: 200_00 }),
    split: fc.constantFrom(0, 0.3, 0.5, 1),
    storeOwned: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payout' as const), amount: fc.integer({ min: 1, max: 150_00 }) }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 150_00 }) }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    amount: fc.integer({ min: -100_00, max: 100_00 }).filter((n) => n !== 0),
    allowNegative: fc.boolean(),
  }),
);

/** The books as a child would keep them: three numbers and the list of pending payouts. */
interface Model {
  available: number;
  held: number;
  accumulated: number;
  pending: Array<{ id: string; amount: number }>;
  /** Set once an allowed adjustment took the balance below zero: the only way there. */
  negativeAllowed: boolean;
}

/** Runs a use case; a refusal (AppError) is an answer, anything else a failure of the test. */
async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (err) {
    if (isAppError(err)) return undefined;
    throw err;
  }
}

beforeAll(async () => {
  await givenOrganization(ledger().deps.db, DEMO, { payouts: { enabled: true, ...FEES }, consignment: CONSIGNMENT });
});

test('random sequences of sales, payouts, edits, approvals, deletions and adjustments keep the books equal to the model', async () => {
  const db = ledger().deps.db;
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
      const seller = await givenSeller(db, DEMO);
      const m: Model = { available: 0, held: 0, accumulated: 0, pending: [], negativeAllowed: false };
      for (const c of commands) {
        const pick = (n: number) => m.pending[n % Math.max(m.pending.length, 1)];
        switch (c.kind) {
          case 'sale': {
            await withTransaction(db, (trx) =>
              creditSale(trx, soldEvent(DEMO, seller.id, c.price, { split: c.split, storeOwned: c.storeOwned })),
            );
            const share = c.storeOwned ? 0 : Math.round(c.price * c.split);
            const credit = share - Math.min(share, Math.floor((c.price * 5 + 50) / 100) + 200);
            m.available += credit;
            m.accumulated += credit;
            break;
          }
          case 'payout': {
            const reply = await attempt(() =>
              requestPayout(db, staff, { seller: { id: seller.id }, bankAccountNumber: BANK, amount: c.amount / 100 }),
            );
            const allowed = c.amount >= MINIMUM && c.amount <= m.available;
            expect(reply !== undefined).toBe(allowed);
            if (reply) {
              m.available -= c.amount;
              m.held += c.amount;
              m.pending.push({ id: reply.body.data.id, amount: c.amount });
            }
            break;
          }
          case 'edit': {
            const target = pick(c.pick);
            if (!target) break;
            const done = await attempt(() => changePayout(db, staff, { id: target.id, amount: c.amount / 100 }));
            expect(done !== undefined).toBe(c.amount >= MINIMUM && c.amount <= m.available + target.amount);
            if (done) {
              m.available -= c.amount - target.amount;
              m.held += c.amount - target.amount;
              target.amount = c.amount;
            }
            break;
          }
          case 'approve':
          case 'delete': {
            const target = pick(c.pick);
            if (!target) break;
            await (c.kind === 'approve' ? approvePayout(db, staff, target.id) : deletePayout(db, staff, target.id));
            m.held -= target.amount;
            if (c.kind === 'delete') m.available += target.amount;
            m.pending = m.pending.filter((p) => p !== target);
            break;
          }
          case 'adjust': {
            const reply = await attempt(() =>
              createAdjustment(db, staff, {
                seller: { id: seller.id },
                amount: c.amount / 100,
                details: 'Gift card',
                allowNegative: c.allowNegative,
              }),
            );
            const allowed = m.available + c.amount >= 0 || c.allowNegative;
            expect(reply !== undefined).toBe(allowed);
            if (reply) {
              if (m.available + c.amount < 0) m.negativeAllowed = true;
              m.available += c.amount;
              if (c.amount > 0) m.accumulated += c.amount;
            }
            break;
          }
        }
        const expected = { available: m.available, held: m.held, accumulated: m.accumulated };
        const cached = await readBalance(db, DEMO.org, seller.id);
        expect(cached).toEqual(expected);
        expect(await balanceFromEntries(db, DEMO.org, seller.id)).toEqual(expected);
        if (cached.available < 0) expect(m.negativeAllowed).toBe(true);
      }
    }),
    { numRuns: 100 },
  );
  expect(await unbalancedPostings(db, DEMO.org)).toEqual([]);
}, 120_000);
