import { EditOutlined, MoreOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  MESSAGES,
  PRODUCT_TAKE_MAX,
  formatBankAccount,
  formatPhone,
  type DeliveryView,
  type ProductView,
  type SellerView as Seller,
} from '@consign/contracts';
import { Alert, Button, Card, Col, Descriptions, Dropdown, Empty, Flex, List, Row, Statistic, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useListSellerDeliveriesQuery } from '../../api/deliveries.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery, useGetSellerTransactionsQuery } from '../../api/portal.api';
import { useListProductsQuery, useProductLabelsMutation } from '../../api/products.api';
import { CopyField } from '../../components/CopyField';
import { formatDate, formatMajor, formatParisDateTime } from '../../components/format';
import { useNotify } from '../../components/notify';
import { StatusTag } from '../../components/StatusTag';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { SellerNotes } from './SellerNotes';
import { useDeleteSeller } from './use-delete-seller';

/** SPEC §9: the overview shows 3 upcoming deliveries; the Deliveries tab up to 100. */
export const UPCOMING_SHOWN = 3;
export const DELIVERIES_TAB_MAX = 100;

function byStore(products: ProductView[]): { store: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of products)
    if (p.status === 'active') counts.set(p.store?.name ?? 'No store', (counts.get(p.store?.name ?? 'No store') ?? 0) + 1);
  return [...counts].map(([store, count]) => ({ store, count })).sort((a, b) => a.store.localeCompare(b.store));
}

function CreditsCard({ sellerId, currency }: { sellerId: string; currency: string }) {
  const organization = useGetOrganizationQuery();
  const account = useGetSellerAccountQuery(sellerId);
  const sheets = useSheets();
  const label = organization.data?.config.storeCredit === 'commission' ? 'Earned commission' : 'Store credits';
  const available = account.data?.available ?? 0;
  return (
    <Card size="small" title={label} style={{ height: '100%' }}>
      {account.error ? (
        <Typography.Text type="secondary">Store credits are not available right now.</Typography.Text>
      ) : (
        <Statistic value={formatMajor(available, account.data?.currency ?? currency)} loading={account.isLoading} />
      )}
      <Flex gap={8} style={{ marginTop: 12 }}>
        <Button onClick={() => sheets.open({ type: 'balance-adjustment', mode: 'create', params: { sellerId } })}>Adjust</Button>
        <Button
          type="primary"
          disabled={!(available > 0)}
          onClick={() => sheets.open({ type: 'payout', mode: 'create', params: { sellerId } })}
        >
          Payout
        </Button>
      </Flex>
    </Card>
  );
}

function UpcomingDeliveriesCard({ sellerId }: { sellerId: string }) {
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
      title="Upcoming deliveries"
      style={{ height: '100%' }}
      extra={
        <Button size="small" onClick={() => sheets.open({ type: 'delivery', mode: 'create', params: { sellerId } })}>
          Schedule
        </Button>
      }
    >
      {error ? (
        <Typography.Text type="secondary">Deliveries are not available right now.</Typography.Text>
      ) : (
        <List
          size="small"
          loading={isLoading}
          dataSource={upcoming}
          locale={{ emptyText: MESSAGES.empty.noUpcomingDeliveries }}
          renderItem={(d: DeliveryView) => (
            <List.Item
              onClick={() => sheets.open({ type: 'delivery', id: d.id, mode: 'view' })}
              style={{ cursor: 'pointer', paddingInline: 0 }}
            >
              <Flex vertical>
                <Typography.Text>{formatParisDateTime(d.at)}</Typography.Text>
                <Typography.Text type="secondary">{d.store.name}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ProductsTab({ products, loading, currency }: { products: ProductView[]; loading: boolean; currency: string }) {
  const [selected, setSelected] = useState<string[]>([]);
  const [labels, { isLoading }] = useProductLabelsMutation();
  const notify = useNotify();
  const sheets = useSheets();
  const print = async () => {
    const result = await labels({ ids: selected });
    if ('error' in result) notify.error(result.error, MESSAGES.common.unexpected);
    else window.open(result.data, '_blank');
  };
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">
          {selected.length ? `${selected.length} selected` : `${products.length} products`}
        </Typography.Text>
        <Button icon={<PrinterOutlined />} disabled={!selected.length} loading={isLoading} onClick={() => void print()}>
          Print labels
        </Button>
      </Flex>
      <Table<ProductView>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={products}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: MESSAGES.empty.noProducts }}
        onRow={(p) => ({ onClick: () => sheets.open({ type: 'product', id: p.id, mode: 'view' }), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'SKU', dataIndex: 'skuPadded', width: 90 },
          { title: 'Name', dataIndex: 'name', ellipsis: true },
          { title: 'Store', render: (_, p) => p.store?.name ?? '—' },
          { title: 'Price', align: 'right', render: (_, p) => formatMajor(p.price, currency) },
          { title: 'Status', render: (_, p) => <StatusTag status={p.status} /> },
        ]}
      />
    </>
  );
}

function TransactionsTab({ sellerId, currency }: { sellerId: string; currency: string }) {
  const { data, isLoading, error } = useGetSellerTransactionsQuery(sellerId);
  if (error) return <Alert type="warning" showIcon title="Transactions are not available right now." />;
  return (
    <Table
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: MESSAGES.empty.noTransactions }}
      columns={[
        { title: 'Date', dataIndex: 'date', render: (d: string) => formatDate(d) },
        { title: 'Name', dataIndex: 'name' },
        { title: 'Type', dataIndex: 'type' },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusTag status={s === 'completed' ? 'success' : s} /> },
        { title: 'Amount', dataIndex: 'amount', align: 'right', render: (a: number) => formatMajor(a, currency) },
      ]}
    />
  );
}

