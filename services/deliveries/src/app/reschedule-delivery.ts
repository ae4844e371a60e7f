import { AppError, deliveryRescheduled, MESSAGES, type DeliveryPatch, RULE_MESSAGES } from '@consign/contracts';
import { pgErrorCode, publishEvents, withTransaction, type AccessClaims } from '@consign/kit';
import { lockDelivery, moveDelivery, type DeliveryRow } from '../db/deliveries.repo';
import { findSellerReplica } from '../db/replicas.repo';
import { assertEditable, slotTaken } from '../domain/delivery-rules';
import { toCalendarConfig, toDeliveryEventData } from '../domain/delivery-view';
import { isSlotStart, occupiedRange } from '../domain/slots';
import { deliveryNotFound, detailsOf, inviteCacheName, isUuid, scopeOf, type DeliveriesContext } from './context';
import { clearLapsed } from './reserve-delivery';
import { assertSellerMayBook } from './seller-booking';
import { storeConfigFor } from './store-context';

/**
 * Moves a delivery to another slot (and store, and for coworkers seller) in one statement: the exclusion
 * constraint judges the new range, so a reschedule racing a reservation cannot double-book either.
 */
export async function rescheduleDelivery(
  ctx: DeliveriesContext,
  auth: AccessClaims,
  patch: Required<Pick<DeliveryPatch, 'id' | 'at' | 'store_id' | 'seller_id'>>,
): Promise<DeliveryRow> {
  const scope = scopeOf(auth);
  if (!isUuid(patch.id)) throw deliveryNotFound();
  if (scope.sellerId && patch.seller_id !== scope.sellerId) throw AppError.forbidden();
  const at = new Date(patch.at);
  try {
    const result = await withTransaction(ctx.db, async (trx) => {
      await assertSellerMayBook(trx, auth);
      const current = await lockDelivery(trx, scope, patch.id);
      if (!current) throw deliveryNotFound();
      const now = new Date();
      assertEditable(current.at, now);
      if (current.deleted || current.status === 'cancelled' || current.status === 'completed')
        throw AppError.conflict(MESSAGES.deliveries.failedToUpdate, 'not_reschedulable');
      // A lapsed reservation holds nothing any more: moving it would book a slot nobody confirmed.
      if (current.status === 'pending' && current.expires_at && current.expires_at <= now)
        throw AppError.conflict(MESSAGES.deliveries.failedToUpdate, 'reservation_expired');
      if (patch.seller_id !== current.seller_id && (!isUuid(patch.seller_id) || !(await findSellerReplica(trx, auth.org, patch.seller_id))))
        throw AppError.notFound(RULE_MESSAGES.sellers.notFound);
      const calendar = toCalendarConfig(await storeConfigFor(trx, auth.org, patch.store_id));
      if (!isSlotStart(calendar, at, now)) throw slotTaken();
      const range = occupiedRange(calendar, at);
      await clearLapsed(trx, patch.store_id, range);
      const moved = await moveDelivery(trx, auth.org, current.id, {
        store_id: patch.store_id,
        seller_id: patch.seller_id,
        at: range.start,
        ends_at: range.end,
      });
      const details = await detailsOf(trx, auth.org, moved.id);
      await publishEvents(trx, [
        deliveryRescheduled.create({
          source: 'deliveries',
          orgId: auth.org,
          aggregateId: moved.id,
          data: { ...toDeliveryEventData(details), previousAt: current.at.toISOString(), previousStoreId: current.store_id },
        }),
      ]);
      return { moved, from: current.store_id };
    });
    const { moved: row, from } = result;
    ctx.dates.forget(auth.org, from);
    ctx.dates.forget(auth.org, row.store_id);
    if (row.status === 'confirmed') await ctx.renderInvite(row.org_id, row.id, inviteCacheName(row));
    return row;
  } catch (err) {
    if (pgErrorCode(err) === '23P01') throw slotTaken();
    throw err;
  }
}
