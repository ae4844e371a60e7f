import { RULE_MESSAGES } from '../messages';
import { parisDay } from '../paris-day';

// The rules and texts apart from the schema: the seller portal's first screen uses them without loading zod.

/**
 * The consignor's choices for an item about to expire (`POST /api/{org}/products/{id}/expiry-decision`):
 * extend once by the organization's expiry days, reprice (lower only), collect (status pick-up) or donate.
 */
export const EXPIRY_DECISIONS = ['extend', 'reprice', 'collect', 'donate'] as const;
export type ExpiryDecision = (typeof EXPIRY_DECISIONS)[number];

export const EXPIRY_DECISION_MESSAGES = RULE_MESSAGES.expiry;

/** The calendar day `days` after a yyyy-MM-dd day (calendar arithmetic: no daylight-saving hour in it). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An item for sale expires soon when its Paris expiry day is at most `noticeDays` days after today's. */
export function expiresSoon(expiringAt: Date, now: Date, noticeDays: number): boolean {
  return parisDay(expiringAt) <= addDays(parisDay(now), noticeDays);
}

export const EXPIRING_SOON_TEXTS = {
  title: 'Expiring soon',
  intro: 'Decide what happens to these items before they expire.',
  extend: 'Extend',
  reprice: 'Lower the price',
  collect: 'Collect it',
  donate: 'Donate it',
  decided: 'Your decision is saved',
  failed: 'Could not save your decision',
} as const;
