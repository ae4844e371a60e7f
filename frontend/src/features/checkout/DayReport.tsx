import { PAYMENT_METHODS, parisToday } from '@consign/contracts';
import { Alert, Button, Card, DatePicker, Descriptions, Flex } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleReportQuery } from '../../api/sales.api';
import { useGetStoreQuery } from '../../api/stores.api';
import { StorePicker } from '../../components/StorePicker';
import { formatDay, formatQuantity } from '../../components/format';
import { currentLanguage } from '../../i18n';
import { methodLabel } from './PaymentRow';

/**
 * The day picker's formats: the first shows the day as the language writes it ('25 Nov 2026' / '25.11.2026'; no
 * weekday, which the picker could not read back), the others read a day typed the Norwegian or ISO way.
 */
const pickerFormats = () => [currentLanguage() === 'nb' ? 'DD.MM.YYYY' : 'D MMM YYYY', 'D.M.YYYY', 'YYYY-MM-DD'];

/** The class that alone is printed while a day report is on screen (see the print rule below). */
const PRINTED = 'day-report-printed';

/**
 * The day report of a store and a Europe/Paris day (today and the selling store unless picked): printable,
 * the browser printing only this card.
 */
export function DayReport({ sellingStoreId, money }: { sellingStoreId?: string; money: (major: number) => string }) {
  const { t } = useTranslation('checkout');
  const today = parisToday();
  const [date, setDate] = useState(today);
  const [storeId, setStoreId] = useState(sellingStoreId);
  // The till's store changed: its report follows.
  useEffect(() => setStoreId(sellingStoreId), [sellingStoreId]);
  const store = useGetStoreQuery(storeId ?? '', { skip: !storeId });
  const { data, isLoading, isError } = useSaleReportQuery(
    { date, ...(storeId ? { storeId } : {}) },
    { refetchOnMountOrArgChange: true, pollingInterval: date === today ? 30_000 : 0 },
  );
  const storeName = (storeId && store.data?.name) || t('dayReport.allStores');
  return (
    <Card
      className={PRINTED}
      title={t('dayReport.title', { date: formatDay(date), store: storeName })}
      loading={isLoading}
      extra={
        <Flex gap={8} className="no-print">
          <div style={{ minWidth: 180 }}>
            <StorePicker
              aria-label={t('dayReport.store')}
              placeholder={t('dayReport.allStores')}
              allowEmpty
              value={storeId}
              onChange={setStoreId}
            />
          </div>
          <DatePicker
            aria-label={t('dayReport.date')}
            value={dayjs(date)}
            allowClear={false}
            format={pickerFormats()}
            // Days after today (in Paris) have no sales yet.
            disabledDate={(d) => d.format('YYYY-MM-DD') > today}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
          <Button onClick={() => window.print()}>{t('dayReport.print')}</Button>
        </Flex>
      }
    >
      <style>{`@media print {
  body * { visibility: hidden; }
  .${PRINTED}, .${PRINTED} * { visibility: visible; }
  .${PRINTED} { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .${PRINTED} .no-print { display: none; }
}`}</style>
      {isError && <Alert type="error" showIcon title={t('dayReport.loadFailed')} />}
      {data && (
        <Descriptions column={2} size="small" aria-label={t('dayReport.label')}>
          <Descriptions.Item label={t('dayReport.sales')}>{formatQuantity(data.count)}</Descriptions.Item>
          <Descriptions.Item label={t('dayReport.total')}>{money(data.total)}</Descriptions.Item>
          {PAYMENT_METHODS.map((m) => (
            <Descriptions.Item key={m} label={methodLabel(m)}>
              {money(data.byMethod[m])}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('dayReport.sellersShare')}>{money(data.sellersShare)}</Descriptions.Item>
          <Descriptions.Item label={t('dayReport.shopShare')}>{money(data.shopShare)}</Descriptions.Item>
          <Descriptions.Item label={t('dayReport.returns')}>
            {t('dayReport.returnsValue', { count: data.returns.items, total: money(data.returns.total) })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
