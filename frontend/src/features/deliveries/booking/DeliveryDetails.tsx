import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeliveryView } from '@consign/contracts';
import { useCancelDeliveryMutation } from '../../../api/deliveries.api';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/notify';
import { StatusTag } from '../../../components/StatusTag';
import { AddToCalendar } from './AddToCalendar';
import { formatDeliveryTime, isPastDelivery } from '../../../components/paris-time';

interface Props {
  delivery: DeliveryView;
  onReschedule: () => void;
  onClose: () => void;
}

/** A delivery's view (SPEC §2): store, time in Paris time, the products handed in; Cancel delivery and Reschedule unless it is past. */
export function DeliveryDetails({ delivery, onReschedule, onClose }: Props) {
  const { t } = useTranslation(['deliveries', 'messages']);
  const notify = useNotify();
  const ask = useConfirm();
  const [cancel, { isLoading }] = useCancelDeliveryMutation();
  const past = isPastDelivery(delivery.at);
  const s = delivery.store;
  const address = [s.address_line_1, [s.address_zip, s.address_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  const cancelDelivery = async () => {
    try {
      await cancel(delivery.id).unwrap();
      notify.success(t('messages:deliveries.cancelled'));
      onClose();
    } catch (error) {
      notify.error(error, t('messages:deliveries.unexpected'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('details.store')}>{s.name}</Descriptions.Item>
        {address ? <Descriptions.Item label={t('details.address')}>{address}</Descriptions.Item> : null}
        <Descriptions.Item label={t('details.time')}>{t('details.timeValue', { time: formatDeliveryTime(delivery.at) })}</Descriptions.Item>
        <Descriptions.Item label={t('details.status')}>
          <Tag color={delivery.status === 'confirmed' ? 'success' : 'default'}>{t(`status.${delivery.status}`)}</Tag>
        </Descriptions.Item>
        {delivery.products.length ? (
          <Descriptions.Item label={t('details.products')}>
            <Flex vertical gap={4}>
              {delivery.products.map((p) => (
                <Flex key={p.id} gap={8} align="center" wrap>
                  <Typography.Text type="secondary">#{p.skuPadded}</Typography.Text>
                  <span>{p.name}</span>
                  <StatusTag status={p.status} />
                </Flex>
              ))}
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {past ? <Alert type="info" showIcon title={t('messages:deliveries.pastReadOnly')} /> : null}
      <Flex gap={8} wrap justify="flex-end">
        {past ? null : <AddToCalendar delivery={delivery} />}
        {past ? null : (
          <Button
            danger
            loading={isLoading}
            onClick={() =>
              void ask({
                title: t('details.cancelTitle'),
                okText: t('details.cancelOk'),
                cancelText: t('details.keepIt'),
                danger: true,
                onOk: cancelDelivery,
              })
            }
          >
            {t('details.cancelDelivery')}
          </Button>
        )}
        {past ? null : <Button onClick={onReschedule}>{t('details.reschedule')}</Button>}
        <Button type="primary" onClick={onClose}>
          {t('details.close')}
        </Button>
      </Flex>
    </Flex>
  );
}
