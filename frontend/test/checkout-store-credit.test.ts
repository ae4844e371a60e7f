// The harness first: fetch for the api slice the row's account query comes from.
import './staff-harness';
import { storeCreditProblem } from '../src/features/checkout/PaymentRow';

const money = (major: number) => `${major.toFixed(2)} kr`;
const credit = { method: 'store_credit' as const, sellerId: 'kari', amount: 50 };

test('a store-credit payment names its consignor, pays no more than their credit, and no more than the basket', () => {
  expect(storeCreditProblem({ method: 'store_credit', amount: 10 }, 10, 100, 200, money)).toBe(
    'A store credit payment names the seller whose credit pays',
  );
  expect(storeCreditProblem(credit, 50, 100, 40, money)).toBe('Store credit cannot be more than the available 40.00 kr');
  expect(storeCreditProblem(credit, 50, 30, 200, money)).toBe('Only cash may be more than the total (the change is given back)');
  expect(storeCreditProblem(credit, 50, 100, 50, money)).toBeNull();
  // Before the credit is known only the basket bounds it; other methods are not its business.
  expect(storeCreditProblem(credit, 50, 100, undefined, money)).toBeNull();
  expect(storeCreditProblem({ method: 'cash', amount: 500 }, 500, 100, 0, money)).toBeNull();
});
