import { AppError, deliveryCancelled, MESSAGES, type DeliveryStatus } from '@consign/contracts';
import { withTransaction, type AccessClaims } from '@consign/kit';
import { cancelIfIn, lockDelivery, type DeliveryRow } from '../db/deliveries.repo';
import { assertEditable } from '../domain/delivery-rules';
import { announce, deliveryNotFound, inviteCacheName, isUuid, scopeOf, type DeliveriesContext } from './context';

/**
 * Soft cancel (deleted flag + cancelled). `pending-only` is the DELETE of an abandoned create flow; the
 * explicit cancel action also cancels a confirmed delivery. A past delivery cannot be cancelled.
 */
export async function cancelDelivery(
  ctx: DeliveriesContext,
  auth: AccessClaims,
  id: string,
  which: 'pending-only' | 'pending-or-confirmed',
): Promise<DeliveryRow> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  const from: DeliveryStatus[] = which === 'pending-only' ? ['pending'] : ['pending', 'confirmed'];
  const result = await withTransaction(ctx.db, async (trx) => {
    const current = await lockDelivery(trx, scope, id);
    if (!current) throw deliveryNotFound();
    assertEditable(current.at, new Date());
    const cancelled = await cancelIfIn(trx, scope, id, from);
    if (!cancelled) {
      const code = current.status === 'confirmed' ? 'confirmed_use_cancel' : 'not_cancellable';
      throw AppError.conflict(MESSAGES.deliveries.failedToUpdate, code);
    }
    await announce(trx, cancelled, deliveryCancelled);
    return { cancelled, wasConfirmed: current.status === 'confirmed' };
  });
  // A confirmed delivery had an invite out there: its cancellation (METHOD:CANCEL) replaces it.
  const { cancelled, wasConfirmed } = result;
  ctx.dates.forget(cancelled.org_id, cancelled.store_id);
  if (wasConfirmed) await ctx.renderInvite(cancelled.org_id, cancelled.id, inviteCacheName(cancelled));
  return cancelled;
}
