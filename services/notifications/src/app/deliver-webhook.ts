import { WEBHOOK_HEADERS } from '@consign/contracts';
import { withTransaction, type Db } from '@consign/kit';
import {
  failQueuedDeliveries,
  findDelivery,
  findEndpoint,
  laneUpTo,
  markEndpointFailing,
  markEndpointHealthy,
  recordDeliveryAttempt,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from '../db/webhooks.repo';
import { webhookDisabledUpdate } from '../domain/update-content';
import { signWebhook } from '../domain/webhook-signature';
import type { NotificationQueues } from '../jobs/queues';
import { recordUpdate } from './record-update';
import { NotYetVisibleError } from './not-yet-visible';
import { postToPublicTarget, type Resolver } from './webhook-target';

export interface DeliverWebhookOptions {
  queues: NotificationQueues;
  allowPrivate: boolean;
  timeoutMs: number;
  disableAfterMs: number;
  publicUrl: string;
  finalAttempt: boolean;
  now?: () => Date;
  /** Host names to addresses; the system's DNS unless a test gives its own. */
  resolve?: Resolver;
}

/** The endpoint kept failing: the next attempt is BullMQ's, with backoff. */
export class WebhookFailedError extends Error {}

async function post(
  endpoint: EndpointRow,
  delivery: DeliveryRow,
  opts: DeliverWebhookOptions,
): Promise<{ code: number | null; error: string | null }> {
  try {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
    const status = await postToPublicTarget(endpoint.url, {
      allowPrivate: opts.allowPrivate,
      timeoutMs: opts.timeoutMs,
      ...(opts.resolve ? { resolve: opts.resolve } : {}),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Consign-Webhooks/1',
        [WEBHOOK_HEADERS.signature]: signWebhook(endpoint.secret, body, timestamp),
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.delivery]: delivery.id,
        [WEBHOOK_HEADERS.event]: delivery.event_type,
      },
      body,
    });
    const ok = status >= 200 && status < 300;
    return ok ? { code: status, error: null } : { code: status, error: `HTTP ${status}` };
  } catch (err) {
    return { code: null, error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * POSTs one delivery, after the older queued deliveries of the same aggregate to the same endpoint, so a
 * receiver sees an aggregate's events in order. At least once: a crash after the POST and before the
 * record sends that delivery again, with the same X-Consign-Delivery id for the receiver to drop.
 */
export async function deliverWebhook(db: Db, deliveryId: string, opts: DeliverWebhookOptions): Promise<void> {
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery) throw new NotYetVisibleError(`webhook delivery ${deliveryId} not found (yet)`);
  if (delivery.status !== 'queued') return;
  const endpoint = await findEndpoint(db, delivery.org_id, delivery.endpoint_id);
  if (!endpoint?.enabled) {
    await withTransaction(db, (trx) => failQueuedDeliveries(trx, delivery.endpoint_id, 'Endpoint disabled'));
    return;
  }
  for (const next of await laneUpTo(db, delivery)) {
    const result = await post(endpoint, next, opts);
    if (!result.error) {
      await withTransaction(db, async (trx) => {
        await recordDeliveryAttempt(trx, next.id, { status: 'delivered', statusCode: result.code, error: null, deliveredAt: new Date() });
        await markEndpointHealthy(trx, endpoint.id);
      });
      continue;
    }
    const disabled = await withTransaction(db, async (trx) => {
      const now = opts.now?.() ?? new Date();
      const last = next.id === delivery.id && opts.finalAttempt;
      await recordDeliveryAttempt(trx, next.id, { status: last ? 'failed' : 'queued', statusCode: result.code, error: result.error });
      const failing = await markEndpointFailing(trx, endpoint.id, now);
      if (now.getTime() - failing.failing_since!.getTime() < opts.disableAfterMs) return false;
      await updateEndpoint(trx, endpoint.org_id, endpoint.id, { enabled: false, disabled_at: now });
      await failQueuedDeliveries(trx, endpoint.id, 'Endpoint disabled after failing for too long');
      await recordUpdate(trx, opts.queues, endpoint.org_id, (language) =>
        webhookDisabledUpdate(
          { url: endpoint.url, since: failing.failing_since!, lastError: result.error, publicUrl: opts.publicUrl },
          language,
        ),
      );
      return true;
    });
    if (disabled) return;
    throw new WebhookFailedError(`${endpoint.url}: ${result.error}`);
  }
}
