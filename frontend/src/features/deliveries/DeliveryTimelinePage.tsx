import { Button, Card, DatePicker, Empty, Flex, Select, Skeleton, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parisToday } from '@consign/contracts';
import { useListDeliveriesQuery, useListDeliveryStoresQuery } from '../../api/deliveries.api';
import { dayFormat } from '../../components/format';
import { useSheets } from '../../sheets/use-sheets';
import { formatSlotTime, inParis } from '../../components/paris-time';
import { axisFor, buildTimeline, scrollTarget } from './timeline';
import { DeliveryVariantTag, useVariantStyle } from './variant-style';
import { PageHeader } from '../../components/PageHeader';

// A 30-minute slot is 64 px wide: its time and the start of the seller's name fit ('16:00', not '16:0…').
const HOUR_PX = 128;
const LANE_PX = 52;
const STORE_PX = 160;
/** The arrows of the day switcher (their buttons are labelled) and the calendar states of the legend. */
const PREVIOUS = '‹';
const NEXT = '›';
const LEGEND = ['confirmed', 'completed', 'cancelled'] as const;

/** /deliveries/timeline: each store's deliveries of a day on a time axis in Paris time. */
export default function DeliveryTimelinePage() {
  const { t } = useTranslation(['deliveries', 'messages']);
  const [date, setDate] = useState(parisToday());
  const [storeId, setStoreId] = useState<string>();
  const { open } = useSheets();
  const stores = useListDeliveryStoresQuery();
  const {
    data: deliveries,
    isLoading,
    isError,
  } = useListDeliveriesQuery({ from: date, to: date, includeCancelled: true, ...(storeId ? { storeId } : {}) });
  const axis = useMemo(() => axisFor(deliveries ?? []), [deliveries]);
  const rows = useMemo(() => buildTimeline(deliveries ?? [], axis), [deliveries, axis]);
  const hours = Array.from({ length: axis.to - axis.from }, (_, i) => axis.from + i);
  const width = hours.length * HOUR_PX;
  const { token } = theme.useToken();
  const variantStyle = useVariantStyle();
  const scroller = useRef<HTMLDivElement>(null);
  // The day opens where it matters: at now on today, else at the first delivery.
  useEffect(() => {
    const now = inParis(new Date());
    const minutes = scrollTarget(rows, axis, date === parisToday() ? now.hour() * 60 + now.minute() : null);
    if (scroller.current) scroller.current.scrollLeft = Math.max(0, (minutes / 60) * HOUR_PX);
  }, [rows, axis, date]);

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('timeline.title')}>
        <Flex gap={8}>
          <Button onClick={() => open({ type: 'delivery', mode: 'view', params: { list: 'day', date, ...(storeId ? { storeId } : {}) } })}>
            {t('timeline.list')}
          </Button>
          <Button type="primary" onClick={() => open({ type: 'delivery', mode: 'create' })}>
            {t('timeline.schedule')}
          </Button>
        </Flex>
      </PageHeader>
      <Card>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Select
            aria-label={t('timeline.store')}
            allowClear
            placeholder={t('timeline.allStores')}
            style={{ minWidth: 220 }}
            value={storeId}
            onChange={(v: string | undefined) => setStoreId(v)}
            options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <Button onClick={() => setDate(dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'))} aria-label={t('timeline.previousDay')}>
            {PREVIOUS}
          </Button>
          <DatePicker
            aria-label={t('timeline.date')}
            value={dayjs(date)}
            allowClear={false}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
            format={dayFormat()}
          />
          <Button onClick={() => setDate(dayjs(date).add(1, 'day').format('YYYY-MM-DD'))} aria-label={t('timeline.nextDay')}>
            {NEXT}
          </Button>
          <Button onClick={() => setDate(parisToday())}>{t('timeline.today')}</Button>
          <Flex gap={4} style={{ marginLeft: 'auto' }}>
            {LEGEND.map((v) => (
              <DeliveryVariantTag key={v} variant={v} />
            ))}
          </Flex>
        </Flex>
        {isLoading ? (
          <Skeleton active />
        ) : isError ? (
          <Typography.Text type="danger">{t('messages:common.unexpected')}</Typography.Text>
        ) : rows.length === 0 ? (
          <Empty description={t('messages:empty.noDeliveries')} />
        ) : (
          <div ref={scroller} style={{ overflowX: 'auto', maxWidth: '100%' }} role="region" aria-label={t('timeline.region')}>
            <div style={{ display: 'grid', gridTemplateColumns: `${STORE_PX}px ${width}px`, width: STORE_PX + width }}>
              <div style={{ position: 'sticky', left: 0, zIndex: 2, background: token.colorBgContainer }} />
              <div style={{ position: 'relative', height: 24, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
                {hours.map((h, i) => (
                  <Typography.Text key={h} type="secondary" style={{ position: 'absolute', left: i * HOUR_PX, fontSize: 12 }}>
                    {String(h).padStart(2, '0')}:00
                  </Typography.Text>
                ))}
              </div>
              {rows.map((row) => (
                <div key={row.storeId} style={{ display: 'contents' }} data-testid="timeline-row">
                  {/* The store stays in sight while the hours scroll under it. */}
                  <Typography.Text
                    strong
                    style={{
                      padding: '12px 8px',
                      borderBottom: `1px solid ${token.colorBorderSecondary}`,
                      position: 'sticky',
                      left: 0,
                      zIndex: 2,
                      background: token.colorBgContainer,
                    }}
                  >
                    {row.storeName}
                  </Typography.Text>
                  <div
                    style={{
                      position: 'relative',
                      height: row.lanes * LANE_PX + 8,
                      borderBottom: `1px solid ${token.colorBorderSecondary}`,
                      backgroundImage: `repeating-linear-gradient(to right, ${token.colorFillSecondary} 0 1px, transparent 1px ${HOUR_PX}px)`,
                    }}
                  >
                    {row.items.map((item) => {
                      const style = variantStyle[item.variant];
                      return (
                        <Tooltip
                          key={item.delivery.id}
                          title={`${item.delivery.seller.name} · ${formatSlotTime(item.delivery.at)} · ${t(`variant.${item.variant}`)}`}
                        >
                          <button
                            type="button"
                            data-variant={item.variant}
                            onClick={() => open({ type: 'delivery', id: item.delivery.id, mode: 'view' })}
                            style={{
                              position: 'absolute',
                              top: 4 + item.lane * LANE_PX,
                              left: (item.start / 60) * HOUR_PX,
                              width: Math.max(40, (item.length / 60) * HOUR_PX - 4),
                              height: LANE_PX - 6,
                              background: style.background,
                              border: `1px solid ${style.border}`,
                              borderLeftWidth: 4,
                              borderRadius: 6,
                              padding: '2px 6px',
                              textAlign: 'left',
                              cursor: 'pointer',
                              overflow: 'hidden',
                              textDecoration: item.variant === 'cancelled' ? 'line-through' : undefined,
                              font: 'inherit',
                              fontSize: 12,
                            }}
                          >
                            <div style={{ fontWeight: 600 }}>{formatSlotTime(item.delivery.at)}</div>
                            <div style={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
                              {item.delivery.seller.name}
                            </div>
                          </button>
                        </Tooltip>
                      );
                    })}
                  </div>
                </div>
              ))}
            </div>
          </div>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('timeline.parisTime')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
