import { AppError, parisDay, type ProductStatus, RULE_MESSAGES } from '@consign/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRODUCT_RULE_MESSAGES = {
  expiryBeforeToday: RULE_MESSAGES.products.expiryBeforeToday,
  expiryBeforeCreation: RULE_MESSAGES.products.expiryBeforeCreation,
  genderDisabled: RULE_MESSAGES.products.genderDisabled,
  soldLocked: RULE_MESSAGES.products.soldLocked,
} as const;

/** A date-only input ('2026-12-01') is kept at noon UTC, which is that same calendar day in Paris. */
export function parseExpiry(input: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(input) ? new Date(`${input}T12:00:00Z`) : new Date(input);
}

export function defaultExpiry(now: Date, expiryDays: number): Date {
  return new Date(now.getTime() + expiryDays * DAY_MS);
}

/** SPEC §5: not earlier than today on create, not earlier than the creation date on edit; expiry is a Paris day, not a moment. */
export function checkExpiry(expiry: Date, floor: { today: Date } | { createdAt: Date }): void {
  if ('today' in floor && parisDay(expiry) < parisDay(floor.today)) throw AppError.invalid(PRODUCT_RULE_MESSAGES.expiryBeforeToday);
  if ('createdAt' in floor && parisDay(expiry) < parisDay(floor.createdAt))
    throw AppError.invalid(PRODUCT_RULE_MESSAGES.expiryBeforeCreation);
}

/** Store-owned products pay the seller nothing, whatever split was sent. */
export function effectiveSplit(storeOwned: boolean, requested: number | undefined, orgDefault: number): number {
  if (storeOwned) return 0;
  return requested ?? orgDefault;
}

export interface StatusDates {
  sold_at: Date | null;
  donated_at: Date | null;
  pick_up_at: Date | null;
}

/** The meta dates that follow a status: set when entering it, cleared when leaving sold (a sale undone). */
export function statusDates(from: ProductStatus | null, to: ProductStatus, current: StatusDates, now: Date): StatusDates {
  // Only the three dates: callers pass a whole row as `current` and merge the result into their changes.
  if (from === to) return { sold_at: current.sold_at, donated_at: current.donated_at, pick_up_at: current.pick_up_at };
  return {
    sold_at: to === 'sold' ? now : null,
    donated_at: to === 'donated' ? now : current.donated_at,
    pick_up_at: to === 'pick-up' ? now : current.pick_up_at,
  };
}

/** The ledger has credited the seller for a sold product: what the credit was computed from cannot drift under it. */
export function checkSoldProductEdit(
  before: { status: ProductStatus; price: number; consignmentSplit: number; storeOwned: boolean; sellerId: string | null },
  after: { status: ProductStatus; price: number; consignmentSplit: number; storeOwned: boolean; sellerId: string | null },
): void {
  if (before.status !== 'sold' || after.status !== 'sold') return;
  const drift =
    before.price !== after.price ||
    before.consignmentSplit !== after.consignmentSplit ||
    before.storeOwned !== after.storeOwned ||
    before.sellerId !== after.sellerId;
  if (drift) throw AppError.unexpectedState(PRODUCT_RULE_MESSAGES.soldLocked, 'sold_product_locked');
}
