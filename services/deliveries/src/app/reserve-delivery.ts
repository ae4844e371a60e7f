import { createHash, randomUUID } from 'node:crypto';
import { AppError, deliveryExpired, deliveryReserveSchema, deliveryReserved, MESSAGES, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, pgErrorCode, withTransaction, type AccessClaims, type Trx } from '@consign/kit';
import { endLapsedReservations, insertDelivery } from '../db/deliveries.repo';
import { claimIdempotencyKey, storeIdempotentResponse } from '../db/idempotency.repo';
import { findSellerReplica } from '../db/replicas.repo';
import { slotTaken } from '../domain/delivery-rules';
import { toCalendarConfig } from '../domain/delivery-view';
import { isSlotStart, occupiedRange } from '../domain/slots';
import { announce, isUuid, type DeliveriesContext } from './context';
import { assertSellerMayBook } from './seller-booking';
import { storeConfigFor } from './store-context';

export interface ReserveResult {
  status: number;
  body: { delivery: { id: string } };
}

/** Ends the lapsed reservations in the way of a range, each with its delivery.expired event. */
export async function clearLapsed(trx: Trx, storeId: string, range: { start: Date; end: Date }): Promise<void> {
  for (const row of await endLapsedReservations(trx, storeId, range.start, range.end)) await announce(trx, row, deliveryExpired);
}

function sellerFor(auth: AccessClaims, requested: string | undefined): string {
  if (auth.role === 'seller') {
    if (!auth.sellerId || (requested && requested !== auth.sellerId)) throw AppError.forbidden();
    return auth.sellerId;
  }
  if (!requested) throw AppError.invalid(MESSAGES.deliveries.selectSeller);
  return requested;
}

/**
 * Reserves a slot as a pending delivery. The exclusion constraint decides between concurrent reservations;
 * an Idempotency-Key replays the first answer (the same key with another body is a 422).
 */
export async function reserveDelivery(
  ctx: DeliveriesContext,
  auth: AccessClaims,
  input: unknown,
  idempotencyKey?: string,
): Promise<ReserveResult> {
  const data = parseInput(deliveryReserveSchema, input ?? {});
  const sellerId = sellerFor(auth, data.seller?.id);
  const at = new Date(data.at);
  const request = { sellerId, storeId: data.store.id, at: at.toISOString(), status: data.status } satisfies Record<string, string>;
  const hash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  let result: ReserveResult & { expiresAt?: Date };
  try {
    result = await withTransaction(ctx.db, async (trx): Promise<ReserveResult & { expiresAt?: Date }> => {
      if (idempotencyKey) {
        const used = await claimIdempotencyKey(trx, auth.org, idempotencyKey, hash);
        if (used) {
          if (used.request_hash !== hash || used.status_code === null)
            throw AppError.unexpectedState(RULE_MESSAGES.http.idempotencyKeyOtherRequest, 'idempotency_key_reused');
          return { status: used.status_code, body: used.response as ReserveResult['body'] };
        }
      }
      await assertSellerMayBook(trx, auth);
      const config = await storeConfigFor(trx, auth.org, data.store.id);
      if (!isUuid(sellerId) || !(await findSellerReplica(trx, auth.org, sellerId))) throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
      const calendar = toCalendarConfig(config);
      if (!isSlotStart(calendar, at, new Date())) throw slotTaken();
      const range = occupiedRange(calendar, at);
      await clearLapsed(trx, data.store.id, range);
      const expiresAt = new Date(Date.now() + ctx.reservationTtlSeconds * 1000);
      const row = await insertDelivery(trx, {
        id: randomUUID(),
        org_id: auth.org,
        store_id: data.store.id,
        seller_id: sellerId,
        at: range.start,
        ends_at: range.end,
        status: 'pending',
        expires_at: expiresAt,
        sequence: 0,
      });
      await announce(trx, row, deliveryReserved);
      const body = { delivery: { id: row.id } };
      if (idempotencyKey) await storeIdempotentResponse(trx, auth.org, idempotencyKey, 201, body);
      return { status: 201, body, expiresAt };
    });
  } catch (err) {
    // 23P01: the exclusion constraint saw an overlapping live delivery: someone else got the slot first.
    if (pgErrorCode(err) === '23P01') throw slotTaken();
    throw err;
  }
  ctx.dates.forget(auth.org, data.store.id);
  // After commit: a job for a reservation that never existed would be noise. Should enqueueing fail,
  // availability still ignores the lapsed row and the next booking of the range ends it.
  if (result.expiresAt) await ctx.scheduleExpiry(auth.org, result.body.delivery.id, result.expiresAt);
  return { status: result.status, body: result.body };
}
