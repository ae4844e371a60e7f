import { productExpired, productExpiringSoon, sellerMarkedDown, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { productExpiredUpdate, productExpiringUpdate, productsMarkedDownUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/** 'Your item expires soon': catalog's daily job sends it once per item and expiry date. */
export async function onProductExpiringSoon(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = productExpiringSoon.schema.parse(event.data);
  const { sellerId } = data;
  if (!sellerId) return;
  await recordUpdate(trx, ctx.queues, event.orgId!, (language) =>
    productExpiringUpdate({ sellerId, product: data, expiringAt: new Date(data.expiringAt), publicUrl: ctx.config.PUBLIC_URL }, language),
  );
}

/** 'Your item has expired', saying which of the organization's expiry actions it got. */
export async function onProductExpired(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = productExpired.schema.parse(event.data);
  const { sellerId } = data;
  if (!sellerId) return;
  await recordUpdate(trx, ctx.queues, event.orgId!, (language) =>
    productExpiredUpdate({ sellerId, product: data, action: data.action, publicUrl: ctx.config.PUBLIC_URL }, language),
  );
}

/** The consignor's markdowns of the day: catalog sends one digest per consignor and day, so one e-mail. */
export async function onSellerMarkedDown(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = sellerMarkedDown.schema.parse(event.data);
  await recordUpdate(trx, ctx.queues, event.orgId!, (language) =>
    productsMarkedDownUpdate(
      { sellerId: data.sellerId, items: data.items, currency: data.currency, publicUrl: ctx.config.PUBLIC_URL },
      language,
    ),
  );
}
