import { Button, Card, Empty, Input, Modal, Table } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { StoreCreate } from '@consign/contracts';
import { useCreateStoreMutation, useGetSettingsStoresQuery } from '../../api/settings.api';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { useSave } from '../../components/use-save';
import { openableRow } from '../../components/openable-row';
import { EmailField } from '../../components/EmailField';

/** The fields of a store, shared by the create dialog and the store page. */
export function StoreFields() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <>
      <Form.Item
        label={t('stores.fields.name')}
        name="name"
        rules={[{ required: true, whitespace: true, message: t('stores.fields.nameRequired') }]}
      >
        <Input />
      </Form.Item>
      <EmailField label={t('stores.fields.email')} message={t('messages:sellers.validEmail')} required={false} />
      <Form.Item label={t('stores.fields.address')} name="address_line_1">
        <Input />
      </Form.Item>
      <Form.Item label={t('stores.fields.zip')} name="address_zip">
        <Input />
      </Form.Item>
      <Form.Item label={t('stores.fields.city')} name="address_city">
        <Input />
      </Form.Item>
      <Form.Item label={t('stores.fields.country')} name="address_country">
        <Input />
      </Form.Item>
    </>
  );
}

/** /settings/stores: every store, a link to each, and a dialog to create one. */
export function StoresSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: stores, isLoading, error } = useGetSettingsStoresQuery();
  const [create, { isLoading: creating }] = useCreateStoreMutation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<StoreCreate>();
  const save = useSave();
  const navigate = useNavigate();
  return (
    <SettingsPage title={t('stores.title')} description={t('stores.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:stores.failedToFetchAll')} />
      <Card
        title={t('stores.card')}
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('stores.create')}
          </Button>
        }
      >
        <Table
          rowKey="id"
          dataSource={stores ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('messages:stores.noneFound')} /> }}
          onRow={(store) => openableRow(() => navigate(`/settings/store/${store.id}`))}
          columns={[
            {
              title: t('stores.columns.name'),
              dataIndex: 'name',
              render: (name: string, s) => <Link to={`/settings/store/${s.id}`}>{name}</Link>,
            },
            {
              title: t('stores.columns.address'),
              render: (_, s) => [s.address_line_1, s.address_zip, s.address_city].filter(Boolean).join(', '),
            },
            { title: t('stores.columns.email'), dataIndex: 'email' },
          ]}
        />
      </Card>
      <Modal
        title={t('stores.create')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('stores.createOk')}
        confirmLoading={creating}
        destroyOnHidden
      >
        <Form<StoreCreate>
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          onFinish={async (values) => {
            const created = await save(create(values), {
              success: t('messages:stores.created'),
              failure: t('messages:stores.failedToCreate'),
            });
            if (created) setOpen(false);
          }}
        >
          <StoreFields />
        </Form>
      </Modal>
    </SettingsPage>
  );
}
