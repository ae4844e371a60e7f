import { PAYMENT_METHODS, parisToday } from '@consign/contracts';
import { Alert, Button, Card, DatePicker, Descriptions, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useSaleReportQuery } from '../../api/sales.api';
import { useListStoresMinimalQuery } from '../../api/stores.api';
import { METHOD_LABELS } from './PaymentRow';

/** A day as written in Norway: 25.11.2026. */
export const NORWEGIAN_DAY = 'D.M.YYYY';

/** The class that alone is printed while a day report is on screen (see the print rule below). */
const PRINTED = 'day-report-printed';

/**
 * The day report of a store and a Europe/Paris day (today and the selling store unless picked): printable,
 * the browser printing only this card.
 */
export function DayReport({ sellingStoreId, money }: { sellingStoreId?: string; money: (major: number) => string }) {
  const today = parisToday();
  const [date, setDate] = useState(today);
  const [storeId, setStoreId] = useState(sellingStoreId);
  // The till's store changed: its report follows.
  useEffect(() => setStoreId(sellingStoreId), [sellingStoreId]);
  const { data: stores } = useListStoresMinimalQuery();
  const { data, isLoading, isError } = useSaleReportQuery(
    { date, ...(storeId ? { storeId } : {}) },
    { refetchOnMountOrArgChange: true, pollingInterval: date === today ? 30_000 : 0 },
  );
  const storeName = stores?.find((s) => s.id === storeId)?.name ?? 'All stores';
  return (
    <Card
      className={PRINTED}
      title={`Day report ${dayjs(date).format(NORWEGIAN_DAY)} · ${storeName}`}
      loading={isLoading}
      extra={
        <Flex gap={8} className="no-print">
          <Select
            aria-label="Report store"
            placeholder="All stores"
            allowClear
            style={{ minWidth: 180 }}
            value={storeId}
            onChange={(v: string | undefined) => setStoreId(v)}
            options={(stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <DatePicker
            aria-label="Report date"
            value={dayjs(date)}
            allowClear={false}
            format={NORWEGIAN_DAY}
            // Days after today (in Paris) have no sales yet.
            disabledDate={(d) => d.format('YYYY-MM-DD') > today}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          <Button onClick={() => window.print()}>Print</Button>
        </Flex>
      }
    >
      <style>{`@media print {
  body * { visibility: hidden; }
  .${PRINTED}, .${PRINTED} * { visibility: visible; }
  .${PRINTED} { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .${PRINTED} .no-print { display: none; }
}`}</style>
      {isError && <Alert type="error" showIcon title="The day report could not be loaded" />}
      {data && (
        <Descriptions column={2} size="small" aria-label="Day report">
          <Descriptions.Item label="Sales">{data.count}</Descriptions.Item>
          <Descriptions.Item label="Total">{money(data.total)}</Descriptions.Item>
          {PAYMENT_METHODS.map((m) => (
            <Descriptions.Item key={m} label={METHOD_LABELS[m]}>
              {money(data.byMethod[m])}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="Consignors' share">{money(data.sellersShare)}</Descriptions.Item>
          <Descriptions.Item label="Shop's share">{money(data.shopShare)}</Descriptions.Item>
          <Descriptions.Item label="Returns">
            {data.returns.items} item{data.returns.items === 1 ? '' : 's'}, {money(data.returns.total)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
