import type { OrganizationConfig, SalesReconciliationView, TransactionView } from '@consign/contracts';
import { eventually } from '@consign/kit/testing';
import { useDemoStack } from './demo-stack';

// Issue 19 item 6: the organization's fees on sales, set in identity, reach the ledger through
// organization.updated and come off each sale credit; the reconciliation checks by the same rule.
const { identity, ledger, signIn, api } = useDemoStack();

type Fees = OrganizationConfig['consignment']['fees'];

test('fees on sales come off each sale credit, show on the transaction line, and reconcile after the settings change', async () => {
  const staff = await signIn('staff@demo.test');
  const seller = await signIn('seller@demo.test');
  const sellerId = (await identity().deps.db('sellers').where({ email: 'seller@demo.test' }).first('id')).id as string;
  const store = await api<{ data: { id: string } }>(staff, 'POST', '/api/demo/stores', { name: 'Grünerløkka' });
  const setFees = async (fees: Fees) => {
    expect((await api(staff, 'PATCH', '/api/next/demo/organizations/consignment', { fees })).status).toBe(200);
    await eventually(async () => {
      const rows = await ledger().deps.db('organizations').select('config');
      return rows.some((r: { config: OrganizationConfig }) => JSON.stringify(r.config.consignment?.fees) === JSON.stringify(fees));
    });
  };
  const sell = (name: string, price: string) =>
    api<{ data: { id: string } }>(staff, 'POST', '/api/demo/products', {
      name,
      price,
      consignmentSplit: 0.5,
      status: 'sold',
      seller: { id: sellerId },
      store: { id: store.body.data.id },
    }).then((r) => {
      if (r.status !== 201) throw new Error(JSON.stringify(r.body));
      return r.body.data.id;
    });
  const lines = async (token: string) => {
    const res = await api<{ data: TransactionView[] }>(token, 'GET', `/api/demo/transactions?sellerId=${sellerId}`);
    expect(res.status).toBe(200);
    return res.body.data.map((t) => [t.name, t.amount, t.fee]);
  };
  const reconciliation = async () =>
    (await api<{ data: SalesReconciliationView }>(staff, 'GET', '/api/demo/ledger/reconciliation')).body.data;

  // 10 % of the price to the organization and 5,00 per sale to the {product}: 300,00 × 50 % − 30,00 − 5,00.
  await setFees([
    { to: 'organization', type: 'percentage', amount: 10 },
    { to: 'product', type: 'flat', amount: 5 },
  ]);
  const coat = await sell('Wool coat', '300,00');
  await eventually(async () => (await lines(staff)).length === 1);
  expect(await lines(staff)).toEqual([['Wool coat', 115, 35]]);
  expect(await lines(seller)).toEqual([['Wool coat', 115, 35]]);

  // The settings change: the next sale is credited without fees, the first still reconciles with the fees it was posted under.
  await setFees([]);
  await sell('Silk scarf', '100,00');
  await eventually(async () => (await lines(staff)).length === 2);
  expect(await lines(seller)).toEqual([
    ['Silk scarf', 50, 0],
    ['Wool coat', 115, 35],
  ]);
  expect(await reconciliation()).toEqual({
    checkedProducts: 2,
    matched: 2,
    missingInLedger: [],
    missingInCatalog: [],
    amountMismatches: [],
    counts: { missingInLedger: 0, missingInCatalog: 0, amountMismatches: 0 },
  });

  // Taken back from sold: the reversal gives back the credit and the fee together.
  expect((await api(staff, 'PATCH', `/api/demo/products/${coat}`, { status: 'active' })).status).toBe(200);
  await eventually(async () => (await lines(staff)).length === 3);
  expect((await lines(seller))[0]).toEqual(['Wool coat (sale reversed)', -115, -35]);
  const balance = await ledger().deps.db('accounts').where({ seller_id: sellerId }).first('available');
  expect(Number(balance.available)).toBe(50_00);
  expect(await reconciliation()).toEqual({
    checkedProducts: 1,
    matched: 1,
    missingInLedger: [],
    missingInCatalog: [],
    amountMismatches: [],
    counts: { missingInLedger: 0, missingInCatalog: 0, amountMismatches: 0 },
  });
}, 60_000);
