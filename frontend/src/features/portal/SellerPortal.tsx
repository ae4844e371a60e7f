import { Alert, Col, Flex, Row, Spin, Typography, theme } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { PRODUCT_TAKE_MAX } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useListProductsQuery } from '../../api/products.api';
import { useGetSellerQuery } from '../../api/sellers.api';
import { useSession } from '../../api/session';
import { ActiveProductsCard } from './ActiveProductsCard';
import { DeliveriesCard } from './DeliveriesCard';
import { EarningsCard } from './EarningsCard';
import { ExpiringSoonCard } from './ExpiringSoonCard';
import { ImpactCard } from './ImpactCard';
import { PortalHeader } from './PortalHeader';
import { ProfileCard } from './ProfileCard';
import { TermsDialog } from './TermsDialog';
import { UpdatesCard } from './UpdatesCard';
import { isUuid } from './portal-rules';

// The tabs sit under the cards (below the fold on a phone): they and antd's Tabs load next to the seller's
// data rather than in the first bundle.
const loadTabs = () => import('./PortalTabs');
const PortalTabs = lazy(() => loadTabs().then((m) => ({ default: m.PortalTabs })));

/** SPEC §2 seller portal: the one page a seller has, phone first. */
export function SellerPortal() {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const { token } = theme.useToken();
  const sellerId = useSession().user?.sellerId ?? '';
  const organization = useGetOrganizationQuery();
  const seller = useGetSellerQuery(sellerId, { skip: !sellerId });
  const products = useListProductsQuery({ sellerId, take: PRODUCT_TAKE_MAX, skip: 0 }, { skip: !sellerId });
  const o = organization.data;
  const productList = products.data?.data ?? [];
  const failed = seller.isError || organization.isError;
  // Fetched while the data is on its way, so the tabs are there with the cards.
  useEffect(() => {
    void loadTabs();
  }, []);

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <PortalHeader organization={o} />
      <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: 12, boxSizing: 'border-box' }}>
        {failed ? <Alert type="error" showIcon title={t('messages:sellers.fetchFailed')} /> : null}
        {!o || !seller.data ? (
          failed ? null : (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          )
        ) : (
          <>
            <ExpiringSoonCard products={productList} currency={o.currency} noticeDays={o.expiry.expiryNoticeDays} />
            {/* Three stacks side by side on a desktop, one column on a phone (in this order). */}
            <Row gutter={[12, 12]}>
              <Col xs={24} md={12} lg={8}>
                <Flex vertical gap={12}>
                  <ProfileCard seller={seller.data} />
                  <EarningsCard seller={seller.data} organization={o} />
                </Flex>
              </Col>
              <Col xs={24} md={12} lg={8}>
                <Flex vertical gap={12}>
                  {o.sellerExperience.deliveriesEnabled ? <DeliveriesCard sellerId={sellerId} /> : null}
                  {isUuid(sellerId) && o.sellerExperience.impactEnabled ? <ImpactCard sellerId={sellerId} /> : null}
                </Flex>
              </Col>
              <Col xs={24} md={24} lg={8}>
                <Flex vertical gap={12}>
                  <ActiveProductsCard products={productList} />
                  <UpdatesCard sellerId={sellerId} />
                </Flex>
              </Col>
            </Row>
            <Suspense fallback={null}>
              <PortalTabs products={productList} sellerId={sellerId} currency={o.currency} />
            </Suspense>
          </>
        )}
      </main>
      <footer style={{ textAlign: 'center', padding: 16 }}>
        <Typography.Text type="secondary">{t('footer.poweredBy')}</Typography.Text>
      </footer>
      <TermsDialog />
    </Flex>
  );
}

export default SellerPortal;
