import { Button, Card, Flex } from 'antd';
import { Form } from '../../components/Form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, type StoreCreate } from '@consign/contracts';
import { useDeleteStoreMutation, useUpdateStoreMutation } from '../../api/settings.api';
import { useGetStoreQuery } from '../../api/stores.api';
import { QueryState, SettingsPage } from './SettingsPage';
import { StoreFields } from './StoresSettingsPage';
import { useConfirm } from '../../components/confirm';
import { useSave } from './use-save';

const S = MESSAGES.stores;

/** /settings/store/{id}: the store's details, its delivery settings link, and Delete. */
export function StoreSettingsPage() {
  const { id = '' } = useParams();
  const { data: store, isLoading, error } = useGetStoreQuery(id);
  const [update, { isLoading: saving }] = useUpdateStoreMutation();
  const [remove, { isLoading: deleting }] = useDeleteStoreMutation();
  const save = useSave();
  const navigate = useNavigate();
  const ask = useConfirm();
  return (
    <SettingsPage title={store?.name ?? 'Store'}>
      <QueryState
        isLoading={isLoading}
        error={error}
        fallback={(error as { status?: number })?.status === 404 ? S.notFound : S.failedToFetch}
      />
      {store ? (
        <>
          <Card title="Store details" extra={<Link to={`/settings/store/${store.id}/deliveries`}>Delivery settings</Link>}>
            <Form<StoreCreate>
              layout="vertical"
              requiredMark={false}
              initialValues={store}
              onFinish={(values) => void save(update({ id: store.id, body: values }), { success: S.updated, failure: S.failedToUpdate })}
            >
              <StoreFields />
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={saving}>
                  Save
                </Button>
                <Button
                  danger
                  loading={deleting}
                  onClick={() =>
                    void ask({
                      title: 'Delete this store?',
                      content: 'Products and deliveries keep their history.',
                      okText: 'Delete',
                      danger: true,
                      onOk: async () => {
                        if (await save(remove(store.id), { success: S.deleted, failure: S.failedToDelete })) navigate('/settings/stores');
                      },
                    })
                  }
                >
                  Delete store
                </Button>
              </Flex>
            </Form>
          </Card>
        </>
      ) : null}
    </SettingsPage>
  );
}
