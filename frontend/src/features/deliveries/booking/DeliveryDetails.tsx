import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { MESSAGES, type DeliveryView } from '@consign/contracts';
import { useCancelDeliveryMutation } from '../../../api/deliveries.api';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/notify';
import { StatusTag } from '../../../components/StatusTag';
import { AddToCalendar } from './AddToCalendar';
import { formatDeliveryTime, isPastDelivery } from './paris-time';

const M = MESSAGES.deliveries;

interface Props {
  delivery: DeliveryView;
  onReschedule: () => void;
  onClose: () => void;
}

/** A delivery's view (SPEC §2): store, time in Paris time, the products handed in; Cancel delivery and Reschedule unless it is past. */
export function DeliveryDetails({ delivery, onReschedule, onClose }: Props) {
  const notify = useNotify();
  const ask = useConfirm();
  const [cancel, { isLoading }] = useCancelDeliveryMutation();
  const past = isPastDelivery(delivery.at);
  const s = delivery.store;
  const address = [s.address_line_1, [s.address_zip, s.address_city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  const cancelDelivery = async () => {
    try {
      await cancel(delivery.id).unwrap();
      notify.success(M.cancelled);
      onClose();
    } catch (error) {
      notify.error(error, M.unexpected);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Store">{s.name}</Descriptions.Item>
        {address ? <Descriptions.Item label="Address">{address}</Descriptions.Item> : null}
        <Descriptions.Item label="Time">{formatDeliveryTime(delivery.at)} (Paris time)</Descriptions.Item>
        <Descriptions.Item label="Status">
          <Tag color={delivery.status === 'confirmed' ? 'success' : 'default'}>{delivery.status}</Tag>
        </Descriptions.Item>
        {delivery.products.length ? (
          <Descriptions.Item label="Products">
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
      {past ? <Alert type="info" showIcon title={M.pastReadOnly} /> : null}
      <Flex gap={8} wrap justify="flex-end">
        {past ? null : <AddToCalendar delivery={delivery} />}
        {past ? null : (
          <Button
            danger
            loading={isLoading}
            onClick={() =>
              void ask({
                title: 'Cancel this delivery?',
                okText: 'Cancel delivery',
                cancelText: 'Keep it',
                danger: true,
                onOk: cancelDelivery,
              })
            }
          >
            Cancel delivery
          </Button>
        )}
        {past ? null : <Button onClick={onReschedule}>Reschedule</Button>}
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      </Flex>
    </Flex>
  );
}
