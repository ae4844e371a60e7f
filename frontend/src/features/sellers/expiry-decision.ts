import { expiresSoon, type ProductView } from '@consign/contracts';
import { i18n } from '../../i18n';

/**
 * What the staff see of an item's expiry in the seller sheet: the consignor's decision once made, 'Expiring soon —
 * no decision yet' for an item for sale within the notice period, nothing otherwise.
 */
export function expiryDecisionText(p: ProductView, now: Date, noticeDays: number): string | null {
  if (p.expiryDecision) return i18n.t(`sellers:expiry.${p.expiryDecision}`);
  if (p.status === 'active' && !p.storeOwned && expiresSoon(new Date(p.expiringAt), now, noticeDays))
    return i18n.t('sellers:expiry.soonUndecided');
  return null;
}
