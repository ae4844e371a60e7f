import { Button, Card, DatePicker, Empty, Flex, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { MESSAGES } from '@consign/contracts';
import { useListDeliveriesQuery, useListDeliveryStoresQuery } from '../../api/deliveries.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatSlotTime, parisToday } from './booking/paris-time';
import { axisFor, buildTimeline, type TimelineVariant } from './timeline';

const HOUR_PX = 96;
const LANE_PX = 52;

export const VARIANT_STYLE: Record<TimelineVariant, { background: string; border: string; label: string }> = {
  confirmed: { background: '#e6f4ff', border: '#1677ff', label: 'Confirmed' },
  completed: { background: '#f6ffed', border: '#52c41a', label: 'Completed' },
  cancelled: { background: '#fff1f0', border: '#ff4d4f', label: 'Cancelled' },
  pending: { background: '#fffbe6', border: '#faad14', label: 'Pending' },
};

/** /deliveries/timeline: each store's deliveries of a day on a time axis in Paris time. */
export default function DeliveryTimelinePage() {
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

  return (
    <Flex vertical gap={16}>
      <Flex align="center" justify="space-between" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Deliveries
        </Typography.Title>
        <Flex gap={8}>
          <Button onClick={() => open({ type: 'delivery', mode: 'view', params: { list: 'day', date, ...(storeId ? { storeId } : {}) } })}>
            List
          </Button>
          <Button type="primary" onClick={() => open({ type: 'delivery', mode: 'create' })}>
            Schedule delivery
          </Button>
        </Flex>
      </Flex>
      <Card>
        <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
          <Select
            aria-label="Store"
            allowClear
            placeholder="All stores"
            style={{ minWidth: 220 }}
            value={storeId}
            onChange={(v: string | undefined) => setStoreId(v)}
            options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <Button onClick={() => setDate(dayjs(date).subtract(1, 'day').format('YYYY-MM-DD'))} aria-label="Previous day">
            ‹
          </Button>
          <DatePicker
            aria-label="Date"
            value={dayjs(date)}
            allowClear={false}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
            format="ddd D MMM YYYY"
          />
          <Button onClick={() => setDate(dayjs(date).add(1, 'day').format('YYYY-MM-DD'))} aria-label="Next day">
            ›
          </Button>
          <Button onClick={() => setDate(parisToday())}>Today</Button>
          <Flex gap={4} style={{ marginLeft: 'auto' }}>
            {(['confirmed', 'completed', 'cancelled'] as const).map((v) => (
              <Tag key={v} style={{ background: VARIANT_STYLE[v].background, borderColor: VARIANT_STYLE[v].border }}>
                {VARIANT_STYLE[v].label}
              </Tag>
            ))}
          </Flex>
        </Flex>
        {isLoading ? (
          <Skeleton active />
        ) : isError ? (
          <Typography.Text type="danger">{MESSAGES.common.unexpected}</Typography.Text>
        ) : rows.length === 0 ? (
          <Empty description={MESSAGES.empty.noDeliveries} />
        ) : (
          <div style={{ overflowX: 'auto' }} role="region" aria-label="Timeline (Paris time)">
            <div style={{ display: 'grid', gridTemplateColumns: `180px ${width}px`, minWidth: 180 + width }}>
              <div />
              <div style={{ position: 'relative', height: 24, borderBottom: '1px solid #f0f0f0' }}>
                {hours.map((h, i) => (
                  <Typography.Text key={h} type="secondary" style={{ position: 'absolute', left: i * HOUR_PX, fontSize: 12 }}>
                    {String(h).padStart(2, '0')}:00
                  </Typography.Text>
                ))}
              </div>
              {rows.map((row) => (
                <div key={row.storeId} style={{ display: 'contents' }} data-testid="timeline-row">
                  <Typography.Text strong style={{ padding: '12px 8px', borderBottom: '1px solid #f0f0f0' }}>
                    {row.storeName}
                  </Typography.Text>
                  <div
                    style={{
                      position: 'relative',
                      height: row.lanes * LANE_PX + 8,
                      borderBottom: '1px solid #f0f0f0',
                      backgroundImage: `repeating-linear-gradient(to right, #f5f5f5 0 1px, transparent 1px ${HOUR_PX}px)`,
                    }}
                  >
                    {row.items.map((item) => {
                      const style = VARIANT_STYLE[item.variant];
                      return (
                        <Tooltip
                          key={item.delivery.id}
                          title={`${item.delivery.seller.name} · ${formatSlotTime(item.delivery.at)} · ${style.label}`}
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
          Times are Paris time.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
