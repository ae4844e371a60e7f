import { AppError, deliveryCompleted, deliveryConfirmed, MESSAGES, RULE_MESSAGES } from '@consign/contracts';
import { withTransaction, type AccessClaims } from '@consign/kit';
import { completeIfConfirmed, confirmIfPending, findDelivery, type DeliveryRow } from '../db/deliveries.repo';
import { assertSellerMayBook } from './seller-booking';
import { announce, deliveryNotFound, inviteCacheName, isUuid, scopeOf, type DeliveriesContext } from './context';

/** What the booking form shows when Schedule is pressed; a reservation made for another choice is not confirmed. */
export interface ConfirmExpectation {
  sellerId?: string;
  storeId?: string;
}

/** Compare-and-swap pending → confirmed: of two confirms, one wins and the other gets 409. */
export async function confirmDelivery(
  ctx: DeliveriesContext,
  auth: AccessClaims,
  id: string,
  expected: ConfirmExpectation = {},
): Promise<DeliveryRow> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  // An id that is no uuid matches no row; asking Postgres would fail on the column type instead.
  const comparable = [expected.sellerId, expected.storeId].every((v) => v === undefined || isUuid(v));
  const row = await withTransaction(ctx.db, async (trx) => {
    await assertSellerMayBook(trx, auth);
    const confirmed = comparable ? await confirmIfPending(trx, scope, id, expected) : undefined;
    if (!confirmed) {
      const current = await findDelivery(trx, scope, id);
      if (!current) throw deliveryNotFound();
      const mismatch =
        (expected.sellerId !== undefined && expected.sellerId !== current.seller_id) ||
        (expected.storeId !== undefined && expected.storeId !== current.store_id);
      if (mismatch) throw AppError.conflict(RULE_MESSAGES.deliveries.reservationMismatch, 'reservation_mismatch');
      throw AppError.conflict(MESSAGES.deliveries.failedToConfirm, 'not_pending');
    }
    await announce(trx, confirmed, deliveryConfirmed);
    return confirmed;
  });
  await ctx.renderInvite(row.org_id, row.id, inviteCacheName(row));
  return row;
}

/** A coworker marks that the seller came: confirmed → completed, exactly once. */
export async function completeDelivery(ctx: DeliveriesContext, auth: AccessClaims, id: string): Promise<DeliveryRow> {
  if (auth.role !== 'coworker') throw AppError.forbidden();
  if (!isUuid(id)) throw deliveryNotFound();
  return withTransaction(ctx.db, async (trx) => {
    const completed = await completeIfConfirmed(trx, auth.org, id);
    if (!completed) {
      if (!(await findDelivery(trx, { orgId: auth.org }, id))) throw deliveryNotFound();
      throw AppError.conflict(MESSAGES.deliveries.failedToUpdate, 'not_confirmed');
    }
    await announce(trx, completed, deliveryCompleted);
    return completed;
  });
}
