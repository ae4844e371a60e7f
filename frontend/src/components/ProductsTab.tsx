import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Flex, Pagination, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { PRODUCT_PAGE_SIZE, parisDay, type ProductStatus, type ProductView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api';
import { useListProductsQuery, useProductLabelsMutation } from '../api/products.api';
import { formatCalendarDate, formatMajor } from './format';
import { useNotify } from './notify';
import { Rows } from './Rows';
import { StatusTag } from './StatusTag';

/** SPEC §4 list filter chips. */
const FILTERS = ['active', 'sold', 'pick-up', 'returned'] as const satisfies readonly ProductStatus[];

/**
 * Where the rows come from: the server, a page at a time (the staff seller view), or a list the screen already
 * holds for its other cards (the portal), paged here.
 */
export type ProductsSource = { sellerId: string } | { products: ProductView[]; loading?: boolean };

interface Props {
  source: ProductsSource;
  currency: string;
  /** What a row opens: the portal's item page, the staff product sheet. */
  onOpen: (product: ProductView) => void;
  /** The consignor's share of a product (the portal says 'Your share'). */
  share?: (product: ProductView) => number;
  /** The listed price on each row: staff always see it; the portal follows the organization's showListedPrice. */
  showPrice?: boolean;
  /** SPEC §6: only coworkers bulk-select a seller's products, to print their labels. */
  selectable?: boolean;
  /** A line under the expiry, e.g. staff see the consignor's expiry decision; nothing when it gives null. */
  note?: (product: ProductView) => string | null;
}

/**
 * A seller's products, 50 a page with status filter chips, both paged and filtered on the server: the portal's
 * Products tab and the staff seller view's, one row each with its photo, status, SKU, store, price and expiry (the portal leaves the price out when the
 * organization does not show consignors the listed price).
 */
export function ProductsTab({ source, currency, onOpen, share, showPrice = true, selectable, note }: Props) {
  const { token } = theme.useToken();
  const { t } = useTranslation(['common', 'messages']);
  const [filter, setFilter] = useState<ProductStatus | null>(null);
  // SPEC §9: the list shows 50 at a time.
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useProductPage(source, filter, page);
  const count = list.count;
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={4} wrap role="group" aria-label={t('productsTab.filterByStatus')}>
          {FILTERS.map((status) => (
            <Tag.CheckableTag
              key={status}
              checked={filter === status}
              onChange={(on) => {
                setFilter(on ? status : null);
                setPage(1);
              }}
            >
              {t(`productsTab.filter.${status}`)}
            </Tag.CheckableTag>
          ))}
        </Flex>
        {selectable ? <PrintLabels ids={selected} count={count} /> : null}
      </Flex>
      {list.error ? <Alert type="error" showIcon title={errorMessage(list.error, t('messages:common.unexpected'))} /> : null}
      <Rows
        label={t('productsTab.products')}
        loading={list.loading}
        items={list.rows}
        rowKey={(p) => p.id}
        empty={<Empty description={t('messages:empty.noProducts')} />}
        onOpen={onOpen}
        lead={
          selectable
            ? (p) => (
                <Checkbox
                  aria-label={t('productsTab.select', { name: p.name })}
                  checked={selected.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
              )
            : undefined
        }
        render={(p) => {
          const media = p.media[0];
          const src = media?.thumbnailUrl ?? media?.url;
          return (
            <Flex gap={12} align="flex-start" style={{ width: '100%' }}>
              {src ? (
                <img
                  src={src}
                  alt={p.name}
                  width={64}
                  height={64}
                  loading="lazy"
                  style={{ objectFit: 'cover', borderRadius: token.borderRadius, flex: 'none' }}
                />
              ) : (
                <div
                  style={{ width: 64, height: 64, borderRadius: token.borderRadius, background: token.colorFillSecondary, flex: 'none' }}
                />
              )}
              <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text strong ellipsis>
                    {p.name}
                  </Typography.Text>
                  <StatusTag status={p.status} />
                </Flex>
                <Typography.Text type="secondary">
                  #{p.skuPadded}
                  {p.store ? ` · ${p.store.name}` : ''}
                </Typography.Text>
                {showPrice || share ? (
                  <Typography.Text>
                    {showPrice ? <span style={{ whiteSpace: 'nowrap' }}>{formatMajor(p.price, currency)}</span> : null}
                    {showPrice && share ? ' · ' : null}
                    {share ? (
                      <span style={{ whiteSpace: 'nowrap' }}>
                        {t('productsTab.yourShare', { amount: formatMajor(share(p), currency) })}
                      </span>
                    ) : null}
                  </Typography.Text>
                ) : null}
                <Typography.Text type="secondary">
                  {t('productsTab.expires', { date: formatCalendarDate(parisDay(new Date(p.expiringAt))) })}
                </Typography.Text>
                {note?.(p) ? <Typography.Text>{note(p)}</Typography.Text> : null}
              </Flex>
            </Flex>
          );
        }}
      />
      <Pagination
        align="center"
        current={page}
        pageSize={PRODUCT_PAGE_SIZE}
        total={count}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}

/** One page of the source's products with the status chosen, and how many there are in all. */
function useProductPage(source: ProductsSource, filter: ProductStatus | null, page: number) {
  const sellerId = 'sellerId' in source ? source.sellerId : undefined;
  const list = useListProductsQuery(
    { sellerId, statuses: filter ? [filter] : undefined, take: PRODUCT_PAGE_SIZE, skip: (page - 1) * PRODUCT_PAGE_SIZE },
    { skip: !sellerId },
  );
  if (!('products' in source))
    return { rows: list.data?.data ?? [], count: list.data?.pagination.count ?? 0, loading: list.isFetching, error: list.error };
  const all = filter ? source.products.filter((p) => (p.status ?? 'active') === filter) : source.products;
  const rows = all.slice((page - 1) * PRODUCT_PAGE_SIZE, page * PRODUCT_PAGE_SIZE);
  return { rows, count: all.length, loading: source.loading, error: undefined };
}

/** The chosen products' labels in one PDF. */
function PrintLabels({ ids, count }: { ids: string[]; count: number }) {
  const [labels, { isLoading }] = useProductLabelsMutation();
  const notify = useNotify();
  const { t } = useTranslation(['common', 'messages']);
  const print = async () => {
    const result = await labels({ ids });
    if ('error' in result) notify.error(result.error, t('messages:common.unexpected'));
    else window.open(result.data, '_blank');
  };
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">
        {ids.length ? t('productsTab.selected', { count: ids.length }) : t('productsTab.count', { count })}
      </Typography.Text>
      <Button icon={<PrinterOutlined />} disabled={!ids.length} loading={isLoading} onClick={() => void print()}>
        {t('productsTab.printLabels')}
      </Button>
    </Flex>
  );
}
