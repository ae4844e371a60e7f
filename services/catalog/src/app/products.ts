import { randomUUID } from 'node:crypto';
import {
  AppError,
  MESSAGES,
  parseMoney,
  productCreateSchema,
  productCreated,
  productDeleted,
  productDonated,
  productDuplicateSchema,
  productSold,
  productStatusChanged,
  productUpdateSchema,
  productUpdated,
  type EventEnvelope,
  type ProductCreate,
  type ProductUpdate,
  type ProductStatus,
  type ProductView,
  RULE_MESSAGES,
  SALE_MESSAGES,
  padSaleNumber,
} from '@consign/contracts';
import { parseInput, parsePatch, publishEvents, withTransaction, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { findSellerReplica } from '../db/replicas.repo';
import {
  allocateSkus,
  findProduct,
  insertProducts,
  lockProduct,
  softDeleteProduct,
  updateProductRow,
  type NewProduct,
  type ProductRow,
} from '../db/products.repo';
import { openSaleOfProduct } from '../db/sales.repo';
import { findStore } from '../db/stores.repo';
import {
  PRODUCT_RULE_MESSAGES,
  checkExpiry,
  checkSoldProductEdit,
  defaultExpiry,
  effectiveSplit,
  parseExpiry,
  statusDates,
} from '../domain/product-rules';
import { toProductEventData, toProductView } from '../domain/product-view';
import { organizationContext, type OrganizationContext } from './organization-context';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const notFound = () => AppError.notFound(MESSAGES.products.notFound);

/** A seller created a moment ago may not have reached catalog's replica yet; give identity's event a short while. */
const SELLER_REPLICA_WAIT_MS = 3000;

async function requireSeller(db: Db, orgId: string, id: string, message: string): Promise<void> {
  const deadline = Date.now() + SELLER_REPLICA_WAIT_MS;
  for (;;) {
    if (await findSellerReplica(db, orgId, id)) return;
    if (Date.now() > deadline) throw AppError.invalid(message);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function requireStore(db: Db, orgId: string, id: string): Promise<void> {
  if (!(await findStore(db, orgId, id))) throw AppError.invalid(MESSAGES.products.storeRequired);
}

/**
 * The events of a product's status change; `sale` when a counter sale sold it (the ledger credits the seller's
 * share of that price, not of the listed one).
 */
export function statusEvents(
  orgId: string,
  before: ProductStatus | null,
  row: ProductRow,
  currency: string,
  sale?: { id: string; price: number },
): EventEnvelope<unknown>[] {
  if (before === row.status) return [];
  const base = { source: 'catalog', orgId, aggregateId: row.id };
  const data = toProductEventData(row);
  const at = new Date().toISOString();
  const events: EventEnvelope<unknown>[] = [];
  if (before)
    events.push(productStatusChanged.create({ ...base, data: { id: row.id, sellerId: row.seller_id, from: before, to: row.status, at } }));
  if (row.status === 'sold')
    events.push(
      productSold.create({
        ...base,
        data: {
          ...data,
          currency,
          soldAt: (row.sold_at ?? new Date()).toISOString(),
          ...(sale ? { saleId: sale.id, salePrice: sale.price } : {}),
        },
      }),
    );
  if (row.status === 'donated')
    events.push(productDonated.create({ ...base, data: { ...data, donatedAt: (row.donated_at ?? new Date()).toISOString() } }));
  return events;
}

export async function productView(trx: Trx, orgId: string, id: string, org: OrganizationContext): Promise<ProductView> {
  const record = await findProduct(trx, orgId, id);
  return toProductView(record!, {
    fractionDigits: org.fractionDigits,
    genderEnabled: org.config.sellerExperience.genderEnabled,
    markdowns: { steps: org.config.consignment.markdowns, now: new Date() },
  });
}

function checkGender(org: OrganizationContext, gender: string | null | undefined): void {
  if (gender && !org.config.sellerExperience.genderEnabled) throw AppError.invalid(PRODUCT_RULE_MESSAGES.genderDisabled);
}

export async function createProduct(db: Db, auth: AccessClaims, input: unknown): Promise<ProductView> {
  const data = parseInput(productCreateSchema, input);
  const org = await organizationContext(db, auth.org);
  checkGender(org, data.gender);
  const now = new Date();
  const expiringAt = data.expiringAt ? parseExpiry(data.expiringAt) : defaultExpiry(now, org.config.consignment.expiryDays);
  checkExpiry(expiringAt, { today: now });
  const price = parseMoney(data.price, org.fractionDigits);
  await requireStore(db, auth.org, data.store.id);
  await requireSeller(db, auth.org, data.seller.id, MESSAGES.products.sellerRequired);
  for (const ref of [data.donatedBySeller, data.purchasedFromSeller])
    if (ref) await requireSeller(db, auth.org, ref.id, RULE_MESSAGES.sellers.notFound);

  return withTransaction(db, async (trx) => {
    const row = await insertNewProduct(trx, auth.org, org, { data, price, expiringAt, externalId: null, now });
    return productView(trx, auth.org, row.id, org);
  });
}

/**
 * The writes of a new product inside the caller's transaction (the form, imports): an SKU, the row and its
 * events. The caller has checked the input, its store and sellers.
 */
export async function insertNewProduct(
  trx: Trx,
  orgId: string,
  org: OrganizationContext,
  {
    data,
    price,
    expiringAt,
    externalId,
    now,
  }: { data: ProductCreate; price: number; expiringAt: Date; externalId: string | null; now: Date },
): Promise<ProductRow> {
  const [sku] = await allocateSkus(trx, orgId, 1);
  const row: NewProduct & { sku: number } = {
    id: randomUUID(),
    org_id: orgId,
    sku: sku!,
    name: data.name,
    status: data.status,
    brand_slug: data.brand?.slug ?? null,
    brand_name: data.brand?.name ?? null,
    size_slug: data.size?.slug ?? null,
    size_name: data.size?.name ?? null,
    category: data.category?.name ?? null,
    color: data.color?.name ?? null,
    material: data.material?.name ?? null,
    seller_id: data.seller.id,
    store_id: data.store.id,
    price,
    attractiveness: data.attractiveness,
    gender: data.gender,
    consignment_split: effectiveSplit(data.storeOwned, data.consignmentSplit, org.config.consignment.defaultSplit),
    expiring_at: expiringAt,
    store_owned: data.storeOwned,
    donated_by_seller_id: data.donatedBySeller?.id ?? null,
    purchased_from_seller_id: data.purchasedFromSeller?.id ?? null,
    delivery_id: data.delivery?.id ?? null,
    external_id: externalId,
    media: [],
    ...statusDates(null, data.status, { sold_at: null, donated_at: null, pick_up_at: null }, now),
  };
  await insertProducts(trx, [row]);
  const stored = { ...row, created_at: now, updated_at: now, deleted_at: null };
  await publishEvents(trx, [
    productCreated.create({ source: 'catalog', orgId, aggregateId: row.id, data: toProductEventData(stored) }),
    ...statusEvents(orgId, null, stored, org.currency),
  ]);
  return stored;
}

export async function changeProduct(db: Db, auth: AccessClaims, id: string, input: unknown): Promise<ProductView> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  const patch = parsePatch(productUpdateSchema, input);
  if (!isId(id)) throw notFound();
  const org = await organizationContext(db, auth.org);
  checkGender(org, patch.gender);
  const price = patch.price === undefined ? undefined : parseMoney(patch.price, org.fractionDigits);
  if (patch.store) await requireStore(db, auth.org, patch.store.id);
  if (patch.seller) await requireSeller(db, auth.org, patch.seller.id, MESSAGES.products.sellerRequired);
  for (const ref of [patch.donatedBySeller, patch.purchasedFromSeller])
    if (ref) await requireSeller(db, auth.org, ref.id, RULE_MESSAGES.sellers.notFound);

  return withTransaction(db, async (trx) => {
    const before = await lockProduct(trx, auth.org, id);
    if (!before) throw notFound();
    await writeProductChange(trx, auth.org, org, before, patch, price);
    return productView(trx, auth.org, id, org);
  });
}

/**
 * The writes of a changed product inside the caller's transaction (the form, imports): the rules of a sold
 * product's edit, the row and its events. `before` is locked; the caller has checked the store and sellers.
 */
export async function writeProductChange(
  trx: Trx,
  orgId: string,
  org: OrganizationContext,
  before: ProductRow,
  patch: ProductUpdate & { externalId?: string | null },
  price: number | undefined,
): Promise<ProductRow> {
  const id = before.id;
  const storeOwned = patch.storeOwned ?? before.store_owned;
  const changes: Partial<NewProduct> = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.status !== undefined && { status: patch.status }),
    ...(patch.brand !== undefined && { brand_slug: patch.brand?.slug ?? null, brand_name: patch.brand?.name ?? null }),
    ...(patch.size !== undefined && { size_slug: patch.size?.slug ?? null, size_name: patch.size?.name ?? null }),
    ...(patch.category !== undefined && { category: patch.category?.name ?? null }),
    ...(patch.color !== undefined && { color: patch.color?.name ?? null }),
    ...(patch.material !== undefined && { material: patch.material?.name ?? null }),
    ...(patch.seller !== undefined && { seller_id: patch.seller.id }),
    ...(patch.store !== undefined && { store_id: patch.store.id }),
    ...(price !== undefined && { price }),
    ...(patch.attractiveness !== undefined && { attractiveness: patch.attractiveness }),
    ...(patch.gender !== undefined && { gender: patch.gender }),
    ...(patch.storeOwned !== undefined && { store_owned: patch.storeOwned }),
    ...((patch.consignmentSplit !== undefined || storeOwned) && {
      consignment_split: effectiveSplit(storeOwned, patch.consignmentSplit, before.consignment_split),
    }),
    ...(patch.donatedBySeller !== undefined && { donated_by_seller_id: patch.donatedBySeller?.id ?? null }),
    ...(patch.purchasedFromSeller !== undefined && { purchased_from_seller_id: patch.purchasedFromSeller?.id ?? null }),
    ...(patch.delivery !== undefined && { delivery_id: patch.delivery?.id ?? null }),
    ...(patch.externalId !== undefined && { external_id: patch.externalId }),
  };
  if (patch.expiringAt !== undefined) {
    const expiringAt = parseExpiry(patch.expiringAt);
    checkExpiry(expiringAt, { createdAt: before.created_at });
    changes.expiring_at = expiringAt;
  }
  const status = changes.status ?? before.status;
  if (before.status === 'sold' && status !== 'sold') await checkNotSoldAtCounter(trx, orgId, before);
  Object.assign(changes, statusDates(before.status, status, before, new Date()));
  const after: ProductRow = { ...before, ...changes };
  checkSoldProductEdit(summary(before), summary(after));

  await updateProductRow(trx, orgId, id, changes);
  await publishEvents(trx, [
    productUpdated.create({ source: 'catalog', orgId, aggregateId: id, data: toProductEventData(after) }),
    ...statusEvents(orgId, before.status, after, org.currency),
  ]);
  return after;
}

