import { Tabs, theme } from 'antd';
import { useState } from 'react';
import type { ProductView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { ProductsTab } from '../../components/ProductsTab';
import { TransactionsTab } from '../../components/TransactionsTab';
import { LazyProductDetail } from './LazyProductDetail';
import { TransactionDetail } from './TransactionDetail';
import { useSellerShare } from './use-seller-share';
import { useShowListedPrice } from './use-show-listed-price';

/** SPEC §2: the Products and Transactions tabs under the cards. */
export function PortalTabs({ products, sellerId, currency }: { products: ProductView[]; sellerId: string; currency: string }) {
  const { t } = useTranslation('portal');
  const { token } = theme.useToken();
  return (
    <section style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: '0 12px 12px', marginTop: 12 }}>
      <Tabs
        items={[
          { key: 'products', label: t('tabs.products'), children: <PortalProducts products={products} currency={currency} /> },
          {
            key: 'transactions',
            label: t('tabs.transactions'),
            children: <PortalTransactions sellerId={sellerId} currency={currency} />,
          },
        ]}
      />
    </section>
  );
}

/** The seller's products with their share (and the listed price if the organization shows it); each row opens the item page. */
export function PortalProducts({ products, currency }: { products: ProductView[]; currency: string }) {
  const share = useSellerShare(currency);
  const showPrice = useShowListedPrice();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <ProductsTab source={{ products }} currency={currency} share={share} showPrice={showPrice} onOpen={(p) => setOpenId(p.id)} />
      <LazyProductDetail product={products.find((p) => p.id === openId) ?? null} currency={currency} onClose={() => setOpenId(null)} />
    </>
  );
}

/** The seller's transactions; each row opens its detail (a payout: what was asked, the fee, what arrives, when). */
export function PortalTransactions({ sellerId, currency }: { sellerId: string; currency: string }) {
  return (
    <TransactionsTab
      sellerId={sellerId}
      currency={currency}
      detail={(transaction, close) => <TransactionDetail transaction={transaction} currency={currency} onClose={close} />}
    />
  );
}
