import { z } from 'zod';
import { DELIVERY_STATUSES } from '../deliveries/delivery.schema';
import { deliveryInviteSchema } from '../deliveries/invite';
import { defineEvent } from './envelope';

/** A delivery as other services need it: who, where, when, and the invite to attach (notifications). */
const deliveryData = z.object({
  id: z.string(),
  storeId: z.string(),
  sellerId: z.string(),
  at: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: z.enum(DELIVERY_STATUSES),
  sequence: z.number().int(),
  sellerEmail: z.string(),
  invite: deliveryInviteSchema,
});
export type DeliveryEventData = z.infer<typeof deliveryData>;

const delivery = (verb: string) =>
  defineEvent({ type: `deliveries.delivery.${verb}`, version: 1, aggregateType: 'delivery', data: deliveryData });

export const deliveryReserved = delivery('reserved');
export const deliveryConfirmed = delivery('confirmed');
export const deliveryRescheduled = defineEvent({
  type: 'deliveries.delivery.rescheduled',
  version: 1,
  aggregateType: 'delivery',
  data: deliveryData.extend({ previousAt: z.iso.datetime({ offset: true }), previousStoreId: z.string() }),
});
export const deliveryCancelled = delivery('cancelled');
/** A pending reservation lapsed unconfirmed; its slot is free again. */
export const deliveryExpired = delivery('expired');
export const deliveryCompleted = delivery('completed');

/** Catalog keeps `stores.deliveries_enabled` from this (GET stores?deliveries_enabled=true). */
export const storeDeliveryConfigUpdated = defineEvent({
  type: 'deliveries.store_delivery_config.updated',
  version: 1,
  aggregateType: 'store',
  data: z.object({ storeId: z.string(), enabled: z.boolean(), slotLength: z.number().int(), slotBuffer: z.number().int() }),
});
