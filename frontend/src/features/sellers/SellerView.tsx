import { EditOutlined } from '@ant-design/icons';
import { formatBankAccount, formatPhone, type DeliveryView, type SellerView as Seller } from '@consign/contracts';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Statistic, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSellerDeliveriesPageQuery, useListSellerDeliveriesQuery } from '../../api/deliveries.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { useListProductsQuery, type ProductList } from '../../api/products.api';
import { CopyField } from '../../components/CopyField';
import { earningsLabel, formatMajor, formatParisDateTime } from '../../components/format';
import { Rows } from '../../components/Rows';
import { ProductsTab } from '../../components/ProductsTab';
import { TransactionsTab } from '../../components/TransactionsTab';
import { SheetLayout, SheetMenu } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { SellerNotes } from './SellerNotes';
import { useDeleteSeller } from './use-delete-seller';
import { expiryDecisionText } from './expiry-decision';
import { openableRow } from '../../components/openable-row';
import { serverPagination } from '../../components/server-pagination';

/** SPEC §9: the overview shows 3 upcoming deliveries; the Deliveries tab pages them, 20 a page, on the server. */
export const UPCOMING_SHOWN = 3;
export const DELIVERIES_PAGE_SIZE = 20;

/** The seller's active products per store, from the server's counts; those in no store are the rest of the total. */
export function activePerStore(list: ProductList | undefined, noStore: string): { key: string; store: string; count: number }[] {
  const rows = (list?.pagination.countsByStore ?? [])
    .map((s) => ({ key: s.store.id, store: s.store.name, count: s.countsByStatus.active ?? 0 }))
    .filter((row) => row.count > 0);
  const inNoStore = (list?.pagination.countsByStatus.active ?? 0) - rows.reduce((n, row) => n + row.count, 0);
  return inNoStore > 0 ? [...rows, { key: '', store: noStore, count: inNoStore }] : rows;
}

function CreditsCard({ sellerId, currency }: { sellerId: string; currency: string }) {
  const { t } = useTranslation('sellers');
  const organization = useGetOrganizationQuery();
  const account = useGetSellerAccountQuery(sellerId);
  const sheets = useSheets();
  const label = earningsLabel(organization.data);
  const available = account.data?.available ?? 0;
  return (
    <Card size="small" title={label} style={{ height: '100%' }}>
      {account.error ? (
        <Typography.Text type="secondary">{t('view.creditsUnavailable')}</Typography.Text>
      ) : (
        <Statistic value={formatMajor(available, account.data?.currency ?? currency)} loading={account.isLoading} />
      )}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button onClick={() => sheets.open({ type: 'balance-adjustment', mode: 'create', params: { sellerId } })}>
          {t('view.adjust')}
        </Button>
        <Button
          type="primary"
          disabled={!(available > 0)}
          onClick={() => sheets.open({ type: 'payout', mode: 'create', params: { sellerId } })}
        >
          {t('view.payout')}
        </Button>
      </Flex>
    </Card>
  );
}

