import type { SoldProductTerms } from '@consign/contracts';
import { saleShare, type SaleFees } from '@consign/contracts';
import { RECONCILIATION_LISTED, emptyReconciliation, mismatchCount, reconcile, type ProductCredit } from '../src/domain/reconciliation';

const sold = (id: string, price: number, opts: Partial<SoldProductTerms> = {}): SoldProductTerms => ({
  id,
  sellerId: 'seller-1',
  price,
  consignmentSplit: 0.5,
  storeOwned: false,
  ...opts,
});
const credit = (productId: string, amount: number, fee = 0, saleFees: SaleFees | null = []): ProductCredit => ({
  productId,
  credit: amount,
  fee,
  saleFees,
});
const TEN_PERCENT: SaleFees = [{ to: 'organization', type: 'percentage', amount: 10 }];
const FLAT_FIVE: SaleFees = [{ to: 'product', type: 'flat', amount: 5 }];

describe('saleShare: price × split less the fees on sales, in minor units', () => {
  test.each([
    // price, split, fees, digits → share, fee, credit
    [30_000, 0.5, [], 2, 15_000, 0, 15_000],
    [1_001, 0.5, [], 2, 501, 0, 501], // 500.5 rounds half up
    [30_000, 0.5, TEN_PERCENT, 2, 15_000, 3_000, 12_000], // 10 % of the price, not of the share
    [30_000, 0.5, [...TEN_PERCENT, ...FLAT_FIVE], 2, 15_000, 3_500, 11_500],
    [1_005, 0.5, TEN_PERCENT, 2, 503, 101, 402], // 10 % of 10.05 = 1.005 → 1.01 (half up)
    [800, 0.5, FLAT_FIVE, 2, 400, 400, 0], // the fee never takes more than the share
    [300, 0.5, FLAT_FIVE, 0, 150, 5, 145], // a currency without minor units: 5 flat is 5
  ] as const)('%i × %d with %j (%i digits) → share %i, fee %i, credit %i', (price, split, fees, digits, share, fee, credited) => {
    expect(saleShare({ price, consignmentSplit: split, storeOwned: false }, fees, digits)).toEqual({ share, fee, credit: credited });
  });

  test('a store-owned product earns its seller nothing and pays no fee', () => {
    expect(saleShare({ price: 30_000, consignmentSplit: 0.5, storeOwned: true }, TEN_PERCENT, 2)).toEqual({ share: 0, fee: 0, credit: 0 });
  });
});

describe('reconcile: ledger sale credits against the seller shares of sold products, product by product', () => {
  test('credits equal to the rounded price × split match', () => {
    const r = reconcile([sold('a', 30_000), sold('b', 1_001)], [credit('a', 15_000), credit('b', 501)], [], 2);
    expect(r).toEqual({ ...emptyReconciliation(), checkedProducts: 2, matched: 2 });
    expect(mismatchCount(r)).toBe(0);
  });

  test('each credit is checked against the fees its sale was posted under, a product not yet posted against today’s', () => {
    const r = reconcile(
      [sold('before', 30_000), sold('after', 30_000), sold('old', 30_000), sold('unposted', 30_000), sold('eaten', 800)],
      [
        credit('before', 15_000, 0, []),
        credit('after', 12_000, 3_000, TEN_PERCENT),
        credit('old', 15_000, 0, null), // posted before fees applied
        credit('eaten', 0, 400, FLAT_FIVE), // the fee took the whole share: still a posting
      ],
      TEN_PERCENT,
      2,
    );
    expect(r.matched).toBe(4);
    expect(r.missingInLedger).toEqual([{ productId: 'unposted', sellerId: 'seller-1', expected: 12_000 }]);
  });

  test('a credit without its fee, or a fee of another amount, is a mismatch', () => {
    const r = reconcile(
      [sold('a', 30_000), sold('b', 30_000)],
      [credit('a', 15_000, 0, TEN_PERCENT), credit('b', 12_000, 2_000, TEN_PERCENT)],
      TEN_PERCENT,
      2,
    );
    expect(r.amountMismatches).toEqual([
      { productId: 'a', expected: 12_000, credited: 15_000 },
      { productId: 'b', expected: 12_000, credited: 12_000 },
    ]);
  });

  test('a sold product with a share and no credit is missing in the ledger; a zero share needs no credit', () => {
    const r = reconcile(
      [sold('a', 30_000), sold('own', 30_000, { storeOwned: true }), sold('nobody', 30_000, { sellerId: null })],
      [],
      [],
      2,
    );
    expect(r.missingInLedger).toEqual([{ productId: 'a', sellerId: 'seller-1', expected: 15_000 }]);
    expect(r.matched).toBe(2);
  });

  test('a standing credit for a product not sold in catalog is missing in catalog; a reversed one nets to nothing', () => {
    const r = reconcile([], [credit('x', 700), credit('reversed', 0)], [], 2);
    expect(r).toEqual({
      checkedProducts: 1,
      matched: 0,
      missingInLedger: [],
      missingInCatalog: [{ productId: 'x', credited: 700 }],
      amountMismatches: [],
      counts: { missingInLedger: 0, missingInCatalog: 1, amountMismatches: 0 },
    });
  });

  test('a credit of another amount (a sale credited twice, a price changed after the sale) is a mismatch', () => {
    const r = reconcile([sold('a', 30_000), sold('b', 20_000)], [credit('a', 30_000), credit('b', 10_000)], [], 2);
    expect(r.amountMismatches).toEqual([{ productId: 'a', expected: 15_000, credited: 30_000 }]);
    expect(mismatchCount(r)).toBe(1);
  });

  test('ranges of product ids add up in one result, which lists the first of each kind and counts them all', () => {
    const ids = Array.from({ length: RECONCILIATION_LISTED + 50 }, (_, i) => `p${String(i).padStart(4, '0')}`);
    const out = emptyReconciliation();
    for (let from = 0; from < ids.length; from += 40) {
      const range = ids.slice(from, from + 40);
      // Every product sold and uncredited, and one credit per range for a product catalog does not list.
      reconcile(
        range.map((id) => sold(id, 1_000)),
        [credit(`${range[0]}x`, 100)],
        [],
        2,
        out,
      );
    }
    expect(out.counts).toEqual({ missingInLedger: ids.length, missingInCatalog: 4, amountMismatches: 0 });
    expect(out.checkedProducts).toBe(ids.length + 4);
    expect(out.missingInLedger.map((m) => m.productId)).toEqual(ids.slice(0, RECONCILIATION_LISTED));
    expect(out.missingInCatalog.map((m) => m.productId)).toEqual(['p0000x', 'p0040x', 'p0080x', 'p0120x']);
    expect(mismatchCount(out)).toBe(ids.length + 4);
  });
});
