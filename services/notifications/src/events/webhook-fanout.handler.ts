import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { endpointsOnce } from '../app/batch-reads';
import { insertDeliveries } from '../db/webhooks.repo';
import type { NotificationQueues } from '../jobs/queues';

/**
 * Records one delivery per subscribed endpoint (unique per endpoint and event, so a redelivered event adds
 * none) and queues its job before the commit; the worker POSTs it.
 */
export function handleWebhookFanout(queues: NotificationQueues) {
  return async (event: EventEnvelope<unknown>, trx: Trx): Promise<void> => {
    if (!event.orgId) return;
    const endpoints = await endpointsOnce(trx, event.orgId, event.type);
    const ids = await insertDeliveries(
      trx,
      endpoints.map((e) => ({
        id: randomUUID(),
        org_id: event.orgId!,
        endpoint_id: e.id,
        event_id: event.id,
        event_type: event.type,
        aggregate_id: event.aggregateId,
        payload: event,
      })),
    );
    if (ids.length) await queues.webhooks.addBulk(ids.map((id) => ({ name: 'deliver', data: { deliveryId: id }, opts: { jobId: id } })));
  };
}
