import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_PAGE_SIZE, type ProductStatus, type ProductView } from '@consign/contracts';
import { Alert, Button, Card, Flex, Image, Table, Tag, type TableColumnsType, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useListProductsQuery } from '../../api/products.api';
import { SellerPicker } from '../../components/SellerPicker';
import { StorePicker } from '../../components/StorePicker';
import { formatMajor } from '../../components/format';
import { StatusTag, statusColor, statusLabel } from '../../components/StatusTag';
import { useSheets } from '../../sheets/use-sheets';
import { openableRow } from '../../components/openable-row';
import { PageHeader } from '../../components/PageHeader';
import { serverPagination } from '../../components/server-pagination';

/** A header is one or two whole words: never broken inside one. */
function withUnbrokenHeaders<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((c) => ({ ...c, onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }) }));
}

/** SPEC §4: the list's filter chips. */
export const STATUS_CHIPS: ProductStatus[] = ['sold', 'active', 'pick-up', 'returned'];

/** /products: status chips with counts, store and seller filters, 50 a page; a row opens the product sheet. */
export default function ProductsPage() {
  const { t } = useTranslation(['products', 'messages']);
  const [statuses, setStatuses] = useState<ProductStatus[]>([]);
  const [storeId, setStoreId] = useState<string>();
  const [sellerId, setSellerId] = useState<string>();
  const [page, setPage] = useState(1);
  const sheets = useSheets();
  const organization = useGetOrganizationQuery();
  const filters = { storeId, sellerId };
  const list = useListProductsQuery({ ...filters, statuses, take: PRODUCT_PAGE_SIZE, skip: (page - 1) * PRODUCT_PAGE_SIZE });
  // The chips count every status, whichever chips are on: one row is enough to get the counts.
  const counts = useListProductsQuery({ ...filters, take: 1, skip: 0 });
  const currency = organization.data?.currency ?? 'NOK';
  const { token } = theme.useToken();

  const chipBorder = (status: ProductStatus) => {
    const color = statusColor(status);
    return color === 'default' ? token.colorBorder : token[color];
  };

  const toggle = (status: ProductStatus, on: boolean) => {
    setStatuses((prev) => (on ? [...prev, status] : prev.filter((s) => s !== status)));
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('list.title')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => sheets.open({ type: 'product', mode: 'create' })}>
          {t('list.newProduct')}
        </Button>
      </PageHeader>
      <Card>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Flex gap={4} wrap role="group" aria-label={t('list.statusFilter')}>
            {STATUS_CHIPS.map((status) => (
              <Tag.CheckableTag
                key={status}
                checked={statuses.includes(status)}
                onChange={(on) => toggle(status, on)}
                style={{ border: `1px solid ${chipBorder(status)}`, padding: '2px 10px' }}
              >
                {/* No count before the counts arrive: a 0 would be read as none. */}
                {statusLabel(status)} {counts.data ? (counts.data.pagination.countsByStatus[status] ?? 0) : null}
              </Tag.CheckableTag>
            ))}
          </Flex>
          <div style={{ minWidth: 180 }}>
            <StorePicker
              allowEmpty
              placeholder={t('list.allStores')}
              aria-label={t('list.store')}
              value={storeId}
              onChange={(v) => {
                setStoreId(v);
                setPage(1);
              }}
            />
          </div>
          <div style={{ minWidth: 220 }}>
            <SellerPicker
              allowEmpty
              placeholder={t('list.allSellers')}
              value={sellerId}
              onChange={(v) => {
                setSellerId(v);
                setPage(1);
              }}
            />
          </div>
        </Flex>
        {list.error ? (
          <Alert type="error" showIcon title={errorMessage(list.error, t('messages:common.unexpected'))} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<ProductView>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          // Before the first answer the table is loading, not empty.
          locale={{ emptyText: list.data ? t('messages:empty.noProducts') : ' ' }}
          pagination={serverPagination(page, PRODUCT_PAGE_SIZE, list.data?.pagination.count ?? 0, setPage)}
          onRow={(p) => openableRow(() => sheets.open({ type: 'product', id: p.id, mode: 'view' }))}
          // Columns keep their widths and the table scrolls sideways when the window is narrow (1024 px),
          // rather than squeezing headers into 'Bra nd' and the price over the status.
          scroll={{ x: 'max-content' }}
          columns={withUnbrokenHeaders<ProductView>([
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
            { title: t('list.columns.sku'), dataIndex: 'skuPadded', width: 80 },
            { title: t('list.columns.name'), dataIndex: 'name', ellipsis: true, width: 180 },
            // Brand, size and store give way below 1200 px, so that price and status stay in sight.
            { title: t('list.columns.brand'), width: 120, ellipsis: true, responsive: ['xl'], render: (_, p) => p.brand?.name ?? '—' },
            { title: t('list.columns.size'), width: 80, responsive: ['xl'], render: (_, p) => p.size?.name ?? '—' },
            { title: t('list.columns.seller'), width: 140, ellipsis: true, render: (_, p) => p.seller?.fullName ?? '—' },
            { title: t('list.columns.store'), width: 140, ellipsis: true, responsive: ['xl'], render: (_, p) => p.store?.name ?? '—' },
            {
              title: t('list.columns.price'),
              align: 'right',
              width: 110,
              render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatMajor(p.price, currency)}</span>,
            },
            { title: t('list.columns.status'), width: 100, render: (_, p) => <StatusTag status={p.status} /> },
          ])}
        />
      </Card>
    </Flex>
  );
}
