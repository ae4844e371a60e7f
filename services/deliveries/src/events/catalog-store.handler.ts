import { storeCreated, storeDeleted, storeUpdated, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { markStoreDeleted, upsertStoreReplica } from '../db/replicas.repo';

export const storeContracts = [storeCreated, storeUpdated, storeDeleted] as const;

/** Keeps the names and addresses of catalog's stores for delivery views and invites. */
export async function handleStoreEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const at = new Date(event.occurredAt);
  if (event.type === storeDeleted.type) {
    await markStoreDeleted(trx, storeDeleted.schema.parse(event.data).id, at);
    return;
  }
  const data = storeCreated.schema.parse(event.data);
  await upsertStoreReplica(trx, { ...data, org_id: event.orgId!, deleted_at: null, source_updated_at: at });
}
