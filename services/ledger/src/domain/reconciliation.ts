import { saleShare, type SaleFees, type SoldProductTerms } from '@consign/contracts';

/** What the sale and sale-reversal postings of one product stand at (their sums, minor units). */
export interface ProductCredit {
  productId: string;
  credit: number;
  fee: number;
  /** The fees on sales the product's last sale was posted under; null when none was (or before fees applied). */
  saleFees: SaleFees | null;
}

/**
 * How many mismatches of each kind a reconciliation lists; it counts them all. A shop whose catalog and ledger
 * parted ways entirely (a restored backup) would otherwise hold and send one entry per sold product.
 */
export const RECONCILIATION_LISTED = 100;

/** The comparison in minor units; the route turns it into the API's major units. */
export interface Reconciliation {
  checkedProducts: number;
  matched: number;
  /** The first RECONCILIATION_LISTED of each kind, in product id order. */
  missingInLedger: Array<{ productId: string; sellerId: string | null; expected: number }>;
  missingInCatalog: Array<{ productId: string; credited: number }>;
  amountMismatches: Array<{ productId: string; expected: number; credited: number }>;
  counts: { missingInLedger: number; missingInCatalog: number; amountMismatches: number };
}

export const emptyReconciliation = (): Reconciliation => ({
  checkedProducts: 0,
  matched: 0,
  missingInLedger: [],
  missingInCatalog: [],
  amountMismatches: [],
  counts: { missingInLedger: 0, missingInCatalog: 0, amountMismatches: 0 },
});

type Mismatches = Omit<Reconciliation, 'checkedProducts' | 'matched' | 'counts'>;
function found<K extends keyof Mismatches>(out: Reconciliation, kind: K, entry: Mismatches[K][number]): void {
  out.counts[kind]++;
  if (out[kind].length < RECONCILIATION_LISTED) (out[kind] as Array<Mismatches[K][number]>).push(entry);
}

/** What creditSale posts for a product: nothing without a seller, as it posts nothing then. */
export const expectedSale = (p: SoldProductTerms, fees: SaleFees, fractionDigits: number) =>
  p.sellerId ? saleShare(p, fees, fractionDigits) : { share: 0, fee: 0, credit: 0 };

/**
 * The ledger's sale credits against the seller shares of the products catalog marks sold, product by
 * product, by creditSale's own rule: price × split less the fees on sales — those the sale was posted under,
 * or today's (`fees`) for a sale the ledger has not posted. Credit and fee must both match. A product sold
 * and taken back nets to zero in the ledger and is absent from catalog's list: consistent, so not counted.
 * A sold product whose share is zero (store-owned, no seller) matches no posting.
 * `sold` and `credits` cover the same range of product ids; the ranges of a paged check add up in `out`.
 */
export function reconcile(
  sold: readonly SoldProductTerms[],
  credits: readonly ProductCredit[],
  fees: SaleFees,
  fractionDigits: number,
  out: Reconciliation = emptyReconciliation(),
): Reconciliation {
  const posted = new Map(credits.map((c) => [c.productId, c]));
  for (const product of sold) {
    out.checkedProducts++;
    const got = posted.get(product.id);
    posted.delete(product.id);
    const standing = got !== undefined && (got.credit !== 0 || got.fee !== 0);
    const expected = expectedSale(product, standing ? (got.saleFees ?? []) : fees, fractionDigits);
    if (standing ? got.credit === expected.credit && got.fee === expected.fee : expected.share === 0) out.matched++;
    else if (!standing) found(out, 'missingInLedger', { productId: product.id, sellerId: product.sellerId, expected: expected.credit });
    else found(out, 'amountMismatches', { productId: product.id, expected: expected.credit, credited: got.credit });
  }
  for (const [productId, p] of posted) {
    if (p.credit === 0 && p.fee === 0) continue;
    out.checkedProducts++;
    found(out, 'missingInCatalog', { productId, credited: p.credit });
  }
  return out;
}

export const mismatchCount = (r: Reconciliation): number =>
  r.counts.missingInLedger + r.counts.missingInCatalog + r.counts.amountMismatches;
