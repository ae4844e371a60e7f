import { expiresSoon, type ExpiryDecision, type ProductView } from '@consign/contracts';

const DECIDED: Record<ExpiryDecision, string> = {
  extend: 'Extended',
  reprice: 'Price lowered',
  collect: 'Collecting it',
  donate: 'Donating it',
};

/**
 * What the staff see of an item's expiry in the seller sheet: the consignor's decision once made, 'Expiring soon —
 * no decision yet' for an item for sale within the notice period, nothing otherwise.
 */
export function expiryDecisionText(p: ProductView, now: Date, noticeDays: number): string | null {
  if (p.expiryDecision) return DECIDED[p.expiryDecision];
  if (p.status === 'active' && !p.storeOwned && expiresSoon(new Date(p.expiringAt), now, noticeDays))
    return 'Expiring soon — no decision yet';
  return null;
}
