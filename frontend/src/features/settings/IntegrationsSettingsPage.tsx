import { Button, Card, Empty, Input, Modal, Select, Switch, Table, Tag, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { useSave } from '../../components/use-save';

const STATUS_COLOR: Record<WebhookDeliveryView['status'], string> = { queued: 'default', delivered: 'success', failed: 'error' };

/** One endpoint's delivery log: every event sent, its status, attempts and the last error. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('settings');
  const { data, isLoading } = useListWebhookDeliveriesQuery(endpointId, { pollingInterval: 5000 });
  return (
    <Table<WebhookDeliveryView>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={{ pageSize: 10 }}
      locale={{ emptyText: <Empty description={t('integrations.log.empty')} /> }}
      aria-label={t('integrations.log.label')}
      columns={[
        { title: t('integrations.log.event'), dataIndex: 'eventType' },
        {
          title: t('integrations.log.status'),
          dataIndex: 'status',
          render: (s: WebhookDeliveryView['status']) => <Tag color={STATUS_COLOR[s]}>{t(`integrations.log.statuses.${s}`)}</Tag>,
        },
        { title: t('integrations.log.attempts'), dataIndex: 'attempts' },
        { title: t('integrations.log.response'), dataIndex: 'lastStatusCode', render: (code: number | null) => code ?? '—' },
        { title: t('integrations.log.lastError'), dataIndex: 'lastError', render: (e: string | null) => e ?? '—' },
        { title: t('integrations.log.created'), dataIndex: 'createdAt', render: formatDateTime },
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
  const { t } = useTranslation('settings');
  const { data: webhooks, isLoading, error } = useListWebhooksQuery();
  const [create, { isLoading: creating }] = useCreateWebhookMutation();
  const [update] = useUpdateWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const save = useSave();
  const ask = useConfirm();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<WebhookCreate>();
  return (
    <SettingsPage title={t('integrations.title')} description={t('integrations.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('integrations.failedToFetch')} />
      <Card
        title={t('integrations.webhooks')}
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('integrations.add')}
          </Button>
        }
      >
        <Table<WebhookEndpointView>
          rowKey="id"
          dataSource={webhooks ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('integrations.empty')} /> }}
          expandable={{ expandedRowRender: (w) => <WebhookDeliveryLog endpointId={w.id} />, expandRowByClick: true }}
          columns={[
            { title: t('integrations.url'), dataIndex: 'url', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
            {
              title: t('integrations.events'),
              dataIndex: 'eventTypes',
              render: (types: string[]) => types.map((type) => <Tag key={type}>{type}</Tag>),
            },
            {
              title: t('integrations.enabled'),
              render: (_, w) => (
                <Switch
                  checked={w.enabled}
                  aria-label={t('integrations.enabled')}
                  onClick={(_checked, e) => e.stopPropagation()}
                  onChange={(enabled) =>
                    void save(update({ id: w.id, body: { enabled } }), {
                      success: t('integrations.updated'),
                      failure: t('integrations.updateFailed'),
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
                      title: t('integrations.deleteQuestion'),
                      okText: t('integrations.delete'),
                      danger: true,
                      onOk: () => save(remove(w.id), { success: t('integrations.deleted'), failure: t('integrations.deleteFailed') }),
                    });
                  }}
                >
                  {t('integrations.delete')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        title={t('integrations.add')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('integrations.addOk')}
        confirmLoading={creating}
        destroyOnHidden
      >
        <Form<WebhookCreate>
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          initialValues={{ secret: newSecret(), eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => type.endsWith('.sold')) }}
          onFinish={async (values) => {
            if (await save(create(values), { success: t('integrations.added'), failure: t('integrations.addFailed') })) setOpen(false);
          }}
        >
          <Form.Item
            label={t('integrations.url')}
            name="url"
            rules={[
              {
                required: true,
                // The server's own rule (contracts' httpUrl); which addresses may be reached is the server's to say.
                validator: (_rule, value: unknown) =>
                  isHttpUrl(value) ? Promise.resolve() : Promise.reject(new Error(t('integrations.urlInvalid'))),
              },
            ]}
          >
            <Input placeholder={t('integrations.urlPlaceholder')} />
          </Form.Item>
          <Form.Item
            label={t('integrations.secret')}
            name="secret"
            rules={[{ required: true, min: 16, message: t('integrations.secretMin') }]}
            extra={t('integrations.secretHelp')}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('integrations.events')}
            name="eventTypes"
            rules={[{ required: true, type: 'array', min: 1, message: t('integrations.eventsRequired') }]}
          >
            <Select mode="multiple" options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type }))} />
          </Form.Item>
        </Form>
      </Modal>
    </SettingsPage>
  );
}
