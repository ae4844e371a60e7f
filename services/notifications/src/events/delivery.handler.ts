import { deliveryCancelled, deliveryConfirmed, deliveryRescheduled, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { rememberDeliveryNotice, wasDeliveryNoticed } from '../db/delivery-notices.repo';
import { deliveryUpdate } from '../domain/delivery-update';
import type { HandlerContext } from './context';

/** Confirmed, rescheduled or cancelled: the seller gets the update with the calendar invite (deliveries' one renderer). */
export async function onDeliveryChanged(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const orgId = event.orgId!;
  if (event.type === deliveryCancelled.type) {
    const data = deliveryCancelled.schema.parse(event.data);
    // An abandoned pending reservation is cancelled too; the seller never heard of it.
    if (!(await wasDeliveryNoticed(trx, orgId, data.id))) return;
    const input = { type: 'delivery_cancelled' as const, sellerId: data.sellerId, sellerEmail: data.sellerEmail, invite: data.invite };
    await recordUpdate(trx, ctx.queues, orgId, (language) => deliveryUpdate(input, language));
    return;
  }
  if (event.type === deliveryRescheduled.type) {
    const data = deliveryRescheduled.schema.parse(event.data);
    // Rescheduling a pending reservation is still picking a slot: only a confirmed delivery's move is news.
    if (data.status !== 'confirmed') return;
    const input = {
      type: 'delivery_rescheduled' as const,
      sellerId: data.sellerId,
      sellerEmail: data.sellerEmail,
      invite: data.invite,
      previousAt: data.previousAt,
    };
    await rememberDeliveryNotice(trx, orgId, data.id);
    await recordUpdate(trx, ctx.queues, orgId, (language) => deliveryUpdate(input, language));
    return;
  }
  const data = deliveryConfirmed.schema.parse(event.data);
  await rememberDeliveryNotice(trx, orgId, data.id);
  const input = { type: 'delivery_confirmed' as const, sellerId: data.sellerId, sellerEmail: data.sellerEmail, invite: data.invite };
  await recordUpdate(trx, ctx.queues, orgId, (language) => deliveryUpdate(input, language));
}
