import { Tabs } from 'antd';
import type { ProductView, TransactionView } from '@consign/contracts';
import { ProductsTab } from './ProductsTab';
import { TransactionsTab } from './TransactionsTab';

/** SPEC §2: the Products and Transactions tabs under the cards. */
export function PortalTabs({
  products,
  transactions,
  currency,
}: {
  products: ProductView[];
  transactions: TransactionView[];
  currency: string;
}) {
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: '0 12px 12px', marginTop: 12 }}>
      <Tabs
        items={[
          { key: 'products', label: 'Products', children: <ProductsTab products={products} currency={currency} /> },
          { key: 'transactions', label: 'Transactions', children: <TransactionsTab transactions={transactions} currency={currency} /> },
        ]}
      />
    </section>
  );
}