/**
 * A counter sale's item leaves 'sold' only through a return: that reverses the consignor's credit, gives store
 * credit back and frees the item for another sale. A status edit would do none of it and leave the item
 * unsellable (it stays in its sale).
 */
async function checkNotSoldAtCounter(trx: Trx, orgId: string, product: ProductRow): Promise<void> {
  const saleNumber = await openSaleOfProduct(trx, orgId, product.id);
  if (saleNumber !== undefined)
    throw AppError.unexpectedState(SALE_MESSAGES.returnInstead(product.name, padSaleNumber(saleNumber)), 'sold_at_counter');
}

const summary = (r: ProductRow) => ({
  status: r.status,
  price: r.price,
  consignmentSplit: r.store_owned ? 0 : Number(r.consignment_split),
  storeOwned: r.store_owned,
  sellerId: r.seller_id,
});

export async function removeProduct(db: Db, auth: AccessClaims, id: string): Promise<void> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  if (!isId(id)) throw notFound();
  await withTransaction(db, async (trx) => {
    if (!(await lockProduct(trx, auth.org, id))) throw notFound();
    await softDeleteProduct(trx, auth.org, id);
    await publishEvents(trx, [productDeleted.create({ source: 'catalog', orgId: auth.org, aggregateId: id, data: { id } })]);
  });
}

