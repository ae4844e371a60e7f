import { allocatePayout, type SaleCredit, type SaleReversal } from '../src/domain/payout-allocation';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
const credit = (postingId: string, productId: string, d: number, amount: number): SaleCredit => ({
  postingId,
  productId,
  at: day(d),
  amount,
});

// Posted out of order on purpose: the rule sorts by the time of the credit.
const COAT = credit('p-coat', 'coat', 2, 300_00);
const SCARF = credit('p-scarf', 'scarf', 1, 100_00);
const BOOTS = credit('p-boots', 'boots', 3, 200_00);
const CREDITS = [COAT, BOOTS, SCARF];
const LATE = day(30);
const none = new Map<string, number>();

test('a payout covers the oldest credits first and names those it leaves fully paid out', () => {
  const { allocations, paidOut } = allocatePayout(350_00, LATE, CREDITS, [], none);
  expect(allocations).toEqual([
    { postingId: 'p-scarf', productId: 'scarf', amount: 100_00 },
    { postingId: 'p-coat', productId: 'coat', amount: 250_00 },
  ]);
  expect(paidOut).toEqual([{ postingId: 'p-scarf', productId: 'scarf', amount: 100_00 }]);
});

test('a second payout starts where the first left off, and a credit covered by two payouts is paid out in full', () => {
  const allocated = new Map([
    ['p-scarf', 100_00],
    ['p-coat', 250_00],
  ]);
  const { allocations, paidOut } = allocatePayout(100_00, LATE, CREDITS, [], allocated);
  expect(allocations).toEqual([
    { postingId: 'p-coat', productId: 'coat', amount: 50_00 },
    { postingId: 'p-boots', productId: 'boots', amount: 50_00 },
  ]);
  expect(paidOut).toEqual([{ postingId: 'p-coat', productId: 'coat', amount: 300_00 }]);
});

test('a payout larger than the open sale credits leaves the rest unallocated (it came from elsewhere)', () => {
  const { allocations, paidOut } = allocatePayout(1000_00, LATE, CREDITS, [], none);
  expect(allocations.reduce((s, a) => s + a.amount, 0)).toBe(600_00);
  expect(paidOut.map((p) => p.productId)).toEqual(['scarf', 'coat', 'boots']);
});

test('nothing is open when every credit is covered', () => {
  const allocated = new Map(CREDITS.map((c) => [c.postingId, c.amount]));
  expect(allocatePayout(50_00, LATE, CREDITS, [], allocated)).toEqual({ allocations: [], paidOut: [] });
});

test('a credit posted after the payout was asked for is not its', () => {
  const { allocations } = allocatePayout(500_00, day(2), CREDITS, [], none);
  expect(allocations.map((a) => a.productId)).toEqual(['scarf', 'coat']);
});

describe('reversed credits', () => {
  test('a credit reversed before the payout is never paid out', () => {
    const reversals: SaleReversal[] = [{ productId: 'scarf', amount: 100_00 }];
    const { allocations, paidOut } = allocatePayout(100_00, LATE, CREDITS, reversals, none);
    expect(allocations).toEqual([{ postingId: 'p-coat', productId: 'coat', amount: 100_00 }]);
    expect(paidOut).toEqual([]);
  });

  test('a credit reversed after a payout covered part of it is not open again: the next payout goes on to the next credit', () => {
    const reversals: SaleReversal[] = [{ productId: 'scarf', amount: 100_00 }];
    const { allocations, paidOut } = allocatePayout(100_00, LATE, CREDITS, reversals, new Map([['p-scarf', 40_00]]));
    expect(allocations).toEqual([{ postingId: 'p-coat', productId: 'coat', amount: 100_00 }]);
    expect(paidOut).toEqual([]);
  });

  test('sold, returned and sold again: the reversal takes back the first sale, the second is paid out', () => {
    const again = credit('p-scarf-2', 'scarf', 4, 90_00);
    const reversals: SaleReversal[] = [{ productId: 'scarf', amount: 100_00 }];
    const { allocations, paidOut } = allocatePayout(90_00, LATE, [SCARF, again], reversals, none);
    expect(allocations).toEqual([{ postingId: 'p-scarf-2', productId: 'scarf', amount: 90_00 }]);
    expect(paidOut).toEqual([{ postingId: 'p-scarf-2', productId: 'scarf', amount: 90_00 }]);
  });
});
