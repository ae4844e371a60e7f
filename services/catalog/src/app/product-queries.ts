import {
  AppError,
  MESSAGES,
  productListQuerySchema,
  type ProductHistoryEntry,
  type ProductListQuery,
  type ProductView,
} from '@consign/contracts';
import { keysetPages, parseInput, type AccessClaims, type Db } from '@consign/kit';
import { productHistoryRows } from '../db/history.repo';
import { findProduct, listProductPage, productsAfterSku, type ProductFilter, type ProductRecord } from '../db/products.repo';
import { statusCountsByStore } from '../db/store-counts.repo';
import { toHistoryEntry } from '../domain/history-view';
import { toProductMinimal, toProductView } from '../domain/product-view';
import { organizationContext, recentOrganizationContext } from './organization-context';
import { QUERY_MATCHES, productIdsMatching } from './search-products';

export const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A seller's token reads only that seller's products, whatever the query asks for. */
function scopeOf(auth: AccessClaims, sellerId: string | undefined): string | undefined {
  return auth.role === 'seller' ? auth.sellerId! : sellerId;
}

/**
 * The product list's filters (also the CSV export's), scoped to the caller. A typed text narrows them to the
 * products the search finds for it; `none` says that nothing can match.
 */
async function filterOf(db: Db, auth: AccessClaims, q: ProductListQuery): Promise<{ filter: ProductFilter; none: boolean }> {
  let ids = q.ids?.filter(isId);
  if (q.query) {
    const found = await productIdsMatching(db, auth.org, q.query, QUERY_MATCHES);
    ids = ids ? ids.filter((id) => found.includes(id)) : found;
  }
  const filter = { ids, sellerId: scopeOf(auth, q.sellerId), storeId: q.storeId, statuses: q.filters?.['status.in'], soldFrom: q.soldFrom };
  return { filter, none: Boolean((q.ids || q.query) && !ids?.length) };
}

export async function readProducts(db: Db, auth: AccessClaims, input: unknown) {
  const q = parseInput(productListQuerySchema, input);
  const { filter, none } = await filterOf(db, auth, q);
  if (none) return { data: [], pagination: { count: 0, countsByStatus: {} } };
  const [org, { rows, countsByStatus }, countsByStore] = await Promise.all([
    recentOrganizationContext(db, auth.org),
    listProductPage(db, auth.org, filter, { skip: q.skip, take: q.take }, Boolean(q.includeCount || q.countsByStore)),
    q.countsByStore ? statusCountsByStore(db, auth.org, filter.sellerId, filter.storeId) : undefined,
  ]);
  const ctx = { fractionDigits: org.fractionDigits, genderEnabled: org.config.sellerExperience.genderEnabled };
  const data = rows.map((r) => (q.minimal ? toProductMinimal(r) : toProductView(r, ctx)));
  if (!countsByStatus) return { data };
  const selected = filter.statuses?.length ? filter.statuses : Object.keys(countsByStatus);
  const count = selected.reduce((sum, s) => sum + (countsByStatus[s] ?? 0), 0);
  return { data, pagination: { count, countsByStatus, ...(countsByStore ? { countsByStore } : {}) } };
}

/** A product the caller may read: another seller's product is as unknown as a missing one. */
export async function readableProduct(db: Db, auth: AccessClaims, id: string): Promise<ProductRecord> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  const row = isId(id) ? await findProduct(db, auth.org, id) : undefined;
  if (!row || (auth.role === 'seller' && row.seller_id !== auth.sellerId)) throw AppError.notFound(MESSAGES.products.notFound);
  return row;
}

export async function readProduct(db: Db, auth: AccessClaims, id: string): Promise<ProductView> {
  const row = await readableProduct(db, auth, id);
  const org = await organizationContext(db, auth.org);
  return toProductView(row, {
    fractionDigits: org.fractionDigits,
    genderEnabled: org.config.sellerExperience.genderEnabled,
    markdowns: { steps: org.config.consignment.markdowns, now: new Date() },
  });
}

/** The list's matches page by page in SKU order, for the CSV export; an id filter that names no product matches none. */
export async function productExportPages(db: Db, auth: AccessClaims, input: unknown, pageSize: number) {
  const q = parseInput(productListQuerySchema, input);
  const { filter, none } = await filterOf(db, auth, q);
  const org = await organizationContext(db, auth.org);
  const pages = keysetPages<ProductRecord>(pageSize, (after) =>
    none ? Promise.resolve([]) : productsAfterSku(db, auth.org, filter, after?.sku ?? 0, pageSize),
  );
  return { pages, fractionDigits: org.fractionDigits };
}

export async function readProductHistory(db: Db, auth: AccessClaims, id: string): Promise<ProductHistoryEntry[]> {
  await readableProduct(db, auth, id);
  const [org, rows] = await Promise.all([organizationContext(db, auth.org), productHistoryRows(db, auth.org, id)]);
  return rows.map((r) => toHistoryEntry(r, org.fractionDigits));
}