function DeliveriesTab({ sellerId }: { sellerId: string }) {
  const { data, isLoading, error } = useListSellerDeliveriesQuery({ sellerId });
  const sheets = useSheets();
  if (error) return <Alert type="warning" showIcon title="Deliveries are not available right now." />;
  return (
    <Table<DeliveryView>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={(data ?? []).slice(0, DELIVERIES_TAB_MAX)}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: MESSAGES.empty.noDeliveries }}
      onRow={(d) => ({ onClick: () => sheets.open({ type: 'delivery', id: d.id, mode: 'view' }), style: { cursor: 'pointer' } })}
      columns={[
        { title: 'When (Paris)', render: (_, d) => formatParisDateTime(d.at) },
        { title: 'Store', render: (_, d) => d.store.name },
        { title: 'Status', dataIndex: 'status' },
      ]}
    />
  );
}

/** The large seller sheet (SPEC §2 'Seller view'). */
export function SellerView({ seller }: { seller: Seller }) {
  const sheets = useSheets();
  const deleteSeller = useDeleteSeller();
  const organization = useGetOrganizationQuery();
  const currency = organization.data?.currency ?? 'NOK';
  const products = useListProductsQuery({ sellerId: seller.id, take: PRODUCT_TAKE_MAX, skip: 0 });
  const perStore = byStore(products.data?.data ?? []);

  const extra = (
    <>
      <Button icon={<EditOutlined />} onClick={() => sheets.toggleMode()}>
        Edit
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'delete', label: 'Delete seller', danger: true }],
          onClick: () => deleteSeller(seller, () => sheets.close()),
        }}
      >
        <Button aria-label="More actions" icon={<MoreOutlined />} />
      </Dropdown>
    </>
  );
  const footer = (
    <>
      <Button onClick={() => sheets.close()}>Close</Button>
      <Button type="primary" onClick={() => sheets.open({ type: 'product', mode: 'create', params: { sellerId: seller.id } })}>
        Create product
      </Button>
    </>
  );

  return (
    <SheetLayout title={seller.fullName} extra={extra} footer={footer}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Card size="small" title="Seller details" style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Account number">
                <CopyField label="account number" value={seller.accountNumberPadded} />
              </Descriptions.Item>
              <Descriptions.Item label="Phone">
                <CopyField
                  label="phone"
                  value={seller.phonenumber}
                  display={seller.phonenumber ? formatPhone(seller.phonenumber) : undefined}
                />
              </Descriptions.Item>
              <Descriptions.Item label="Email">
                <CopyField label="email" value={seller.email} />
              </Descriptions.Item>
              <Descriptions.Item label="Bank account">
                {seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title="Active products" style={{ height: '100%' }} loading={products.isLoading}>
            {perStore.length ? (
              <List
                size="small"
                dataSource={perStore}
                renderItem={(row) => (
                  <List.Item style={{ paddingInline: 0 }}>
                    <Typography.Text>{row.store}</Typography.Text>
                    <Typography.Text strong>{row.count}</Typography.Text>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.empty.noProducts} />
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
            label: 'Products',
            children: <ProductsTab products={products.data?.data ?? []} loading={products.isLoading} currency={currency} />,
          },
          { key: 'transactions', label: 'Transactions', children: <TransactionsTab sellerId={seller.id} currency={currency} /> },
          { key: 'deliveries', label: 'Deliveries', children: <DeliveriesTab sellerId={seller.id} /> },
          { key: 'notes', label: 'Notes', children: <SellerNotes sellerId={seller.id} /> },
        ]}
      />
    </SheetLayout>
  );
}
