import type { SoldProductTerms } from '@consign/contracts';
import { saleCredit } from './postings';

/** The sale and sale-reversal credits standing for one product (their sum, minor units). */
export interface ProductCredit {
  productId: string;
  credit: number;
}

/** The comparison in minor units; the route turns it into the API's major units. */
export interface Reconciliation {
  checkedProducts: number;
  matched: number;
  missingInLedger: Array<{ productId: string; sellerId: string | null; expected: number }>;
  missingInCatalog: Array<{ productId: string; credited: number }>;
  amountMismatches: Array<{ productId: string; expected: number; credited: number }>;
}

/** What the sale of a product earns its seller: nothing without a seller, as creditSale posts nothing then. */
export const expectedShare = (p: SoldProductTerms): number => (p.sellerId ? saleCredit(p.price, p.consignmentSplit, p.storeOwned) : 0);

/**
 * The ledger's sale credits against the seller shares of the products catalog marks sold, product by
 * product. A product sold and taken back nets to zero in the ledger and is absent from catalog's list:
 * consistent, so not counted. A sold product whose share is zero (store-owned, no seller) matches no credit.
 */
export function reconcile(sold: readonly SoldProductTerms[], credits: readonly ProductCredit[]): Reconciliation {
  const credited = new Map(credits.map((c) => [c.productId, c.credit]));
  const out: Reconciliation = { checkedProducts: 0, matched: 0, missingInLedger: [], missingInCatalog: [], amountMismatches: [] };
  for (const product of sold) {
    out.checkedProducts++;
    const expected = expectedShare(product);
    const got = credited.get(product.id) ?? 0;
    credited.delete(product.id);
    if (got === expected) out.matched++;
    else if (got === 0) out.missingInLedger.push({ productId: product.id, sellerId: product.sellerId, expected });
    else out.amountMismatches.push({ productId: product.id, expected, credited: got });
  }
  for (const [productId, credit] of credited) {
    if (credit === 0) continue;
    out.checkedProducts++;
    out.missingInCatalog.push({ productId, credited: credit });
  }
  return out;
}

export const mismatchCount = (r: Reconciliation): number =>
  r.missingInLedger.length + r.missingInCatalog.length + r.amountMismatches.length;
