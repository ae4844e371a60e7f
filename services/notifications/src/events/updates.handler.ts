import {
  deliveryCancelled,
  deliveryConfirmed,
  deliveryRescheduled,
  passwordResetRequested,
  payoutApproved,
  productExpired,
  productExpiringSoon,
  productSold,
  saleReceiptRequested,
  sellerMarkedDown,
  termsPublished,
  userInvited,
  type EventEnvelope,
} from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { onPasswordResetRequested, onTermsPublished, onUserInvited } from './account-emails.handler';
import { onProductExpired, onProductExpiringSoon, onSellerMarkedDown } from './consignment.handler';
import type { HandlerContext } from './context';
import { onDeliveryChanged } from './delivery.handler';
import { onPayoutApproved } from './payout-approved.handler';
import { onProductSold } from './product-sold.handler';
import { onSaleReceiptRequested } from './sale-receipt.handler';

type Handler = (ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx) => Promise<void>;

/** The events that become updates, each handled once through the inbox of the 'notifications.updates' group. */
const HANDLERS: ReadonlyArray<readonly [{ type: string }, Handler]> = [
  [productSold, onProductSold],
  [payoutApproved, onPayoutApproved],
  [userInvited, onUserInvited],
  [passwordResetRequested, onPasswordResetRequested],
  [termsPublished, onTermsPublished],
  [deliveryConfirmed, onDeliveryChanged],
  [deliveryRescheduled, onDeliveryChanged],
  [deliveryCancelled, onDeliveryChanged],
  [saleReceiptRequested, onSaleReceiptRequested],
  [productExpiringSoon, onProductExpiringSoon],
  [productExpired, onProductExpired],
  [sellerMarkedDown, onSellerMarkedDown],
];

export const updateContracts = [
  productSold,
  payoutApproved,
  userInvited,
  passwordResetRequested,
  termsPublished,
  deliveryConfirmed,
  deliveryRescheduled,
  deliveryCancelled,
  saleReceiptRequested,
  productExpiringSoon,
  productExpired,
  sellerMarkedDown,
] as const;

export function handleUpdateEvent(ctx: HandlerContext) {
  const byType = new Map(HANDLERS.map(([c, h]) => [c.type, h]));
  return (event: EventEnvelope<unknown>, trx: Trx) => byType.get(event.type)?.(ctx, event, trx) ?? Promise.resolve();
}
