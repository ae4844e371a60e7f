import { Button, Card, Empty, Table } from 'antd';
import { formatPhone, type CoworkerView } from '@consign/contracts';
import { useListCoworkersQuery } from '../../api/coworkers.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { QueryState, SettingsPage } from '../settings/SettingsPage';
import { openableRow } from '../../components/openable-row';

/** /settings/team: the organization's coworkers; each opens in the coworker sheet. */
export function TeamSettingsPage() {
  const { data: coworkers, isLoading, error } = useListCoworkersQuery();
  const { open } = useSheets();
  return (
    <SettingsPage title="Team" description="Coworkers who can use the back office.">
      <QueryState isLoading={false} error={error} fallback="Failed to fetch coworkers" />
      <Card
        title="Coworkers"
        extra={
          <Button type="primary" onClick={() => open({ type: 'coworker', mode: 'create' })}>
            Add coworker
          </Button>
        }
      >
        <Table<CoworkerView>
          rowKey="id"
          loading={isLoading}
          dataSource={coworkers ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="No coworkers yet" /> }}
          onRow={(c) => openableRow(() => open({ type: 'coworker', id: c.id, mode: 'view' }))}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Email', dataIndex: 'email' },
            { title: 'Phone', dataIndex: 'phone', render: (p: string | null) => (p ? formatPhone(p) : '—') },
            { title: 'Added', render: (_, c) => formatDateTime(c.meta.createdAt) },
          ]}
        />
      </Card>
    </SettingsPage>
  );
}
