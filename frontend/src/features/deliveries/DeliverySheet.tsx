import { MoreOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Dropdown, Empty, Form, List, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { MESSAGES, type DeliveryView } from '@consign/contracts';
import {
  useCancelDeliveryMutation,
  useCompleteDeliveryMutation,
  useGetDeliveryQuery,
  useListDeliveriesQuery,
  useListSellerDeliveriesQuery,
} from '../../api/deliveries.api';
import { useNotify } from '../../components/notify';
import type { SheetProps } from '../../sheets/registry';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { BookingForm, DeliveryDetails, formatDeliveryTime, isPastDelivery } from './booking';
import { SellerPicker } from '../payouts/SellerPicker';
import { VARIANT_STYLE } from './DeliveryTimelinePage';
import { variantOf } from './timeline';

const M = MESSAGES.deliveries;

/** Staff book for any seller: the booking flow of the portal with a seller picker on top. */
function CreateDelivery({ sellerId: initialSeller }: { sellerId?: string }) {
  const [sellerId, setSellerId] = useState(initialSeller);
  const { close } = useSheets();
  return (
    <SheetLayout title="Schedule delivery">
      <BookingForm
        sellerId={sellerId}
        sellerPicker={
          <Form.Item label="Seller" required>
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
  const { setMode, close } = useSheets();
  const [complete, { isLoading: completing }] = useCompleteDeliveryMutation();
  const [remove] = useCancelDeliveryMutation();
  const notify = useNotify();
  const { modal } = App.useApp();
  const variant = variantOf(delivery);
  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete this delivery?',
      content: 'The slot becomes free for others to book.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove(delivery.id).unwrap();
          notify.success(M.cancelled);
          close();
        } catch (error) {
          notify.error(error, M.unexpected);
        }
      },
    });
  return (
    <SheetLayout
      title="Delivery"
      extra={
        <>
          {delivery.status === 'confirmed' ? (
            <Button
              loading={completing}
              onClick={async () => {
                try {
                  await complete(delivery.id).unwrap();
                  notify.success('Delivery marked as completed');
                } catch (error) {
                  notify.error(error, M.failedToUpdate);
                }
              }}
            >
              Mark completed
            </Button>
          ) : null}
          {variant !== 'cancelled' ? (
            <Dropdown menu={{ items: [{ key: 'delete', label: 'Delete', danger: true, onClick: confirmDelete }] }} trigger={['click']}>
              <Button aria-label="More" icon={<MoreOutlined />} />
            </Dropdown>
          ) : null}
        </>
      }
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Seller">{delivery.seller.name}</Descriptions.Item>
        <Descriptions.Item label="Seller email">{delivery.seller.email}</Descriptions.Item>
        <Descriptions.Item label="Calendar">
          <Tag style={{ background: VARIANT_STYLE[variant].background, borderColor: VARIANT_STYLE[variant].border }}>
            {VARIANT_STYLE[variant].label}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {variant === 'cancelled' ? (
        <Alert type="warning" showIcon title="This delivery was cancelled." />
      ) : (
        <DeliveryDetails delivery={delivery} onReschedule={() => setMode('edit')} onClose={() => close()} />
      )}
    </SheetLayout>
  );
}

function EditDelivery({ delivery }: { delivery: DeliveryView }) {
  const { setMode } = useSheets();
  if (isPastDelivery(delivery.at)) {
    return (
      <SheetLayout title="Reschedule delivery" footer={<Button onClick={() => setMode('view')}>Back</Button>}>
        <Alert type="info" showIcon title={M.pastReadOnly} />
      </SheetLayout>
    );
  }
  return (
    <SheetLayout title="Reschedule delivery">
      <BookingForm sellerId={delivery.seller.id} delivery={delivery} onDone={() => setMode('view')} onClose={() => setMode('view')} />
    </SheetLayout>
  );
}

function DeliveryList({ title, deliveries, loading }: { title: string; deliveries: DeliveryView[] | undefined; loading: boolean }) {
  const { open } = useSheets();
  return (
    <SheetLayout title={title}>
      <List
        loading={loading}
        dataSource={deliveries ?? []}
        locale={{ emptyText: <Empty description={MESSAGES.empty.noDeliveries} /> }}
        renderItem={(d) => {
          const style = VARIANT_STYLE[variantOf(d)];
          return (
            <List.Item
              style={{ cursor: 'pointer' }}
              onClick={() => open({ type: 'delivery', id: d.id, mode: 'view' })}
              extra={<Tag style={{ background: style.background, borderColor: style.border }}>{style.label}</Tag>}
            >
              <List.Item.Meta title={`${formatDeliveryTime(d.at)} · ${d.store.name}`} description={d.seller.name} />
            </List.Item>
          );
        }}
      />
    </SheetLayout>
  );
}

function SellerDeliveries({ sellerId }: { sellerId: string }) {
  const { data, isLoading } = useListSellerDeliveriesQuery({ sellerId });
  return <DeliveryList title="Deliveries" deliveries={data} loading={isLoading} />;
}

function DayDeliveries({ date, storeId }: { date: string; storeId?: string }) {
  const { data, isLoading } = useListDeliveriesQuery({ from: date, to: date, includeCancelled: true, ...(storeId ? { storeId } : {}) });
  return <DeliveryList title={`Deliveries ${date}`} deliveries={data} loading={isLoading} />;
}

function DeliveryById({ id, mode }: { id: string; mode: 'view' | 'edit' }) {
  const { data, isLoading, error } = useGetDeliveryQuery(id);
  if (isLoading)
    return (
      <SheetLayout title="Delivery">
        <Skeleton active />
      </SheetLayout>
    );
  if (!data)
    return (
      <SheetLayout title="Delivery">
        <Alert type="error" showIcon title={(error as { data?: { message?: string } })?.data?.message ?? M.noInformation} />
      </SheetLayout>
    );
  return mode === 'edit' ? <EditDelivery delivery={data} /> : <ViewDelivery delivery={data} />;
}

/** The delivery sheet and drawers (SPEC §2): list, create, view, edit. */
export default function DeliverySheet({ entry }: SheetProps) {
  if (entry.mode === 'create') return <CreateDelivery sellerId={entry.params?.sellerId} />;
  if (entry.id) return <DeliveryById id={entry.id} mode={entry.mode === 'edit' ? 'edit' : 'view'} />;
  if (entry.params?.sellerId) return <SellerDeliveries sellerId={entry.params.sellerId} />;
  return <DayDeliveries date={entry.params?.date ?? new Date().toISOString().slice(0, 10)} storeId={entry.params?.storeId} />;
}
