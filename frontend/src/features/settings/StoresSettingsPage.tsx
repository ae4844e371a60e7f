import { Button, Card, Empty, Input, Modal, Table } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, type StoreCreate } from '@consign/contracts';
import { useCreateStoreMutation, useGetSettingsStoresQuery } from '../../api/settings.api';
import { QueryState, SettingsPage } from './SettingsPage';
import { useSave } from './use-save';
import { openableRow } from '../../components/openable-row';

const S = MESSAGES.stores;

/** The fields of a store, shared by the create dialog and the store page. */
export function StoreFields() {
  return (
    <>
      <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Store name is required' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ type: 'email', message: 'Please enter a valid email address' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Address" name="address_line_1">
        <Input />
      </Form.Item>
      <Form.Item label="Postal code" name="address_zip">
        <Input />
      </Form.Item>
      <Form.Item label="City" name="address_city">
        <Input />
      </Form.Item>
      <Form.Item label="Country" name="address_country">
        <Input />
      </Form.Item>
    </>
  );
}

/** /settings/stores: every store, a link to each, and a dialog to create one. */
export function StoresSettingsPage() {
  const { data: stores, isLoading, error } = useGetSettingsStoresQuery();
  const [create, { isLoading: creating }] = useCreateStoreMutation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<StoreCreate>();
  const save = useSave();
  const navigate = useNavigate();
  return (
    <SettingsPage title="Stores" description="Where sellers hand in their items.">
      <QueryState isLoading={isLoading} error={error} fallback={S.failedToFetchAll} />
      <Card
        title="Stores"
        extra={
          <Button type="primary" onClick={() => setOpen(true)}>
            Create store
          </Button>
        }
      >
        <Table
          rowKey="id"
          dataSource={stores ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={S.noneFound} /> }}
          onRow={(store) => openableRow(() => navigate(`/settings/store/${store.id}`))}
          columns={[
            { title: 'Name', dataIndex: 'name', render: (name: string, s) => <Link to={`/settings/store/${s.id}`}>{name}</Link> },
            { title: 'Address', render: (_, s) => [s.address_line_1, s.address_zip, s.address_city].filter(Boolean).join(', ') },
            { title: 'Email', dataIndex: 'email' },
          ]}
        />
      </Card>
      <Modal
        title="Create store"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="Create"
        confirmLoading={creating}
        destroyOnHidden
      >
        <Form<StoreCreate>
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          onFinish={async (values) => {
            const created = await save(create(values), { success: S.created, failure: S.failedToCreate });
            if (created) setOpen(false);
          }}
        >
          <StoreFields />
        </Form>
      </Modal>
    </SettingsPage>
  );
}