function UpcomingDeliveriesCard({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation(['sellers', 'messages']);
  const { data, error, isLoading } = useListSellerDeliveriesQuery({ sellerId, upcoming: true });
  const sheets = useSheets();
  const upcoming = useMemo(
    () =>
      [...(data ?? [])]
        .filter((d) => d.status !== 'cancelled' && !d.deleted)
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(0, UPCOMING_SHOWN),
    [data],
  );
  return (
    <Card
      size="small"
      title={t('view.upcomingDeliveries')}
      style={{ height: '100%' }}
      extra={
        <Button size="small" onClick={() => sheets.open({ type: 'delivery', mode: 'create', params: { sellerId } })}>
          {t('view.schedule')}
        </Button>
      }
    >
      {error ? (
        <Typography.Text type="secondary">{t('view.deliveriesUnavailable')}</Typography.Text>
      ) : (
        <Rows
          label={t('view.upcomingDeliveries')}
          loading={isLoading}
          items={upcoming}
          rowKey={(d: DeliveryView) => d.id}
          empty={t('messages:empty.noUpcomingDeliveries')}
          onOpen={(d) => sheets.open({ type: 'delivery', id: d.id, mode: 'view' })}
          render={(d) => (
            <Flex vertical>
              <Typography.Text>{formatParisDateTime(d.at)}</Typography.Text>
              <Typography.Text type="secondary">{d.store.name}</Typography.Text>
            </Flex>
          )}
        />
      )}
    </Card>
  );
}

function DeliveriesTab({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation(['sellers', 'messages']);
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useListSellerDeliveriesPageQuery({
    sellerId,
    skip: (page - 1) * DELIVERIES_PAGE_SIZE,
    take: DELIVERIES_PAGE_SIZE,
  });
  const sheets = useSheets();
  if (error) return <Alert type="warning" showIcon title={t('view.deliveriesUnavailable')} />;
  return (
    <Table<DeliveryView>
      rowKey="id"
      size="small"
      loading={isFetching}
      dataSource={data?.data ?? []}
      pagination={serverPagination(page, DELIVERIES_PAGE_SIZE, data?.pagination.count ?? 0, setPage, { hideOnSinglePage: true })}
      locale={{ emptyText: t('messages:empty.noDeliveries') }}
      onRow={(d) => openableRow(() => sheets.open({ type: 'delivery', id: d.id, mode: 'view' }))}
      columns={[
        { title: t('view.deliveryColumns.when'), render: (_, d) => formatParisDateTime(d.at) },
        { title: t('view.deliveryColumns.store'), render: (_, d) => d.store.name },
        { title: t('view.deliveryColumns.status'), render: (_, d) => t(`view.deliveryStatus.${d.status}`) },
      ]}
    />
  );
}

/** The large seller sheet (SPEC §2 'Seller view'). */
export function SellerView({ seller }: { seller: Seller }) {
  const { t } = useTranslation(['sellers', 'messages']);
  const sheets = useSheets();
  const deleteSeller = useDeleteSeller();
  const organization = useGetOrganizationQuery();
  const currency = organization.data?.currency ?? 'NOK';
  // Counted by the server per store, however many products the seller has (one row read, for the counts).
  const products = useListProductsQuery({ sellerId: seller.id, statuses: ['active'], take: 1, skip: 0, countsByStore: true });
  const perStore = activePerStore(products.data, t('view.noStore'));

  const extra = (
    <>
      <Button icon={<EditOutlined />} onClick={() => sheets.toggleMode()}>
        {t('view.edit')}
      </Button>
      <SheetMenu
        items={[{ key: 'delete', label: t('view.deleteSeller'), danger: true }]}
        onClick={() => deleteSeller(seller, () => sheets.close())}
      />
    </>
  );
  const footer = (
    <>
      <Button onClick={() => sheets.close()}>{t('view.close')}</Button>
      <Button type="primary" onClick={() => sheets.open({ type: 'product', mode: 'create', params: { sellerId: seller.id } })}>
        {t('view.createProduct')}
      </Button>
    </>
  );

  return (
    <SheetLayout title={seller.fullName} extra={extra} footer={footer}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('view.details')} style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('view.accountNumber')}>
                <CopyField label={t('view.accountNumberCopy')} value={seller.accountNumberPadded} />
              </Descriptions.Item>
              <Descriptions.Item label={t('view.phone')}>
                <CopyField
                  label={t('view.phoneCopy')}
                  value={seller.phonenumber}
                  display={seller.phonenumber ? formatPhone(seller.phonenumber) : undefined}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('view.email')}>
                <CopyField label={t('view.emailCopy')} value={seller.email} />
              </Descriptions.Item>
              <Descriptions.Item label={t('view.bankAccount')}>
                {seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('view.activeProducts')} style={{ height: '100%' }} loading={products.isLoading}>
            {perStore.length ? (
              <Rows
                label={t('view.activeProductsPerStore')}
                items={perStore}
                rowKey={(row) => row.key}
                render={(row) => (
                  <Flex justify="space-between">
                    <Typography.Text>{row.store}</Typography.Text>
                    <Typography.Text strong>{row.count}</Typography.Text>
                  </Flex>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noProducts')} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <CreditsCard sellerId={seller.id} currency={currency} />
        </Col>
        <Col xs={24} md={12}>
          <UpcomingDeliveriesCard sellerId={seller.id} />
        </Col>
      </Row>
      <Tabs
        style={{ marginTop: 16 }}
        defaultActiveKey="products"
        items={[
          {
            key: 'products',
            label: t('view.tabs.products'),
            children: (
              <ProductsTab
                source={{ sellerId: seller.id }}
                currency={currency}
                selectable
                onOpen={(p) => sheets.open({ type: 'product', id: p.id, mode: 'view' })}
                note={(p) => expiryDecisionText(p, new Date(), organization.data?.expiry.expiryNoticeDays ?? 7)}
              />
            ),
          },
          {
            key: 'transactions',
            label: t('view.tabs.transactions'),
            children: <TransactionsTab sellerId={seller.id} currency={currency} />,
          },
          { key: 'deliveries', label: t('view.tabs.deliveries'), children: <DeliveriesTab sellerId={seller.id} /> },
          { key: 'notes', label: t('view.tabs.notes'), children: <SellerNotes sellerId={seller.id} /> },
        ]}
      />
    </SheetLayout>
  );
}
