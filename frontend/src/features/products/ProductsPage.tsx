import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, PRODUCT_PAGE_SIZE, type ProductStatus, type ProductView } from '@consign/contracts';
import { Alert, Button, Card, Flex, Image, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useListProductsQuery } from '../../api/products.api';
import { useListSellersMinimalQuery } from '../../api/sellers.api';
import { useListStoresMinimalQuery } from '../../api/stores.api';
import { formatMajor } from '../../components/format';
import { StatusTag, statusColor, statusLabel } from '../../components/StatusTag';
import { useSheets } from '../../sheets/use-sheets';

/** SPEC §4: the list's filter chips. */
export const STATUS_CHIPS: ProductStatus[] = ['sold', 'active', 'pick-up', 'returned'];

/** /products: status chips with counts, store and seller filters, 50 a page; a row opens the product sheet. */
export default function ProductsPage() {
  const [statuses, setStatuses] = useState<ProductStatus[]>([]);
  const [storeId, setStoreId] = useState<string>();
  const [sellerId, setSellerId] = useState<string>();
  const [page, setPage] = useState(1);
  const sheets = useSheets();
  const organization = useGetOrganizationQuery();
  const stores = useListStoresMinimalQuery();
  const sellers = useListSellersMinimalQuery();
  const filters = { storeId, sellerId };
  const list = useListProductsQuery({ ...filters, statuses, take: PRODUCT_PAGE_SIZE, skip: (page - 1) * PRODUCT_PAGE_SIZE });
  // The chips count every status, whichever chips are on: one row is enough to get the counts.
  const counts = useListProductsQuery({ ...filters, take: 1, skip: 0 });
  const currency = organization.data?.currency ?? 'NOK';

  const toggle = (status: ProductStatus, on: boolean) => {
    setStatuses((prev) => (on ? [...prev, status] : prev.filter((s) => s !== status)));
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Products
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => sheets.open({ type: 'product', mode: 'create' })}>
          New product
        </Button>
      </Flex>
      <Card>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Flex gap={4} wrap role="group" aria-label="Status filter">
            {STATUS_CHIPS.map((status) => (
              <Tag.CheckableTag
                key={status}
                checked={statuses.includes(status)}
                onChange={(on) => toggle(status, on)}
                style={{ border: `1px solid ${statusColor(status) === 'default' ? '#d9d9d9' : statusColor(status)}`, padding: '2px 10px' }}
              >
                {statusLabel(status)} {counts.data?.pagination.countsByStatus[status] ?? 0}
              </Tag.CheckableTag>
            ))}
          </Flex>
          <Select
            allowClear
            placeholder="All stores"
            aria-label="Store"
            style={{ minWidth: 180 }}
            value={storeId}
            onChange={(v) => {
              setStoreId(v);
              setPage(1);
            }}
            options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="All sellers"
            aria-label="Seller"
            style={{ minWidth: 220 }}
            value={sellerId}
            onChange={(v) => {
              setSellerId(v);
              setPage(1);
            }}
            options={(sellers.data ?? []).map((s) => ({ value: s.id, label: `${s.fullName} (#${s.accountNumberPadded})` }))}
          />
        </Flex>
        {list.error ? (
          <Alert type="error" showIcon title={errorMessage(list.error, MESSAGES.common.unexpected)} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<ProductView>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: MESSAGES.empty.noProducts }}
          pagination={{
            current: page,
            pageSize: PRODUCT_PAGE_SIZE,
            total: list.data?.pagination.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          onRow={(p) => ({ onClick: () => sheets.open({ type: 'product', id: p.id, mode: 'view' }), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'photo',
              width: 64,
              render: (_, p) =>
                p.media[0] ? (
                  <Image
                    src={p.media[0].thumbnailUrl ?? p.media[0].url}
                    width={40}
                    height={40}
                    preview={false}
                    style={{ objectFit: 'cover', borderRadius: 4 }}
                    alt=""
                  />
                ) : null,
            },
            { title: 'SKU', dataIndex: 'skuPadded', width: 90 },
            { title: 'Name', dataIndex: 'name', ellipsis: true, width: '22%' },
            { title: 'Brand', render: (_, p) => p.brand?.name ?? '—' },
            { title: 'Size', render: (_, p) => p.size?.name ?? '—' },
            { title: 'Seller', ellipsis: true, render: (_, p) => p.seller?.fullName ?? '—' },
            { title: 'Store', ellipsis: true, render: (_, p) => p.store?.name ?? '—' },
            {
              title: 'Price',
              align: 'right',
              render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatMajor(p.price, currency)}</span>,
            },
            { title: 'Status', render: (_, p) => <StatusTag status={p.status} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
