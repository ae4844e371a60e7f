import { toMajor, type SalesReconciliationView } from '@consign/contracts';
import type { Db } from '@consign/kit';
import { Gauge } from 'prom-client';
import { saleCreditsByProduct } from '../db/reconciliation.repo';
import { emptyReconciliation, mismatchCount, reconcile, type Reconciliation } from '../domain/reconciliation';
import type { SoldProductsSource } from './catalog-sold-products';
import { organizationContext } from './organization-context';

/**
 * Set by every reconciliation, the endpoint's and the periodic job's. With replicas, each process reports the
 * organizations it last checked: alert on max by (org).
 */
export const reconciliationMismatches = new Gauge({
  name: 'consign_ledger_reconciliation_mismatches',
  help: "Products whose ledger sale credits differ from the seller share catalog's sold products call for, at the last check",
  labelNames: ['org'],
});

/**
 * One organization's reconciliation, a page of catalog's sold products at a time beside the ledger's credits of
 * the same range of product ids, so neither side holds the organization's sales at once. Each page of catalog
 * is read first: a product sold in between has its credit on the way through the bus, and shows as missing in
 * the ledger until the next check rather than the other way round.
 */
export async function reconcileSales(db: Db, catalog: SoldProductsSource, org: { id: string; slug: string }): Promise<Reconciliation> {
  const { config, fractionDigits } = await organizationContext(db, org.id);
  const result = emptyReconciliation();
  let after: string | null = null;
  do {
    const page = await catalog(org.id, after);
    // The last page's range is open-ended: credits of products after every sold one are missing in catalog.
    const credits = await saleCreditsByProduct(db, org.id, { ...(after ? { after } : {}), ...(page.next ? { upTo: page.next } : {}) });
    reconcile(page.data, credits, config.consignment.fees, fractionDigits, result);
    after = page.next;
  } while (after);
  reconciliationMismatches.set({ org: org.slug }, mismatchCount(result));
  return result;
}

/** GET /api/{org}/ledger/reconciliation, amounts in the organization's major units. */
export async function readSalesReconciliation(
  db: Db,
  catalog: SoldProductsSource,
  auth: { org: string; orgSlug: string },
): Promise<SalesReconciliationView> {
  const result = await reconcileSales(db, catalog, { id: auth.org, slug: auth.orgSlug });
  const { fractionDigits } = await organizationContext(db, auth.org);
  const major = (minor: number) => toMajor(minor, fractionDigits);
  return {
    checkedProducts: result.checkedProducts,
    matched: result.matched,
    missingInLedger: result.missingInLedger.map((m) => ({ ...m, expected: major(m.expected) })),
    missingInCatalog: result.missingInCatalog.map((m) => ({ ...m, credited: major(m.credited) })),
    amountMismatches: result.amountMismatches.map((m) => ({ ...m, expected: major(m.expected), credited: major(m.credited) })),
    counts: result.counts,
  };
}
