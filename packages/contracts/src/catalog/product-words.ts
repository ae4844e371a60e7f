import type { ProductHistoryActor, ProductHistoryType } from './history.schema';
import type { ProductStatus } from './product.schema';

/** How long a consignor has to collect an item set to pick-up, counted from the day it was set. */
export const PICK_UP_DAYS = 14;

/** The last day to collect an item set to pick-up at `pickUpAt`. */
export const pickUpDeadline = (pickUpAt: string): Date => new Date(Date.parse(pickUpAt) + PICK_UP_DAYS * 86_400_000);

/**
 * What a status means to the consignor, in the portal's item page. Pick-up is the one that asks something of
 * them: where and by when, filled in by the caller.
 */
export const STATUS_IN_WORDS: Record<Exclude<ProductStatus, 'pick-up'>, string> & { 'pick-up': (store: string, by: string) => string } = {
  active: 'For sale in the store.',
  sold: 'Sold. Your share is added to your balance.',
  'pick-up': (store, by) =>
    `Ready for you to collect at ${store}. Please come by before ${by}; after that the store decides what happens to it.`,
  returned: 'Given back to you.',
  draft: 'Registered by the store, not for sale yet.',
  pending: 'Waiting for the store to put it on sale.',
  donated: 'Donated to charity.',
  damaged: 'Damaged, taken off sale by the store.',
  stolen: 'Reported stolen from the store.',
};

export const HISTORY_IN_WORDS: Record<ProductHistoryType, string> = {
  received: 'Received',
  listed: 'Put on sale',
  price: 'Price changed',
  markdown: 'Marked down',
  status: 'Status changed',
  sold: 'Sold',
  paid_out: 'Paid out',
};

export const HISTORY_ACTOR_IN_WORDS: Record<ProductHistoryActor, string> = {
  staff: 'by the store',
  seller: 'by you',
  system: 'by schedule',
};

export const PRODUCT_PAGE_TEXTS = {
  historyFailed: 'Could not load the history of this item.',
  noHistory: 'Nothing has happened to this item yet.',
  noPhotos: 'No photos yet',
  guidance: (low: string, high: string, days: number) =>
    `Similar items sold for ${low}–${high} in about ${days} ${days === 1 ? 'day' : 'days'}.`,
} as const;
