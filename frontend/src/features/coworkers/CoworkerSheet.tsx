import { Alert, Button, Descriptions } from 'antd';
import { MESSAGES, createErrorText, formatPhone } from '@consign/contracts';
import { useConfirm } from '../../components/confirm';
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
import { useSave } from '../settings/use-save';
import { CoworkerForm } from './CoworkerForm';

const C = MESSAGES.coworkers;

function CreateCoworker() {
  const [create, { isLoading }] = useCreateCoworkerMutation();
  const notify = useNotify();
  const { replace } = useSheets();
  return (
    <SheetLayout title="New coworker">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="They get an e-mail with a link to set their password." />
      <CoworkerForm
        submitText="Create coworker"
        loading={isLoading}
        onSubmit={async (values) => {
          try {
            const created = await create(values).unwrap();
            notify.success(C.created);
            replace({ type: 'coworker', id: created.id, mode: 'view' });
          } catch (error) {
            // SPEC §8: a create error code is shown as its text, an unknown code as the code itself.
            const code = (error as { data?: { code?: unknown } }).data?.code;
            if (typeof code === 'string' && code) notify.error({ data: { message: createErrorText(code) } }, C.failedToCreate);
            else notify.error(error, C.failedToCreate);
          }
        }}
      />
    </SheetLayout>
  );
}

function CoworkerDetails({ id, mode }: { id: string; mode: 'view' | 'edit' }) {
  const { data: coworker, isLoading, error } = useGetCoworkerQuery(id);
  const [update, { isLoading: saving }] = useUpdateCoworkerMutation();
  const [remove] = useDeleteCoworkerMutation();
  const save = useSave();
  const { setMode, close } = useSheets();
  const ask = useConfirm();
  if (!coworker)
    return (
      <SheetState
        title="Coworker"
        loading={isLoading}
        error={(error as { status?: number })?.status === 401 ? MESSAGES.common.unauthorized : MESSAGES.common.unexpected}
      />
    );

  const confirmDelete = () =>
    void ask({
      title: `Delete ${coworker.name}?`,
      content: 'They lose access to the back office.',
      okText: 'Delete',
      danger: true,
      onOk: async () => {
        if (await save(remove(coworker.id), { success: C.deleted, failure: C.failedToDelete })) close();
      },
    });

  return (
    <SheetLayout
      title={coworker.name}
      extra={
        mode === 'view' ? (
          <>
            <Button onClick={() => setMode('edit')}>Edit</Button>
            <SheetMenu items={[{ key: 'delete', label: 'Delete', danger: true, onClick: confirmDelete }]} />
          </>
        ) : null
      }
      footer={mode === 'view' ? <Button onClick={() => close()}>Close</Button> : undefined}
    >
      {mode === 'view' ? (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="First name">{coworker.firstName}</Descriptions.Item>
          <Descriptions.Item label="Last name">{coworker.lastName}</Descriptions.Item>
          <Descriptions.Item label="Email">{coworker.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{coworker.phone ? formatPhone(coworker.phone) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Added">{formatDateTime(coworker.meta.createdAt)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <CoworkerForm
          initialValues={{ ...coworker, phone: coworker.phone ? formatPhone(coworker.phone) : '' }}
          submitText="Save"
          loading={saving}
          onCancel={() => setMode('view')}
          onSubmit={async (values) => {
            if (await save(update({ id: coworker.id, body: values }), { success: C.updated, failure: C.failedToUpdate })) setMode('view');
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