/**
 * Copies a product `count` times with new SKUs and everything else the same, for a batch of identical
 * items. Copies start on the rail (active, fresh dates): a copy of a sold item has not been sold.
 */
export async function duplicateProduct(db: Db, auth: AccessClaims, id: string, input: unknown): Promise<ProductView[]> {
  if (!id) throw AppError.invalid(MESSAGES.products.idRequired);
  const { count } = parseInput(productDuplicateSchema, input);
  if (!isId(id)) throw notFound();
  const org = await organizationContext(db, auth.org);
  return withTransaction(db, async (trx) => {
    const source = await lockProduct(trx, auth.org, id);
    if (!source) throw notFound();
    const now = new Date();
    const skus = await allocateSkus(trx, auth.org, count);
    const expiringAt = source.expiring_at < now ? defaultExpiry(now, org.config.consignment.expiryDays) : source.expiring_at;
    const copies = skus.map((sku) => {
      const { created_at: _c, updated_at: _u, deleted_at: _d, ...rest } = source;
      return {
        ...rest,
        id: randomUUID(),
        sku,
        status: 'active' as const,
        // A copy is a new item: the other system's id stays with the original.
        external_id: null,
        expiring_at: expiringAt,
        sold_at: null,
        donated_at: null,
        pick_up_at: null,
      };
    });
    await insertProducts(trx, copies);
    await publishEvents(
      trx,
      copies.map((c) =>
        productCreated.create({
          source: 'catalog',
          orgId: auth.org,
          aggregateId: c.id,
          data: toProductEventData({ ...c, created_at: now, updated_at: now, deleted_at: null }),
        }),
      ),
    );
    return Promise.all(copies.map((c) => productView(trx, auth.org, c.id, org)));
  });
}
