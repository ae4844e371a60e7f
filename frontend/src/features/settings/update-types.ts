import type { UpdateType } from '@consign/contracts';

/** How each kind of update is named on screen. */
export const UPDATE_TYPE_LABELS: Record<UpdateType, string> = {
  announcement: 'Announcements',
  product_sold: 'Item sold',
  payout_approved: 'Payout approved',
  delivery_confirmed: 'Delivery confirmed',
  delivery_rescheduled: 'Delivery rescheduled',
  delivery_cancelled: 'Delivery cancelled',
  invitation: 'Invitation',
  password_reset: 'Password reset',
  terms_published: 'New terms',
  product_expiring: 'Items about to expire',
  product_expired: 'Item expired',
  product_marked_down: 'Items marked down',
  webhook_disabled: 'Webhook disabled (to staff)',
  sale_receipt: 'Receipt to a buyer at the counter',
};
