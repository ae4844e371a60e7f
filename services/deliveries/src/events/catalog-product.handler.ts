import { productCreated, productDeleted, productUpdated, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { markProductDeleted, updateProductReplica, upsertProductReplica } from '../db/replicas.repo';

export const productContracts = [productCreated, productUpdated, productDeleted] as const;

/**
 * Keeps catalog's products that were handed in with a delivery, for the delivery views. A product that
 * was never linked is not stored (most products are not, and the replica stays small); one moved off its
 * delivery keeps its row with no delivery, so it leaves the list.
 */
export async function handleProductEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const at = new Date(event.occurredAt);
  if (event.type === productDeleted.type) {
    await markProductDeleted(trx, productDeleted.schema.parse(event.data).id, at);
    return;
  }
  const data = productCreated.schema.parse(event.data);
  const row = {
    id: data.id,
    org_id: event.orgId!,
    // Events from before the link existed lack the field: such a product was not linked.
    delivery_id: data.deliveryId ?? null,
    seller_id: data.sellerId,
    sku: data.sku,
    sku_padded: data.skuPadded,
    name: data.name,
    status: data.status,
    price: data.price,
    deleted_at: null,
    source_updated_at: at,
  };
  if (row.delivery_id) await upsertProductReplica(trx, row);
  else await updateProductReplica(trx, row);
}
