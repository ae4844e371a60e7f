import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { StatusTag } from '../../components/StatusTag';
import { useState } from 'react';
import dayjs from 'dayjs';
import { MESSAGES, PRODUCT_PAGE_SIZE, type ProductStatus, type ProductView } from '@consign/contracts';
import { money } from './portal-rules';
import { Rows } from './Rows';

/** SPEC §4 list filter chips. */
const FILTERS: ProductStatus[] = ['active', 'sold', 'pick-up', 'returned'];

/** The seller's share of a price: nothing for store-owned products (SPEC §3). */
export const sellerShare = (p: ProductView) => (p.storeOwned ? 0 : p.price * p.consignmentSplit);

export function ProductsTab({ products, currency }: { products: ProductView[]; currency: string }) {
  const [filter, setFilter] = useState<ProductStatus | null>(null);
  // SPEC §9: the list shows 50 at a time.
  const [pages, setPages] = useState(1);
  const shown = filter ? products.filter((p) => (p.status ?? 'active') === filter) : products;
  return (
    <Flex vertical gap={12}>
      <Flex gap={4} wrap role="group" aria-label="Filter by status">
        {FILTERS.map((status) => (
          <Tag.CheckableTag
            key={status}
            checked={filter === status}
            onChange={(on) => {
              setFilter(on ? status : null);
              setPages(1);
            }}
          >
            {status}
          </Tag.CheckableTag>
        ))}
      </Flex>
      {shown.length ? (
        <Rows
          label="Products"
          items={shown.slice(0, pages * PRODUCT_PAGE_SIZE)}
          rowKey={(p) => p.id}
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
                    style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }}
                  />
                ) : (
                  <div style={{ width: 64, height: 64, borderRadius: 8, background: '#eef1ef', flex: 'none' }} />
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
                  <Typography.Text>
                    {money(p.price, currency)} · Your share {money(sellerShare(p), currency)}
                  </Typography.Text>
                  <Typography.Text type="secondary">Expires {dayjs(p.expiringAt).format('D MMM YYYY')}</Typography.Text>
                </Flex>
              </Flex>
            );
          }}
        />
      ) : (
        <Empty description={MESSAGES.empty.noProducts} />
      )}
      {shown.length > pages * PRODUCT_PAGE_SIZE ? (
        <Button block onClick={() => setPages((n) => n + 1)}>
          Show more
        </Button>
      ) : null}
    </Flex>
  );
}
