import { Button, Card } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StoreCreate } from '@consign/contracts';
import { useDeleteStoreMutation, useUpdateStoreMutation } from '../../api/settings.api';
import { useGetStoreQuery } from '../../api/stores.api';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { StoreFields } from './StoresSettingsPage';
import { useConfirm } from '../../components/confirm';
import { useSave } from '../../components/use-save';

/** /settings/store/{id}: the store's details, its delivery settings link, and Delete. */
export function StoreSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { id = '' } = useParams();
  const { data: store, isLoading, error } = useGetStoreQuery(id);
  const [update, { isLoading: saving }] = useUpdateStoreMutation();
  const [remove, { isLoading: deleting }] = useDeleteStoreMutation();
  const save = useSave();
  const navigate = useNavigate();
  const ask = useConfirm();
  return (
    <SettingsPage title={store?.name ?? t('store.fallbackTitle')}>
      <QueryState
        isLoading={isLoading}
        error={error}
        fallback={t((error as { status?: number })?.status === 404 ? 'messages:stores.notFound' : 'messages:stores.failedToFetch')}
      />
      {store ? (
        <>
          <Card title={t('store.details')} extra={<Link to={`/settings/store/${store.id}/deliveries`}>{t('store.deliverySettings')}</Link>}>
            <Form<StoreCreate>
              layout="vertical"
              requiredMark={false}
              initialValues={store}
              onFinish={(values) =>
                void save(update({ id: store.id, body: values }), {
                  success: t('messages:stores.updated'),
                  failure: t('messages:stores.failedToUpdate'),
                })
              }
            >
              <StoreFields />
              <FormActions
                saving={saving}
                extra={
                  <Button
                    danger
                    loading={deleting}
                    onClick={() =>
                      void ask({
                        title: t('store.deleteQuestion'),
                        content: t('store.deleteNote'),
                        okText: t('store.delete'),
                        danger: true,
                        onOk: async () => {
                          if (
                            await save(remove(store.id), {
                              success: t('messages:stores.deleted'),
                              failure: t('messages:stores.failedToDelete'),
                            })
                          )
                            navigate('/settings/stores');
                        },
                      })
                    }
                  >
                    {t('store.deleteStore')}
                  </Button>
                }
              />
            </Form>
          </Card>
        </>
      ) : null}
    </SettingsPage>
  );
}
