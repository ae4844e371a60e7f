import { AppError, deliveryCompleted, deliveryConfirmed, MESSAGES } from '@consign/contracts';
import { withTransaction, type AccessClaims } from '@consign/kit';
import { completeIfConfirmed, confirmIfPending, findDelivery, type DeliveryRow } from '../db/deliveries.repo';
import { announce, deliveryNotFound, inviteCacheName, isUuid, scopeOf, type DeliveriesContext } from './context';

/** Compare-and-swap pending → confirmed: of two confirms, one wins and the other gets 409. */
export async function confirmDelivery(ctx: DeliveriesContext, auth: AccessClaims, id: string): Promise<DeliveryRow> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  const row = await withTransaction(ctx.db, async (trx) => {
    const confirmed = await confirmIfPending(trx, scope, id);
    if (!confirmed) {
      if (!(await findDelivery(trx, scope, id))) throw deliveryNotFound();
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
