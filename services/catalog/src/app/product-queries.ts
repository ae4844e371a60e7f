import { AppError, MESSAGES, productListQuerySchema, type ProductView } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { countProductsByStatus, findProduct, listProducts, type ProductFilter } from '../db/products.repo';
import { toProductMinimal, toProductView } from '../domain/product-view';
import { organizationContext } from './organization-context';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A seller's token reads only that seller's products, whatever the query asks for. */
function scopeOf(auth: AccessClaims, sellerId: string | undefined): string | undefined {
  return auth.role === 'seller' ? auth.sellerId! : sellerId;
}

export async function readProducts(db: Db, auth: AccessClaims, input: unknown) {
  const q = parseInput(productListQuerySchema, input);
  const filter: ProductFilter = {
    ids: q.ids?.filter(isId),
    sellerId: scopeOf(auth, q.sellerId),
    storeId: q.storeId,
    statuses: q.filters?.['status.in'],
  };
  if (q.ids && !filter.ids?.length) return { data: [], pagination: { count: 0, countsByStatus: {} } };
  const [org, rows, countsByStatus] = await Promise.all([
    organizationContext(db, auth.org),
    listProducts(db, auth.org, filter, { skip: q.skip, take: q.take }),
    q.includeCount ? countProductsByStatus(db, auth.org, filter) : undefined,
  ]);
  const ctx = { fractionDigits: org.fractionDigits, genderEnabled: org.config.sellerExperience.genderEnabled };
  const data = rows.map((r) => (q.minimal ? toProductMinimal(r) : toProductView(r, ctx)));
  if (!countsByStatus) return { data };
  const selected = filter.statuses?.length ? filter.statuses : Object.keys(countsByStatus);
  const count = selected.reduce((sum, s) => sum + (countsByStatus[s] ?? 0), 0);
  return { data, pagination: { count, countsByStatus } };
}

export async function readProduct(db: Db, auth: AccessClaims, id: string): Promise<ProductView> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  const row = isId(id) ? await findProduct(db, auth.org, id) : undefined;
  // Another seller's product is as unknown as a missing one.
  if (!row || (auth.role === 'seller' && row.seller_id !== auth.sellerId)) throw AppError.notFound(MESSAGES.products.notFound);
  const org = await organizationContext(db, auth.org);
  return toProductView(row, { fractionDigits: org.fractionDigits, genderEnabled: org.config.sellerExperience.genderEnabled });
}
