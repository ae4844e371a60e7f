import { Alert, Select, Spin, Typography } from 'antd';
import { Form } from '../../../components/Form';
import { FormActions } from '../../../components/FormActions';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parisToday, type DeliveryView, type TimeSlot } from '@consign/contracts';
import { errorMessage } from '../../../api/api';
import {
  useGetDeliveryDatesQuery,
  useGetDeliverySlotsQuery,
  useListDeliveryStoresQuery,
  useRescheduleDeliveryMutation,
} from '../../../api/deliveries.api';
import { useNotify } from '../../../components/notify';
import { DeliveryCalendar } from './DeliveryCalendar';
import { SlotGrid } from './SlotGrid';
import { inParis } from '../../../components/paris-time';
import { usePendingDelivery } from './use-pending-delivery';

export interface BookingFormProps {
  /** The seller the delivery is for; staff leave it empty until they pick one in `sellerPicker`. */
  sellerId?: string;
  /** Staff only: the seller picker, shown above the store picker. */
  sellerPicker?: ReactNode;
  /** Staff only: the store a new booking starts with (the default store), when it takes deliveries. */
  defaultStoreId?: string | null;
  /** Reschedule this delivery instead of booking a new one. */
  delivery?: DeliveryView;
  /** After Schedule (or Save) succeeded. */
  onDone: () => void;
  /** Close without scheduling; an unconfirmed reservation has been cancelled. */
  onClose: () => void;
}

const dateOf = (at: string) => inParis(at).format('YYYY-MM-DD');

/**
 * Booking a delivery (SPEC §2 delivery sheet, §4): store, date, slot, then Schedule. Picking a slot
 * reserves it; rescheduling reserves nothing before Save, where the service checks the slot.
 */
export function BookingForm({ sellerId, sellerPicker, defaultStoreId, delivery, onDone, onClose }: BookingFormProps) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const notify = useNotify();
  const today = parisToday();
  const [pickedStore, setStoreId] = useState<string | undefined>(delivery?.store.id);
  const [date, setDate] = useState<string | null>(delivery ? dateOf(delivery.at) : null);
  const [selected, setSelected] = useState<string | null>(null);
  const booking = usePendingDelivery();
  const [reschedule, { isLoading: saving, error: saveError }] = useRescheduleDeliveryMutation();
  const stores = useListDeliveryStoresQuery();
  const storeId = pickedStore ?? (stores.data?.some((s) => s.id === defaultStoreId) ? (defaultStoreId ?? undefined) : undefined);
  const dates = useGetDeliveryDatesQuery(storeId ?? '', { skip: !storeId });
  const slots = useGetDeliverySlotsQuery({ storeId: storeId ?? '', date: date ?? '' }, { skip: !storeId || !date });

  // The held slot and the ones found taken stay on screen although the service no longer offers them.
  const shown = useMemo(() => {
    const byFrom = new Map<string, TimeSlot>((slots.data ?? []).map((s) => [s.from, s]));
    for (const from of [...booking.gone, ...(selected ? [selected] : [])]) if (date && dateOf(from) === date) byFrom.set(from, { from });
    return [...byFrom.values()].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
  }, [slots.data, booking.gone, selected, date]);

  const clearSlot = () => {
    setSelected(null);
    void booking.release();
  };

  const pickSlot = async (slot: TimeSlot) => {
    if (!sellerId) return notify.error(undefined, t('messages:deliveries.selectSeller'));
    if (!storeId || !date) return notify.error(undefined, t('messages:deliveries.fillRequired'));
    setSelected(slot.from);
    if (delivery) return;
    if (!(await booking.pick({ sellerId, storeId, date, at: slot.from }))) setSelected(null);
  };

  // The reservation is the seller's it was made for: another seller gets the slot reserved anew (or,
  // when none is chosen, no slot), so Schedule never confirms it for the seller chosen first.
  const heldFor = booking.pending?.sellerId;
  useEffect(() => {
    if (!heldFor || heldFor === sellerId) return;
    if (!sellerId || !selected) return clearSlot();
    void pickSlot({ from: selected });
    // Only a change of seller matters here; the slot and store stay as they are.
  }, [sellerId]);

  const submit = async () => {
    if (!sellerId) return notify.error(undefined, t('messages:deliveries.selectSeller'));
    if (!storeId || !selected || (!delivery && !booking.pending)) return notify.error(undefined, t('messages:deliveries.fillRequired'));
    if (!delivery) {
      if (await booking.confirm({ sellerId, storeId })) onDone();
      return;
    }
    try {
      await reschedule({ id: delivery.id, at: selected, storeId, sellerId }).unwrap();
      notify.success(t('messages:deliveries.scheduled'));
      onDone();
    } catch {
      // The alert below gives the service's reason.
    }
  };

  const close = () => {
    void booking.release();
    onClose();
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
      {sellerPicker}
      <Form.Item label={t('booking.store')} required>
        <Select
          aria-label={t('booking.store')}
          placeholder={t('booking.chooseStore')}
          loading={stores.isLoading}
          value={storeId}
          options={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          notFoundContent={stores.isError ? t('messages:deliveries.unexpected') : t('messages:stores.noneFound')}
          onChange={(value: string) => {
            setStoreId(value);
            setDate(null);
            clearSlot();
          }}
        />
      </Form.Item>
      {storeId ? (
        <Form.Item label={t('booking.date')} required>
          {dates.isError ? (
            <Alert type="error" showIcon title={errorMessage(dates.error, t('messages:deliveries.failedToFetchSlots'))} />
          ) : dates.data ? (
            <DeliveryCalendar
              datesInfo={dates.data.datesInfo}
              scheduleEndDate={dates.data.scheduleEndDate}
              today={today}
              value={date}
              onChange={(value) => {
                setDate(value);
                clearSlot();
              }}
            />
          ) : (
            <Spin />
          )}
        </Form.Item>
      ) : null}
      {storeId && date ? (
        <Form.Item label={t('booking.time')} required>
          {slots.isError ? (
            <Alert type="error" showIcon title={errorMessage(slots.error, t('messages:deliveries.failedToFetchSlots'))} />
          ) : (
            <SlotGrid
              date={date}
              slots={shown}
              loading={slots.isLoading}
              gone={booking.gone}
              selected={selected}
              busy={booking.reserving}
              onPick={(slot) => void pickSlot(slot)}
            />
          )}
        </Form.Item>
      ) : null}
      {saveError ? (
        <Alert
          type="error"
          showIcon
          title={t('messages:deliveries.failedToUpdate')}
          description={errorMessage(saveError, t('messages:deliveries.unexpected'))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {delivery ? <Typography.Paragraph type="secondary">{t('booking.rescheduleHint')}</Typography.Paragraph> : null}
      <FormActions
        submitText={delivery ? t('booking.save') : t('booking.schedule')}
        saving={booking.confirming || saving}
        disabled={booking.reserving}
        onCancel={close}
        cancelText={t('booking.close')}
      />
    </Form>
  );
}
