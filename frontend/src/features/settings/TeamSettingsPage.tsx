import { Button, Card, Empty, Table } from 'antd';
import { formatPhone, type CoworkerView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useListCoworkersQuery } from '../../api/coworkers.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { openableRow } from '../../components/openable-row';

/** /settings/team: the organization's coworkers; each opens in the coworker sheet. */
export function TeamSettingsPage() {
  const { t } = useTranslation('coworkers');
  const { data: coworkers, isLoading, error } = useListCoworkersQuery();
  const { open } = useSheets();
  return (
    <SettingsPage title={t('team.title')} description={t('team.description')}>
      <QueryState isLoading={false} error={error} fallback={t('team.fetchFailed')} />
      <Card
        title={t('team.coworkers')}
        extra={
          <Button type="primary" onClick={() => open({ type: 'coworker', mode: 'create' })}>
            {t('team.add')}
          </Button>
        }
      >
        <Table<CoworkerView>
          rowKey="id"
          loading={isLoading}
          dataSource={coworkers ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('team.empty')} /> }}
          onRow={(c) => openableRow(() => open({ type: 'coworker', id: c.id, mode: 'view' }))}
          columns={[
            { title: t('fields.name'), dataIndex: 'name' },
            { title: t('fields.email'), dataIndex: 'email' },
            { title: t('fields.phone'), dataIndex: 'phone', render: (p: string | null) => (p ? formatPhone(p) : '—') },
            { title: t('fields.added'), render: (_, c) => formatDateTime(c.meta.createdAt) },
          ]}
        />
      </Card>
    </SettingsPage>
  );
}
