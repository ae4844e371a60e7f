import type { ProductStatus } from '@consign/contracts';
import { upsertReplica, markReplicaDeleted, type Db, type Trx } from '@consign/kit';

export interface StoreReplica {
  id: string;
  org_id: string;
  name: string;
  email: string;
  address_line_1: string;
  address_zip: string;
  address_city: string;
  address_country: string;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface SellerReplica {
  id: string;
  org_id: string;
  email: string;
  full_name: string;
  account_number: number | null;
  deleted_at: Date | null;
  source_updated_at: Date;
}

export interface OrganizationReplica {
  id: string;
  slug: string;
  name: string;
  currency: string;
  /** Identity's seller-experience switch; absent from organization.created, which leaves the default (on). */
  deliveries_enabled?: boolean;
  source_updated_at: Date;
}

/** A catalog product, kept for the delivery it was handed in with (delivery_id null: not linked). */
export interface ProductReplica {
  id: string;
  org_id: string;
  delivery_id: string | null;
  seller_id: string | null;
  sku: number;
  sku_padded: string;
  name: string;
  status: ProductStatus;
  /** Minor units of the organization's currency. */
  price: number;
  deleted_at: Date | null;
  source_updated_at: Date;
}

/** Replicas apply a newer version only: an older event arriving late changes nothing. */
export async function upsertStoreReplica(trx: Trx, row: StoreReplica): Promise<void> {
  await upsertReplica(trx, 'stores', row);
}

export async function markStoreDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'stores', id, at);
}

export async function upsertSellerReplica(trx: Trx, row: SellerReplica): Promise<void> {
  await upsertReplica(trx, 'sellers', row);
}

export async function markSellerDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'sellers', id, at);
}

export async function upsertOrganizationReplica(trx: Trx, row: OrganizationReplica): Promise<void> {
  await upsertReplica(trx, 'organizations', row);
}

export async function upsertProductReplica(trx: Trx, row: ProductReplica): Promise<void> {
  await upsertReplica(trx, 'delivery_products', row);
}

/** Applies a newer version to a product already kept; a product never linked stays out. */
export async function updateProductReplica(trx: Trx, row: ProductReplica): Promise<void> {
  await trx('delivery_products').where({ id: row.id }).where('source_updated_at', '<=', row.source_updated_at).update(row);
}

export async function markProductDeleted(trx: Trx, id: string, at: Date): Promise<void> {
  await markReplicaDeleted(trx, 'delivery_products', id, at);
}

/**
 * The live products handed in with the given deliveries of one organization, by SKU. `sellerId` keeps a
 * seller to their own products, even if staff linked someone else's product to their delivery.
 */
export async function listDeliveryProducts(
  db: Db | Trx,
  orgId: string,
  deliveryIds: string[],
  sellerId?: string,
): Promise<Array<ProductReplica & { delivery_id: string }>> {
  if (!deliveryIds.length) return [];
  const q = db('delivery_products')
    .where({ org_id: orgId })
    .whereIn('delivery_id', deliveryIds)
    .whereNull('deleted_at')
    .orderBy(['delivery_id', 'sku']);
  if (sellerId) q.where({ seller_id: sellerId });
  const rows = (await q) as Array<ProductReplica & { delivery_id: string }>;
  // bigint arrives as a string from pg: the row type promises a number.
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

export async function findStoreReplica(db: Db | Trx, orgId: string, id: string): Promise<StoreReplica | undefined> {
  return db<StoreReplica>('stores').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

export async function findOrganizationReplica(db: Db | Trx, orgId: string): Promise<OrganizationReplica | undefined> {
  return db<OrganizationReplica>('organizations').where({ id: orgId }).first();
}

export async function findSellerReplica(db: Db | Trx, orgId: string, id: string): Promise<SellerReplica | undefined> {
  return db<SellerReplica>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}
