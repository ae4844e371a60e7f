import { Empty, List, Typography } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useListUpdatesQuery } from '../../api/notifications.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../settings/format';
import { UPDATE_TYPE_LABELS } from '../settings/update-types';

/** A seller's updates (or the organization's announcements), newest first; each opens the update sheet. */
export function UpdatesList({ sellerId, type }: { sellerId?: string; type?: 'announcement' }) {
  const { data, isLoading, isError } = useListUpdatesQuery({ ...(sellerId ? { sellerId } : {}), ...(type ? { type } : {}) });
  const { open } = useSheets();
  if (isError) return <Typography.Text type="danger">{MESSAGES.organization.failedToFetchUpdates}</Typography.Text>;
  return (
    <List
      loading={isLoading}
      size="small"
      dataSource={data ?? []}
      locale={{ emptyText: <Empty description="No updates yet" /> }}
      renderItem={(u) => (
        <List.Item style={{ cursor: 'pointer' }} onClick={() => open({ type: 'update', id: u.id, mode: 'view' })}>
          <List.Item.Meta title={u.subject} description={`${UPDATE_TYPE_LABELS[u.type]} · ${formatDateTime(u.createdAt)}`} />
        </List.Item>
      )}
    />
  );
}
