import { storeDeliveryConfigUpdated, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';

export const deliveryConfigContracts = [storeDeliveryConfigUpdated] as const;

/**
 * Keeps `stores.deliveries_enabled` from the deliveries service, which owns the delivery config, so
 * GET stores?deliveries_enabled=true answers from catalog alone. The relay publishes a store's events in
 * order (the store id is the segment), so the latest event is the one that lands last.
 */
export async function handleDeliveryConfigEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = storeDeliveryConfigUpdated.schema.parse(event.data);
  await trx('stores').where({ id: data.storeId, org_id: event.orgId }).update({ deliveries_enabled: data.enabled });
}
