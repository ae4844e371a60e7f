import type { ProductView } from '@consign/contracts';
import { expiryDecisionText } from '../src/features/sellers/expiry-decision';

const item = (fields: Partial<ProductView>) =>
  ({ status: 'active', storeOwned: false, expiringAt: '2027-05-20T10:00:00.000Z', expiryDecision: null, ...fields }) as ProductView;
const now = new Date('2027-05-14T08:00:00Z');

test("the seller sheet shows the consignor's decision, or that an item expires soon with none yet", () => {
  expect(expiryDecisionText(item({}), now, 7)).toBe('Expiring soon — no decision yet');
  expect(expiryDecisionText(item({}), now, 5)).toBeNull();
  expect(expiryDecisionText(item({ expiryDecision: 'reprice' }), now, 7)).toBe('Price lowered');
  expect(expiryDecisionText(item({ status: 'pick-up', expiryDecision: 'collect' }), now, 7)).toBe('Collecting it');
  expect(expiryDecisionText(item({ storeOwned: true }), now, 7)).toBeNull();
  expect(expiryDecisionText(item({ status: 'sold' }), now, 7)).toBeNull();
});
