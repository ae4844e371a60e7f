import { Alert, Descriptions, Drawer, Empty, Flex, Grid, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import {
  HISTORY_ACTOR_IN_WORDS,
  HISTORY_IN_WORDS,
  PRODUCT_PAGE_TEXTS,
  STATUS_IN_WORDS,
  pickUpDeadline,
  type ProductHistoryEntry,
  type ProductView,
} from '@consign/contracts';
import { useGetPriceGuidanceQuery, useGetProductHistoryQuery } from '../../api/portal.api';
import { StatusTag, statusLabel } from '../../components/StatusTag';
import { ExpiryDecision } from './ExpiryDecision';
import { formatMajor } from '../../components/format';
import { useSellerShare } from './use-seller-share';
import { useShowListedPrice } from './use-show-listed-price';

const day = (iso: string | null | undefined) => (iso ? dayjs(iso).format('D MMM YYYY') : null);

/** What the status asks of the consignor; pick-up names the store and the last day to come by. */
export function statusInWords(p: ProductView): string {
  if (p.status !== 'pick-up') return STATUS_IN_WORDS[p.status ?? 'active'];
  const by = day(pickUpDeadline(p.meta.pickUpAt ?? p.meta.updatedAt).toISOString())!;
  return STATUS_IN_WORDS['pick-up'](p.store?.name ?? 'the store', by);
}

/** A line's change in words; a price change or markdown (listed prices) says no amounts when the price is hidden. */
function historyChange(e: ProductHistoryEntry, currency: string, showPrice: boolean): string | null {
  if (!showPrice && (e.type === 'price' || e.type === 'markdown')) return null;
  const show = (v: ProductHistoryEntry['from']) => (typeof v === 'number' ? formatMajor(v, currency) : v ? statusLabel(v) : null);
  const from = show(e.from);
  const to = show(e.to);
  if (e.type === 'received' || e.type === 'listed') return null;
  if (e.type === 'sold') return to && `for ${to}`;
  return from && to ? `${from} → ${to}` : to;
}

/** 'Similar items sold for X–Y in about Z days', from the shop's own sales; nothing while loading, on error or when thin. */
function Guidance({ id, currency }: { id: string; currency: string }) {
  const { data } = useGetPriceGuidanceQuery(id);
  if (!data) return null;
  return (
    <Typography.Text type="secondary">
      {PRODUCT_PAGE_TEXTS.guidance(formatMajor(data.low, currency), formatMajor(data.high, currency), data.days)}
    </Typography.Text>
  );
}

/** Photos side by side, one screen wide each: a finger swipes between them (CSS scroll snapping). */
function Photos({ product }: { product: ProductView }) {
  const { token } = theme.useToken();
  if (!product.media.length)
    return (
      <Flex align="center" justify="center" style={{ height: 160, borderRadius: 8, background: token.colorFillSecondary }}>
        <Typography.Text type="secondary">{PRODUCT_PAGE_TEXTS.noPhotos}</Typography.Text>
      </Flex>
    );
  return (
    <div
      aria-label="Photos"
      role="region"
      style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: 8, borderRadius: 8 }}
    >
      {product.media.map((m, i) => (
        <img
          key={m.filename}
          src={m.url ?? m.thumbnailUrl}
          alt={`${product.name}, photo ${i + 1} of ${product.media.length}`}
          style={{ flex: '0 0 100%', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', scrollSnapAlign: 'center', borderRadius: 8 }}
        />
      ))}
    </div>
  );
}

function History({ id, currency, showPrice }: { id: string; currency: string; showPrice: boolean }) {
  const history = useGetProductHistoryQuery(id);
  const { token } = theme.useToken();
  if (history.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <Alert type="error" showIcon title={PRODUCT_PAGE_TEXTS.historyFailed} />;
  if (!history.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PRODUCT_PAGE_TEXTS.noHistory} />;
  return (
    <ol aria-label="History" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.data.map((e, i) => {
        const change = historyChange(e, currency, showPrice);
        return (
          <li key={i} style={{ padding: '6px 0', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>
                {HISTORY_IN_WORDS[e.type]}
                {change ? ` ${change}` : ''} <Typography.Text type="secondary">{HISTORY_ACTOR_IN_WORDS[e.by]}</Typography.Text>
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {day(e.at)}
              </Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}

/** The consignor's page of one item: a full-width sheet on a phone, a side sheet on a larger screen. */
export function ProductDetail({ product, currency, onClose }: { product: ProductView | null; currency: string; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const sellerShare = useSellerShare(currency);
  const showPrice = useShowListedPrice();
  const p = product;
  const dates = p
    ? [
        ['Handed in', day(p.meta.createdAt)],
        ['Expires', p.status === 'active' ? day(p.expiringAt) : null],
        ['Sold', day(p.meta.soldAt)],
        ['Set to pick-up', day(p.meta.pickUpAt)],
        ['Donated', day(p.meta.donatedAt)],
      ].filter((d): d is [string, string] => !!d[1])
    : [];
  return (
    <Drawer open={!!p} onClose={onClose} placement="right" size={screens.sm ? 480 : '100%'} title={p?.name} destroyOnHidden>
      {p ? (
        <Flex vertical gap={16}>
          <Photos product={p} />
          <Flex vertical gap={4}>
            <Flex gap={8} align="center" wrap>
              <StatusTag status={p.status} />
              <Typography.Text type="secondary">#{p.skuPadded}</Typography.Text>
            </Flex>
            <Typography.Text>{statusInWords(p)}</Typography.Text>
          </Flex>
          {p.status === 'active' ? <Guidance id={p.id} currency={currency} /> : null}
          {p.status === 'active' && !p.storeOwned ? <ExpiryDecision product={p} currency={currency} /> : null}
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              ...(showPrice ? [{ key: 'price', label: 'Listed price', children: formatMajor(p.price, currency) }] : []),
              { key: 'share', label: 'Your share', children: formatMajor(sellerShare(p), currency) },
              { key: 'store', label: 'Store', children: p.store?.name ?? '–' },
              { key: 'brand', label: 'Brand', children: p.brand?.name ?? '–' },
              { key: 'size', label: 'Size', children: p.size?.name ?? '–' },
              { key: 'color', label: 'Colour', children: p.color?.name ?? '–' },
              { key: 'material', label: 'Material', children: p.material?.name ?? '–' },
              { key: 'category', label: 'Category', children: p.category?.name ?? '–' },
              { key: 'condition', label: 'Condition', children: statusLabel(p.attractiveness) },
              ...dates.map(([label, value]) => ({ key: label, label, children: value })),
            ]}
          />
          <Flex vertical gap={4}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              History
            </Typography.Title>
            <History id={p.id} currency={currency} showPrice={showPrice} />
          </Flex>
        </Flex>
      ) : null}
    </Drawer>
  );
}
