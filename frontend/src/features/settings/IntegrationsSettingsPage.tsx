import { Button, Card, Empty, Input, Modal, Select, Switch, Table, Tag, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { WEBHOOK_EVENT_TYPES, isHttpUrl, type WebhookDeliveryView, type WebhookEndpointView } from '@consign/contracts';
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
  useListWebhooksQuery,
  useUpdateWebhookMutation,
  type WebhookCreate,
} from '../../api/notifications.api';
import { useConfirm } from '../../components/confirm';
import { formatDateTime } from '../../components/format';
import { QueryState, SettingsPage } from './SettingsPage';
import { useSave } from './use-save';

const STATUS_COLOR: Record<WebhookDeliveryView['status'], string> = { queued: 'default', delivered: 'success', failed: 'error' };

/** One endpoint's delivery log: every event sent, its status, attempts and the last error. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const { data, isLoading } = useListWebhookDeliveriesQuery(endpointId, { pollingInterval: 5000 });
  return (
    <Table<WebhookDeliveryView>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={{ pageSize: 10 }}
      locale={{ emptyText: <Empty description="No deliveries yet" /> }}
      aria-label="Delivery log"
      columns={[
        { title: 'Event', dataIndex: 'eventType' },
        { title: 'Status', dataIndex: 'status', render: (s: WebhookDeliveryView['status']) => <Tag color={STATUS_COLOR[s]}>{s}</Tag> },
        { title: 'Attempts', dataIndex: 'attempts' },
        { title: 'Response', dataIndex: 'lastStatusCode', render: (code: number | null) => code ?? '—' },
        { title: 'Last error', dataIndex: 'lastError', render: (e: string | null) => e ?? '—' },
        { title: 'Created', dataIndex: 'createdAt', render: formatDateTime },
      ]}
    />
  );
}

/** A random secret staff can keep or replace (at least 16 characters). */
function newSecret(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** /settings/integrations: webhook endpoints, the events they receive, and their delivery logs. */
export function IntegrationsSettingsPage() {
  const { data: webhooks, isLoading, error } = useListWebhooksQuery();
  const [create, { isLoading: creating }] = useCreateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const save = useSave();
  const ask = useConfirm();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<WebhookCreate>();
  return (
    <SettingsPage title="Integrations" description="Webhooks: signed HTTP POSTs to your systems when something happens.">
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch webhooks" />
      <Card
        title="Webhooks"
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            Add webhook
          </Button>
        }
      >
        <Table<WebhookEndpointView>
          rowKey="id"
          dataSource={webhooks ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="No webhooks yet" /> }}
          expandable={{ expandedRowRender: (w) => <WebhookDeliveryLog endpointId={w.id} />, expandRowByClick: true }}
          columns={[
            { title: 'URL', dataIndex: 'url', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
            { title: 'Events', dataIndex: 'eventTypes', render: (types: string[]) => types.map((t) => <Tag key={t}>{t}</Tag>) },
            {
              title: 'Enabled',
              render: (_, w) => (
                <Switch
                  checked={w.enabled}
                  aria-label="Enabled"
                  onClick={(_checked, e) => e.stopPropagation()}
                  onChange={(enabled) =>
                    void save(update({ id: w.id, body: { enabled } }), {
                      success: 'Webhook updated successfully',
                      failure: 'Failed to update webhook',
                    })
                  }
                />
              ),
            },
            {
              title: '',
              render: (_, w) => (
                <Button
                  danger
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation();
                    void ask({
                      title: 'Delete this webhook?',
                      okText: 'Delete',
                      danger: true,
                      onOk: () => save(remove(w.id), { success: 'Webhook deleted successfully', failure: 'Failed to delete webhook' }),
                    });
                  }}
                >
                  Delete
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        title="Add webhook"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="Add"
        confirmLoading={creating}
        destroyOnHidden
      >
        <Form<WebhookCreate>
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ secret: newSecret(), eventTypes: WEBHOOK_EVENT_TYPES.filter((t) => t.endsWith('.sold')) }}
          onFinish={async (values) => {
            if (await save(create(values), { success: 'Webhook added successfully', failure: 'Failed to add webhook' })) setOpen(false);
          }}
        >
          <Form.Item
            label="URL"
            name="url"
            rules={[
              {
                required: true,
                // The server's own rule (contracts' httpUrl); which addresses may be reached is the server's to say.
                validator: (_rule, value: unknown) =>
                  isHttpUrl(value) ? Promise.resolve() : Promise.reject(new Error('Enter a valid http(s) URL')),
              },
            ]}
          >
            <Input placeholder="https://example.com/consign-webhook" />
          </Form.Item>
          <Form.Item
            label="Secret"
            name="secret"
            rules={[{ required: true, min: 16, message: 'The secret must be at least 16 characters' }]}
            extra="Used to sign every request (X-Consign-Signature)."
          >
            <Input />
          </Form.Item>
          <Form.Item
            label="Events"
            name="eventTypes"
            rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event' }]}
          >
            <Select mode="multiple" options={WEBHOOK_EVENT_TYPES.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        </Form>
      </Modal>
    </SettingsPage>
  );
}
