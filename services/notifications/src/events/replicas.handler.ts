import {
  coworkerCreated,
  coworkerDeleted,
  organizationCreated,
  organizationUpdated,
  productCreated,
  productDeleted,
  productDonated,
  productSold,
  productUpdated,
  sellerCreated,
  sellerDeleted,
  sellerUpdated,
  type ProductEventData,
  type SellerEventData,
} from '@consign/contracts';
import { eventHandlers, on, type EventContext } from '@consign/kit';
import {
  findOrganization,
  markCoworkerDeleted,
  markProductDeleted,
  markSellerDeleted,
  upsertCoworker,
  upsertOrganization,
  upsertProduct,
  upsertSeller,
} from '../db/replicas.repo';

const DAY_MS = 24 * 3600 * 1000;

async function applyProduct(data: ProductEventData, { trx, orgId, at }: EventContext, created: boolean) {
  // Events published before catalog sent expiringAt: a new product expires after the organization's
  // expiryDays (the catalog default), counted from its creation.
  const expiryDays = !data.expiringAt && created ? ((await findOrganization(trx, orgId))?.expiry_days ?? 90) : undefined;
  const expiringAt = data.expiringAt
    ? new Date(data.expiringAt)
    : expiryDays !== undefined
      ? new Date(at.getTime() + expiryDays * DAY_MS)
      : undefined;
  await upsertProduct(trx, {
    id: data.id,
    org_id: orgId,
    seller_id: data.sellerId,
    sku_padded: data.skuPadded,
    name: data.name,
    status: data.status,
    price: data.price,
    consignment_split: data.consignmentSplit,
    store_owned: data.storeOwned,
    ...(expiringAt ? { expiring_at: expiringAt } : {}),
    source_updated_at: at,
  });
}

const upsertSellerReplica = (d: SellerEventData, { trx, orgId, at }: EventContext) =>
  upsertSeller(trx, {
    id: d.id,
    org_id: orgId,
    first_name: d.firstName,
    full_name: d.fullName,
    email: d.email,
    account_number: d.accountNumber,
    language: d.language,
    deleted_at: null,
    source_updated_at: at,
  });
const newProduct = (d: ProductEventData, ctx: EventContext) => applyProduct(d, ctx, true);
const changedProduct = (d: ProductEventData, ctx: EventContext) => applyProduct(d, ctx, false);

/** Keeps the replicas current: organization brand, fees on sales and language, seller (with language) and staff contacts, products. */
export const replicas = eventHandlers([
  on(organizationCreated, (d, { trx, at }) =>
    upsertOrganization(trx, { id: d.id, slug: d.slug, name: d.name, currency: d.currency, language: d.language, source_updated_at: at }),
  ),
  on(organizationUpdated, (d, { trx, at }) =>
    upsertOrganization(trx, {
      id: d.id,
      slug: d.slug,
      name: d.name,
      currency: d.currency,
      language: d.language ?? d.config.language.language,
      logo_url: d.config.brand.logoUrl,
      primary_color: d.config.brand.primaryColor,
      expiry_days: d.config.consignment.expiryDays,
      sale_fees: d.config.consignment.fees,
      source_updated_at: at,
    }),
  ),
  on(sellerCreated, upsertSellerReplica),
  on(sellerUpdated, upsertSellerReplica),
  on(sellerDeleted, (d, { trx, at }) => markSellerDeleted(trx, d.id, at)),
  on(coworkerCreated, (d, { trx, orgId, at }) =>
    upsertCoworker(trx, { id: d.id, org_id: orgId, name: d.name, email: d.email, deleted_at: null, source_updated_at: at }),
  ),
  on(coworkerDeleted, (d, { trx, at }) => markCoworkerDeleted(trx, d.id, at)),
  on(productCreated, newProduct),
  on(productUpdated, changedProduct),
  on(productSold, changedProduct),
  on(productDonated, changedProduct),
  on(productDeleted, (d, { trx, at }) => markProductDeleted(trx, d.id, at)),
]);
