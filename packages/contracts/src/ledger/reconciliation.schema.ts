/**
 * GET /api/{org}/ledger/reconciliation (coworkers): the ledger's sale credits against the seller shares of
 * the products catalog marks sold, product by product. Amounts in major units, like the rest of the API.
 */
export interface SalesReconciliationView {
  checkedProducts: number;
  matched: number;
  /** Sold in catalog with a seller share, but no standing sale credit in the ledger. */
  missingInLedger: Array<{ productId: string; sellerId: string | null; expected: number }>;
  /** A standing sale credit for a product catalog does not list as sold. */
  missingInCatalog: Array<{ productId: string; credited: number }>;
  amountMismatches: Array<{ productId: string; expected: number; credited: number }>;
  /** How many of each kind there are: the lists above hold the first 100 of each, in product id order. */
  counts: { missingInLedger: number; missingInCatalog: number; amountMismatches: number };
}
