import { asSystem, type Db, type Trx } from '@consign/kit';

export interface EndpointRow {
  id: string;
  org_id: string;
  url: string;
  secret: string;
  event_types: string[];
  enabled: boolean;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: string;
  seq: string;
  org_id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  aggregate_id: string;
  payload: unknown;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export async function listEndpoints(db: Db, orgId: string): Promise<EndpointRow[]> {
  return db<EndpointRow>('webhook_endpoints').where({ org_id: orgId }).orderBy('created_at');
}

export async function findEndpoint(db: Db | Trx, orgId: string, id: string): Promise<EndpointRow | undefined> {
  return db<EndpointRow>('webhook_endpoints').where({ org_id: orgId, id }).first();
}

export async function lockEndpoint(trx: Trx, orgId: string, id: string): Promise<EndpointRow | undefined> {
  return trx<EndpointRow>('webhook_endpoints').where({ org_id: orgId, id }).forUpdate().first();
}

export async function insertEndpoint(
  trx: Trx,
  row: Pick<EndpointRow, 'id' | 'org_id' | 'url' | 'secret' | 'event_types'>,
): Promise<EndpointRow> {
  const [created] = await trx('webhook_endpoints').insert(row).returning('*');
  return created as EndpointRow;
}

export async function updateEndpoint(trx: Trx, orgId: string, id: string, patch: Partial<EndpointRow>): Promise<EndpointRow> {
  const [row] = await trx('webhook_endpoints')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as EndpointRow;
}

export async function deleteEndpoint(trx: Trx, orgId: string, id: string): Promise<number> {
  return trx('webhook_endpoints').where({ org_id: orgId, id }).delete();
}

export async function subscribedEndpoints(trx: Trx, orgId: string, eventType: string): Promise<EndpointRow[]> {
  return trx<EndpointRow>('webhook_endpoints').where({ org_id: orgId, enabled: true }).whereRaw('? = ANY(event_types)', [eventType]);
}

/** Returns the ids actually inserted: an event seen again adds nothing. */
export async function insertDeliveries(
  trx: Trx,
  rows: Array<Pick<DeliveryRow, 'id' | 'org_id' | 'endpoint_id' | 'event_id' | 'event_type' | 'aggregate_id' | 'payload'>>,
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await trx('webhook_deliveries')
    .insert(rows.map((r) => ({ ...r, payload: JSON.stringify(r.payload) })))
    .onConflict(['endpoint_id', 'event_id'])
    .ignore()
    .returning('id');
  return inserted.map((r: { id: string }) => r.id);
}

/** The organization of a queued webhook delivery, read as system: the webhook job carries the row's id only. */
export function deliveryOrganization(db: Db, id: string): Promise<string | undefined> {
  return asSystem('webhook job: which organization the queued delivery belongs to', async () => {
    const row = await db<DeliveryRow>('webhook_deliveries').where({ id }).first('org_id');
    return row?.org_id;
  });
}

export async function findDelivery(db: Db | Trx, id: string): Promise<DeliveryRow | undefined> {
  return db<DeliveryRow>('webhook_deliveries').where({ id }).first();
}

/** The queued deliveries of one aggregate to one endpoint up to and including this one, oldest first. */
export async function laneUpTo(db: Db, delivery: DeliveryRow): Promise<DeliveryRow[]> {
  return db<DeliveryRow>('webhook_deliveries')
    .where({ endpoint_id: delivery.endpoint_id, aggregate_id: delivery.aggregate_id, status: 'queued' })
    .where('seq', '<=', delivery.seq)
    .orderBy('seq');
}

export async function recordDeliveryAttempt(
  trx: Trx,
  id: string,
  change: { status: DeliveryRow['status']; statusCode: number | null; error: string | null; deliveredAt?: Date },
): Promise<void> {
  await trx('webhook_deliveries')
    .where({ id })
    .update({
      status: change.status,
      last_status_code: change.statusCode,
      last_error: change.error,
      delivered_at: change.deliveredAt ?? null,
      attempts: trx.raw('attempts + 1'),
    });
}

export async function failQueuedDeliveries(trx: Trx, endpointId: string, reason: string): Promise<void> {
  await trx('webhook_deliveries').where({ endpoint_id: endpointId, status: 'queued' }).update({ status: 'failed', last_error: reason });
}

/** Marks the endpoint failing from now on (kept when it was failing already) and returns it. */
export async function markEndpointFailing(trx: Trx, id: string, now: Date): Promise<EndpointRow> {
  const [row] = await trx('webhook_endpoints')
    .where({ id })
    .update({ failing_since: trx.raw('coalesce(failing_since, ?)', [now]) })
    .returning('*');
  return row as EndpointRow;
}

export async function markEndpointHealthy(trx: Trx, id: string): Promise<void> {
  await trx('webhook_endpoints').where({ id }).whereNotNull('failing_since').update({ failing_since: null });
}

export async function listDeliveries(db: Db, orgId: string, endpointId: string, take: number): Promise<DeliveryRow[]> {
  return db<DeliveryRow>('webhook_deliveries').where({ org_id: orgId, endpoint_id: endpointId }).orderBy('seq', 'desc').limit(take);
}
