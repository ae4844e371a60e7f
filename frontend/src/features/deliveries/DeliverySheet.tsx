import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parisToday, type DeliveryView } from '@consign/contracts';
import {
  useCancelDeliveryMutation,
  useCompleteDeliveryMutation,
  useGetDeliveryQuery,
  useListDeliveriesQuery,
  useListSellerDeliveriesQuery,
} from '../../api/deliveries.api';
import { errorMessage } from '../../api/api';
import { formatDay } from '../../components/format';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';
import { Rows } from '../../components/Rows';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetMenu, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { BookingForm, DeliveryDetails } from './booking';
import { formatDeliveryTime, isPastDelivery } from '../../components/paris-time';
import { SellerPicker } from '../../components/SellerPicker';
import { readDefaultStore } from '../../components/default-store';
import { variantOf } from './timeline';
import { DeliveryVariantTag } from './variant-style';

/** Staff book for any seller: the booking flow of the portal with a seller picker on top. */
function CreateDelivery({ sellerId: initialSeller }: { sellerId?: string }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const [sellerId, setSellerId] = useState(initialSeller);
  const { close } = useSheets();
  // Read once: a change of the default store while booking must not swap the store under a held slot.
  const [defaultStoreId] = useState(readDefaultStore);
  return (
    <SheetLayout title={t('sheet.scheduleTitle')}>
      <BookingForm
        sellerId={sellerId}
        defaultStoreId={defaultStoreId}
        sellerPicker={
          <Form.Item label={t('sheet.seller')} required>
            <SellerPicker value={sellerId} onChange={setSellerId} />
          </Form.Item>
        }
        onDone={() => close()}
        onClose={() => close()}
      />
    </SheetLayout>
  );
}

function ViewDelivery({ delivery }: { delivery: DeliveryView }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { setMode, close } = useSheets();
  const [complete, { isLoading: completing }] = useCompleteDeliveryMutation();
  const [remove] = useCancelDeliveryMutation();
  const notify = useNotify();
  const ask = useConfirm();
  const variant = variantOf(delivery);
  const confirmDelete = () =>
    void ask({
      title: t('sheet.deleteTitle'),
      content: t('sheet.deleteContent'),
      okText: t('sheet.delete'),
      danger: true,
      onOk: async () => {
        try {
          await remove(delivery.id).unwrap();
          notify.success(t('messages:deliveries.cancelled'));
          close();
        } catch (error) {
          notify.error(error, t('messages:deliveries.unexpected'));
        }
      },
    });
  return (
    <SheetLayout
      title={t('sheet.title')}
      extra={
        <>
          {delivery.status === 'confirmed' ? (
            <Button
              loading={completing}
              onClick={async () => {
                try {
                  await complete(delivery.id).unwrap();
                  notify.success(t('sheet.markedCompleted'));
                } catch (error) {
                  notify.error(error, t('messages:deliveries.failedToUpdate'));
                }
              }}
            >
              {t('sheet.markCompleted')}
            </Button>
          ) : null}
          {/* A past delivery is read-only (SPEC §4): the server refuses its deletion, so it is not offered. */}
          {variant !== 'cancelled' && !isPastDelivery(delivery.at) ? (
            <SheetMenu items={[{ key: 'delete', label: t('sheet.delete'), danger: true, onClick: confirmDelete }]} />
          ) : null}
        </>
      }
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('sheet.seller')}>{delivery.seller.name}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.sellerEmail')}>{delivery.seller.email}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.calendar')}>
          <DeliveryVariantTag variant={variant} />
        </Descriptions.Item>
      </Descriptions>
      {variant === 'cancelled' ? (
        <Alert type="warning" showIcon title={t('sheet.wasCancelled')} />
      ) : (
        <DeliveryDetails delivery={delivery} onReschedule={() => setMode('edit')} onClose={() => close()} />
      )}
    </SheetLayout>
  );
}

function EditDelivery({ delivery }: { delivery: DeliveryView }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { setMode } = useSheets();
  if (isPastDelivery(delivery.at)) {
    return (
      <SheetLayout title={t('sheet.rescheduleTitle')} footer={<Button onClick={() => setMode('view')}>{t('sheet.back')}</Button>}>
        <Alert type="info" showIcon title={t('messages:deliveries.pastReadOnly')} />
      </SheetLayout>
    );
  }
  return (
    <SheetLayout title={t('sheet.rescheduleTitle')}>
      <BookingForm sellerId={delivery.seller.id} delivery={delivery} onDone={() => setMode('view')} onClose={() => setMode('view')} />
    </SheetLayout>
  );
}

function DeliveryList({ title, deliveries, loading }: { title: string; deliveries: DeliveryView[] | undefined; loading: boolean }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { open } = useSheets();
  return (
    <SheetLayout title={title}>
      <Rows
        label={title}
        loading={loading}
        items={deliveries ?? []}
        rowKey={(d) => d.id}
        empty={t('messages:empty.noDeliveries')}
        onOpen={(d) => open({ type: 'delivery', id: d.id, mode: 'view' })}
        render={(d) => (
          <Flex justify="space-between" align="center" gap={8}>
            <Flex vertical>
              <Typography.Text strong>{`${formatDeliveryTime(d.at)} · ${d.store.name}`}</Typography.Text>
              <Typography.Text type="secondary">{d.seller.name}</Typography.Text>
            </Flex>
            <DeliveryVariantTag variant={variantOf(d)} />
          </Flex>
        )}
      />
    </SheetLayout>
  );
}

function SellerDeliveries({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { data, isLoading } = useListSellerDeliveriesQuery({ sellerId });
  return <DeliveryList title={t('sheet.listTitle')} deliveries={data} loading={isLoading} />;
}

function DayDeliveries({ date, storeId }: { date: string; storeId?: string }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { data, isLoading } = useListDeliveriesQuery({ from: date, to: date, includeCancelled: true, ...(storeId ? { storeId } : {}) });
  return <DeliveryList title={t('sheet.dayTitle', { date: formatDay(date) })} deliveries={data} loading={isLoading} />;
}

function DeliveryById({ id, mode }: { id: string; mode: 'view' | 'edit' }) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const { data, isLoading, error } = useGetDeliveryQuery(id);
  if (!data)
    return <SheetState title={t('sheet.title')} loading={isLoading} error={errorMessage(error, t('messages:deliveries.noInformation'))} />;
  return mode === 'edit' ? <EditDelivery delivery={data} /> : <ViewDelivery delivery={data} />;
}

/** The delivery sheet and drawers (SPEC §2): list, create, view, edit. */
export default function DeliverySheet({ entry }: SheetProps) {
  if (entry.mode === 'create') return <CreateDelivery sellerId={entry.params?.sellerId} />;
  if (entry.id) return <DeliveryById id={entry.id} mode={entry.mode === 'edit' ? 'edit' : 'view'} />;
  if (entry.params?.sellerId) return <SellerDeliveries sellerId={entry.params.sellerId} />;
  return <DayDeliveries date={entry.params?.date ?? parisToday()} storeId={entry.params?.storeId} />;
}
