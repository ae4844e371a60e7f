import { AppError, addDays, deliveryListQuerySchema, type DeliveryView } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { countDeliveryDetails, listDeliveryDetails, type DeliveryDetailsRow, type DeliveryFilter, type Scope } from '../db/deliveries.repo';
import { listDeliveryProducts, type ProductReplica } from '../db/replicas.repo';
import { toDeliveryView } from '../domain/delivery-view';
import { parisWallTime } from '../domain/paris-time';
import { deliveryNotFound, detailsOf, isUuid, scopeOf } from './context';

/**
 * Deliveries by seller, by store and Paris date range (the staff timeline), or upcoming; searched and paged on
 * the server (up to 100 a page), with the count when asked.
 */
export async function listDeliveries(
  db: Db,
  auth: AccessClaims,
  query: unknown,
): Promise<{ data: DeliveryView[]; pagination?: { count: number } }> {
  const q = parseInput(deliveryListQuerySchema, query);
  const scope = scopeOf(auth);
  if (scope.sellerId && q.sellerId && q.sellerId !== scope.sellerId) throw AppError.forbidden();
  const filter: DeliveryFilter = {
    sellerId: q.sellerId,
    storeId: q.storeId,
    from: q.from ? parisWallTime(q.from, '00:00') : undefined,
    to: q.to ? parisWallTime(addDays(q.to, 1), '00:00') : undefined,
    upcoming: q.upcoming,
    includeCancelled: q.includeCancelled,
    query: q.query || undefined,
    skip: q.skip,
    take: q.take,
  };
  const [rows, count] = await Promise.all([
    listDeliveryDetails(db, scope, filter),
    q.includeCount ? countDeliveryDetails(db, scope, filter) : undefined,
  ]);
  const data = await viewsOf(db, scope, rows, auth.orgSlug);
  return count === undefined ? { data } : { data, pagination: { count } };
}

export async function getDelivery(db: Db, auth: AccessClaims, id: string): Promise<DeliveryView> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  const row = await detailsOf(db, auth.org, id);
  if (scope.sellerId && row.seller_id !== scope.sellerId) throw deliveryNotFound();
  const [view] = await viewsOf(db, scope, [row], auth.orgSlug);
  return view!;
}

/** Delivery views with their products: one query for the products of all the rows. */
async function viewsOf(db: Db, scope: Scope, rows: DeliveryDetailsRow[], orgSlug: string): Promise<DeliveryView[]> {
  const products = await listDeliveryProducts(
    db,
    scope.orgId,
    rows.map((r) => r.id),
    scope.sellerId,
  );
  const byDelivery = new Map<string, ProductReplica[]>();
  for (const p of products) byDelivery.set(p.delivery_id, [...(byDelivery.get(p.delivery_id) ?? []), p]);
  return rows.map((r) => toDeliveryView(r, orgSlug, byDelivery.get(r.id) ?? []));
}
