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
  type EventEnvelope,
  type ProductEventData,
} from '@consign/contracts';
import type { Trx } from '@consign/kit';
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

export const replicaContracts = [
  organizationCreated,
  organizationUpdated,
  sellerCreated,
  sellerUpdated,
  sellerDeleted,
  coworkerCreated,
  coworkerDeleted,
  productCreated,
  productUpdated,
  productSold,
  productDonated,
  productDeleted,
] as const;

const DAY_MS = 24 * 3600 * 1000;

async function applyProduct(trx: Trx, event: EventEnvelope<unknown>, data: ProductEventData, at: Date, created: boolean) {
  const orgId = event.orgId!;
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

/** Keeps the replicas current: organization brand, seller and staff contacts, products (consume() validated the event). */
export async function handleReplicaEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case organizationCreated.type: {
      const d = organizationCreated.schema.parse(event.data);
      await upsertOrganization(trx, { id: d.id, slug: d.slug, name: d.name, currency: d.currency, source_updated_at: at });
      return;
    }
    case organizationUpdated.type: {
      const d = organizationUpdated.schema.parse(event.data);
      await upsertOrganization(trx, {
        id: d.id,
        slug: d.slug,
        name: d.name,
        currency: d.currency,
        logo_url: d.config.brand.logoUrl,
        primary_color: d.config.brand.primaryColor,
        expiry_days: d.config.consignment.expiryDays,
        source_updated_at: at,
      });
      return;
    }
    case sellerCreated.type:
    case sellerUpdated.type: {
      const d = sellerCreated.schema.parse(event.data);
      await upsertSeller(trx, {
        id: d.id,
        org_id: event.orgId!,
        first_name: d.firstName,
        full_name: d.fullName,
        email: d.email,
        account_number: d.accountNumber,
        deleted_at: null,
        source_updated_at: at,
      });
      return;
    }
    case sellerDeleted.type:
      await markSellerDeleted(trx, sellerDeleted.schema.parse(event.data).id, at);
      return;
    case coworkerCreated.type: {
      const d = coworkerCreated.schema.parse(event.data);
      await upsertCoworker(trx, { id: d.id, org_id: event.orgId!, name: d.name, email: d.email, deleted_at: null, source_updated_at: at });
      return;
    }
    case coworkerDeleted.type:
      await markCoworkerDeleted(trx, coworkerDeleted.schema.parse(event.data).id, at);
      return;
    case productCreated.type:
      await applyProduct(trx, event, productCreated.schema.parse(event.data), at, true);
      return;
    case productUpdated.type:
    case productSold.type:
    case productDonated.type:
      await applyProduct(trx, event, productUpdated.schema.parse(event.data), at, false);
      return;
    case productDeleted.type:
      await markProductDeleted(trx, productDeleted.schema.parse(event.data).id, at);
      return;
  }
}
