import { AppError, type EventContract, type DeliveryEventData, RULE_MESSAGES } from '@consign/contracts';
import { publishEvents, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { listDeliveryDetails, type DeliveryDetailsRow, type DeliveryRow, type Scope } from '../db/deliveries.repo';
import { toDeliveryEventData } from '../domain/delivery-view';
import type { DatesCache } from './dates-cache';

/** What the delivery use cases need besides the database: the configured TTL and the jobs they start after commit. */
export interface DeliveriesContext {
  db: Db;
  dates: DatesCache;
  reservationTtlSeconds: number;
  /** Enqueues the delayed job that ends the reservation if still pending at `expiresAt`. */
  scheduleExpiry(orgId: string, deliveryId: string, expiresAt: Date): Promise<void>;
  /** Enqueues the render of the delivery's current calendar invite. */
  renderInvite(orgId: string, deliveryId: string, cacheName: string): Promise<void>;
}

/** Sellers see and touch only their own deliveries; coworkers all of their organization's. */
export function scopeOf(auth: AccessClaims): Scope {
  if (auth.role !== 'seller') return { orgId: auth.org };
  if (!auth.sellerId) throw AppError.forbidden();
  return { orgId: auth.org, sellerId: auth.sellerId };
}

export const deliveryNotFound = () => AppError.notFound(RULE_MESSAGES.deliveries.notFound);
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function detailsOf(db: Db | Trx, orgId: string, id: string): Promise<DeliveryDetailsRow> {
  const [row] = await listDeliveryDetails(db, { orgId }, { ids: [id], take: 1 });
  if (!row) throw deliveryNotFound();
  return row;
}

/** Adds the event of a delivery change to the outbox, in the transaction of the change. */
export async function announce(trx: Trx, row: DeliveryRow, contract: EventContract<DeliveryEventData>): Promise<DeliveryDetailsRow> {
  const details = await detailsOf(trx, row.org_id, row.id);
  await publishEvents(trx, [
    contract.create({ source: 'deliveries', orgId: row.org_id, aggregateId: row.id, data: toDeliveryEventData(details) }),
  ]);
  return details;
}

/** The cache file of an invite: a new sequence or a cancellation is a new file. */
export const inviteCacheName = (row: Pick<DeliveryRow, 'id' | 'sequence' | 'status'>) =>
  `${row.id}-${row.sequence}-${row.status === 'cancelled' ? 'cancel' : 'event'}.ics`;
