import { Alert, Descriptions, Drawer, Empty, Flex, Grid, Skeleton, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pickUpDeadline, type ProductHistoryEntry, type ProductView } from '@consign/contracts';
import { useGetPriceGuidanceQuery, useGetProductHistoryQuery } from '../../api/portal.api';
import { StatusTag, statusLabel } from '../../components/StatusTag';
import { ExpiryDecision } from './ExpiryDecision';
import { formatCalendarDate, formatMajor } from '../../components/format';
import { useSellerShare } from './use-seller-share';
import { useShowListedPrice } from './use-show-listed-price';

type T = TFunction<'portal'>;

const day = (iso: string | null | undefined) => (iso ? formatCalendarDate(iso) : null);

/** What the status asks of the consignor; pick-up names the store and the last day to come by. */
export function statusInWords(p: ProductView, t: T): string {
  if (p.status !== 'pick-up') return t(`item.status.${p.status ?? 'active'}`);
  const by = formatCalendarDate(pickUpDeadline(p.meta.pickUpAt ?? p.meta.updatedAt).toISOString());
  return t('item.status.pickUp', { store: p.store?.name ?? t('item.theStore'), by });
}

/** A line's change in words; a price change or markdown (listed prices) says no amounts when the price is hidden. */
function historyChange(e: ProductHistoryEntry, currency: string, showPrice: boolean, t: T): string | null {
  if (!showPrice && (e.type === 'price' || e.type === 'markdown')) return null;
  const show = (v: ProductHistoryEntry['from']) => (typeof v === 'number' ? formatMajor(v, currency) : v ? statusLabel(v) : null);
  const from = show(e.from);
  const to = show(e.to);
  if (e.type === 'received' || e.type === 'listed') return null;
  if (e.type === 'sold') return to && t('item.history.soldFor', { price: to });
  return from && to ? `${from} → ${to}` : to;
}

/** 'Similar items sold for X–Y in about Z days', from the shop's own sales; nothing while loading, on error or when thin. */
function Guidance({ id, currency }: { id: string; currency: string }) {
  const { t } = useTranslation('portal');
  const { data } = useGetPriceGuidanceQuery(id);
  if (!data) return null;
  return (
    <Typography.Text type="secondary">
      {t('item.guidance', { low: formatMajor(data.low, currency), high: formatMajor(data.high, currency), days: data.days })}
    </Typography.Text>
  );
}

/** Photos side by side, one screen wide each: a finger swipes between them (CSS scroll snapping). */
function Photos({ product }: { product: ProductView }) {
  const { t } = useTranslation('portal');
  const { token } = theme.useToken();
  if (!product.media.length)
    return (
      <Flex align="center" justify="center" style={{ height: 160, borderRadius: 8, background: token.colorFillSecondary }}>
        <Typography.Text type="secondary">{t('item.noPhotos')}</Typography.Text>
      </Flex>
    );
  return (
    <div
      aria-label={t('item.photos')}
      role="region"
      style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: 8, borderRadius: 8 }}
    >
      {product.media.map((m, i) => (
        <img
          key={m.filename}
          src={m.url ?? m.thumbnailUrl}
          alt={t('item.photoAlt', { name: product.name, index: i + 1, count: product.media.length })}
          style={{ flex: '0 0 100%', width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', scrollSnapAlign: 'center', borderRadius: 8 }}
        />
      ))}
    </div>
  );
}

function History({ id, currency, showPrice }: { id: string; currency: string; showPrice: boolean }) {
  const { t } = useTranslation('portal');
  const history = useGetProductHistoryQuery(id);
  const { token } = theme.useToken();
  if (history.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (history.isError) return <Alert type="error" showIcon title={t('item.history.failed')} />;
  if (!history.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('item.history.empty')} />;
  return (
    <ol aria-label={t('item.history.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.data.map((e, i) => {
        const change = historyChange(e, currency, showPrice, t);
        return (
          <li key={i} style={{ padding: '6px 0', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>
                {t(`item.history.types.${e.type}`)}
                {change ? ` ${change}` : ''} <Typography.Text type="secondary">{t(`item.history.by.${e.by}`)}</Typography.Text>
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
  const { t } = useTranslation('portal');
  const screens = Grid.useBreakpoint();
  const sellerShare = useSellerShare(currency);
  const showPrice = useShowListedPrice();
  const p = product;
  const dates = p
    ? [
        [t('item.dates.handedIn'), day(p.meta.createdAt)],
        [t('item.dates.expires'), p.status === 'active' ? day(p.expiringAt) : null],
        [t('item.dates.sold'), day(p.meta.soldAt)],
        [t('item.dates.pickUp'), day(p.meta.pickUpAt)],
        [t('item.dates.donated'), day(p.meta.donatedAt)],
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
            <Typography.Text>{statusInWords(p, t)}</Typography.Text>
          </Flex>
          {p.status === 'active' ? <Guidance id={p.id} currency={currency} /> : null}
          {p.status === 'active' && !p.storeOwned ? <ExpiryDecision product={p} currency={currency} /> : null}
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              ...(showPrice ? [{ key: 'price', label: t('item.fields.listedPrice'), children: formatMajor(p.price, currency) }] : []),
              { key: 'share', label: t('item.fields.share'), children: formatMajor(sellerShare(p), currency) },
              { key: 'store', label: t('item.fields.store'), children: p.store?.name ?? '–' },
              { key: 'brand', label: t('item.fields.brand'), children: p.brand?.name ?? '–' },
              { key: 'size', label: t('item.fields.size'), children: p.size?.name ?? '–' },
              { key: 'color', label: t('item.fields.color'), children: p.color?.name ?? '–' },
              { key: 'material', label: t('item.fields.material'), children: p.material?.name ?? '–' },
              { key: 'category', label: t('item.fields.category'), children: p.category?.name ?? '–' },
              { key: 'condition', label: t('item.fields.condition'), children: statusLabel(p.attractiveness) },
              ...dates.map(([label, value]) => ({ key: label, label, children: value })),
            ]}
          />
          <Flex vertical gap={4}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('item.history.title')}
            </Typography.Title>
            <History id={p.id} currency={currency} showPrice={showPrice} />
          </Flex>
        </Flex>
      ) : null}
    </Drawer>
  );
}
