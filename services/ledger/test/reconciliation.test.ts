import type { SoldProductTerms } from '@consign/contracts';
import { mismatchCount, reconcile } from '../src/domain/reconciliation';

const sold = (id: string, price: number, opts: Partial<SoldProductTerms> = {}): SoldProductTerms => ({
  id,
  sellerId: 'seller-1',
  price,
  consignmentSplit: 0.5,
  storeOwned: false,
  ...opts,
});

describe('reconcile: ledger sale credits against the seller shares of sold products, product by product', () => {
  test('credits equal to the rounded price × split match', () => {
    const r = reconcile(
      [sold('a', 30_000), sold('b', 1_001)],
      [
        { productId: 'a', credit: 15_000 },
        { productId: 'b', credit: 501 }, // 500.5 rounds half up, as saleCredit posts it
      ],
    );
    expect(r).toEqual({ checkedProducts: 2, matched: 2, missingInLedger: [], missingInCatalog: [], amountMismatches: [] });
    expect(mismatchCount(r)).toBe(0);
  });

  test('a sold product with a share and no credit is missing in the ledger; a zero share needs no credit', () => {
    const r = reconcile([sold('a', 30_000), sold('own', 30_000, { storeOwned: true }), sold('nobody', 30_000, { sellerId: null })], []);
    expect(r.missingInLedger).toEqual([{ productId: 'a', sellerId: 'seller-1', expected: 15_000 }]);
    expect(r.matched).toBe(2);
  });

  test('a standing credit for a product not sold in catalog is missing in catalog; a reversed one nets to nothing', () => {
    const r = reconcile(
      [],
      [
        { productId: 'x', credit: 700 },
        { productId: 'reversed', credit: 0 },
      ],
    );
    expect(r).toEqual({
      checkedProducts: 1,
      matched: 0,
      missingInLedger: [],
      missingInCatalog: [{ productId: 'x', credited: 700 }],
      amountMismatches: [],
    });
  });

  test('a credit of another amount (a sale credited twice, a price changed after the sale) is a mismatch', () => {
    const r = reconcile(
      [sold('a', 30_000), sold('b', 20_000)],
      [
        { productId: 'a', credit: 30_000 },
        { productId: 'b', credit: 10_000 },
      ],
    );
    expect(r.amountMismatches).toEqual([{ productId: 'a', expected: 15_000, credited: 30_000 }]);
    expect(mismatchCount(r)).toBe(1);
  });
});
