import { Alert, Button, Descriptions } from 'antd';
import { formatPhone } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { codedErrorMessage } from '../../api/api';
import { useNotify } from '../../components/notify';
import {
  useCreateCoworkerMutation,
  useDeleteCoworkerMutation,
  useGetCoworkerQuery,
  useUpdateCoworkerMutation,
} from '../../api/coworkers.api';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetMenu, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { useSave } from '../../components/use-save';
import { CoworkerForm } from './CoworkerForm';

function CreateCoworker() {
  const { t } = useTranslation(['coworkers', 'common', 'messages']);
  const [create, { isLoading }] = useCreateCoworkerMutation();
  const notify = useNotify();
  const { replace } = useSheets();
  return (
    <SheetLayout title={t('sheet.newTitle')}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('sheet.inviteInfo')} />
      <CoworkerForm
        submitText={t('sheet.create')}
        loading={isLoading}
        onSubmit={async (values) => {
          try {
            const created = await create(values).unwrap();
            notify.success(t('messages:coworkers.created'));
            replace({ type: 'coworker', id: created.id, mode: 'view' });
          } catch (error) {
            notify.error(undefined, codedErrorMessage(error, t('messages:coworkers.failedToCreate')));
          }
        }}
      />
    </SheetLayout>
  );
}

function CoworkerDetails({ id, mode }: { id: string; mode: 'view' | 'edit' }) {
  const { t } = useTranslation(['coworkers', 'common', 'messages']);
  const { data: coworker, isLoading, error } = useGetCoworkerQuery(id);
  const [update, { isLoading: saving }] = useUpdateCoworkerMutation();
  const [remove] = useDeleteCoworkerMutation();
  const save = useSave();
  const { setMode, close } = useSheets();
  const ask = useConfirm();
  if (!coworker)
    return (
      <SheetState
        title={t('sheet.title')}
        loading={isLoading}
        error={(error as { status?: number })?.status === 401 ? t('messages:common.unauthorized') : t('messages:common.unexpected')}
      />
    );

  const confirmDelete = () =>
    void ask({
      title: t('sheet.deleteTitle', { name: coworker.name }),
      content: t('sheet.deleteContent'),
      okText: t('sheet.delete'),
      danger: true,
      onOk: async () => {
        if (await save(remove(coworker.id), { success: t('messages:coworkers.deleted'), failure: t('messages:coworkers.failedToDelete') }))
          close();
      },
    });

  return (
    <SheetLayout
      title={coworker.name}
      extra={
        mode === 'view' ? (
          <>
            <Button onClick={() => setMode('edit')}>{t('sheet.edit')}</Button>
            <SheetMenu items={[{ key: 'delete', label: t('sheet.delete'), danger: true, onClick: confirmDelete }]} />
          </>
        ) : null
      }
      footer={mode === 'view' ? <Button onClick={() => close()}>{t('common:actions.close')}</Button> : undefined}
    >
      {mode === 'view' ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('fields.firstName')}>{coworker.firstName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.lastName')}>{coworker.lastName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.email')}>{coworker.email}</Descriptions.Item>
          <Descriptions.Item label={t('fields.phone')}>{coworker.phone ? formatPhone(coworker.phone) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.added')}>{formatDateTime(coworker.meta.createdAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <CoworkerForm
          initialValues={{ ...coworker, phone: coworker.phone ? formatPhone(coworker.phone) : '' }}
          submitText={t('common:actions.save')}
          loading={saving}
          onCancel={() => setMode('view')}
          onSubmit={async (values) => {
            if (
              await save(update({ id: coworker.id, body: values }), {
                success: t('messages:coworkers.updated'),
                failure: t('messages:coworkers.failedToUpdate'),
              })
            )
              setMode('view');
          }}
        />
      )}
    </SheetLayout>
  );
}

/** The coworker sheet (SPEC §2): create, view, edit; Delete in the menu. */
export default function CoworkerSheet({ entry }: SheetProps) {
  if (entry.mode === 'create' || !entry.id) return <CreateCoworker />;
  return <CoworkerDetails id={entry.id} mode={entry.mode === 'edit' ? 'edit' : 'view'} />;
}
