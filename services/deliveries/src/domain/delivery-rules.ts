import { AppError, MESSAGES } from '@consign/contracts';

/** Compared as instants, which is the same as comparing Paris wall clocks: a past delivery is read-only. */
export function isPast(at: Date, now: Date): boolean {
  return at.getTime() < now.getTime();
}

export function assertEditable(at: Date, now: Date): void {
  if (isPast(at, now)) throw AppError.unexpectedState(MESSAGES.deliveries.pastReadOnly, 'delivery_in_past');
}

export const slotTaken = () => AppError.conflict(MESSAGES.deliveries.slotNoLongerAvailable, 'slot_unavailable');
