import { Button, Card, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { UPCOMING_OVERVIEW_COUNT, type DeliveryView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useListSellerDeliveriesQuery } from '../../api/deliveries.api';
import { formatDeliveryTime } from '../../components/paris-time';
import { Rows } from '../../components/Rows';

// Loaded when a dialog opens: the calendar, the store picker and the slots are not on the first screen.
const BookingForm = lazy(() => import('../deliveries/booking/BookingForm').then((m) => ({ default: m.BookingForm })));
const DeliveryDetails = lazy(() => import('../deliveries/booking/DeliveryDetails').then((m) => ({ default: m.DeliveryDetails })));

/** SPEC §4: upcoming means at now or later and not cancelled; the overview shows the next 3 (SPEC §9). */
export function upcomingDeliveries(deliveries: DeliveryView[], now = Date.now()): DeliveryView[] {
  return deliveries
    .filter((d) => !d.deleted && d.status !== 'cancelled' && new Date(d.at).getTime() >= now)
    .sort((a, b) => a.at.localeCompare(b.at));
}

type Open = { kind: 'book' } | { kind: 'view'; id: string } | { kind: 'reschedule'; id: string } | null;

/** The seller's upcoming deliveries: view, reschedule, cancel, and 'Book a delivery'. */
export function DeliveriesCard({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const { data = [] } = useListSellerDeliveriesQuery({ sellerId, upcoming: true });
  const [open, setOpen] = useState<Open>(null);
  const upcoming = upcomingDeliveries(data);
  const current = open && open.kind !== 'book' ? data.find((d) => d.id === open.id) : undefined;
  const close = () => setOpen(null);

  return (
    <Card title={t('deliveries.title')}>
      {upcoming.length ? (
        <Rows
          label={t('deliveries.title')}
          items={upcoming.slice(0, UPCOMING_OVERVIEW_COUNT)}
          rowKey={(d) => d.id}
          render={(d) => (
            <Flex justify="space-between" align="center" gap={8}>
              <Flex vertical>
                <Typography.Text strong>{formatDeliveryTime(d.at)}</Typography.Text>
                <Typography.Text type="secondary">{d.store.name}</Typography.Text>
              </Flex>
              <Button onClick={() => setOpen({ kind: 'view', id: d.id })}>{t('deliveries.view')}</Button>
            </Flex>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noUpcomingDeliveries')} />
      )}
      <Button type="primary" block onClick={() => setOpen({ kind: 'book' })} style={{ marginTop: 16 }}>
        {t('deliveries.book')}
      </Button>
      <Modal
        title={
          open?.kind === 'book' ? t('deliveries.book') : open?.kind === 'reschedule' ? t('deliveries.reschedule') : t('deliveries.delivery')
        }
        open={open !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        <Suspense fallback={<Spin />}>
          {open?.kind === 'book' ? <BookingForm sellerId={sellerId} onDone={close} onClose={close} /> : null}
          {open?.kind === 'view' && current ? (
            <DeliveryDetails delivery={current} onReschedule={() => setOpen({ kind: 'reschedule', id: current.id })} onClose={close} />
          ) : null}
          {open?.kind === 'reschedule' && current ? (
            <BookingForm
              sellerId={sellerId}
              delivery={current}
              onDone={() => setOpen({ kind: 'view', id: current.id })}
              onClose={() => setOpen({ kind: 'view', id: current.id })}
            />
          ) : null}
          {open && open.kind !== 'book' && !current ? <Typography.Text>{t('messages:deliveries.noInformation')}</Typography.Text> : null}
        </Suspense>
      </Modal>
    </Card>
  );
}
