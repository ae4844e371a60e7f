import { Flex, Typography } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useListUpdatesQuery } from '../../api/notifications.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { Rows } from '../../components/Rows';
import { UPDATE_TYPE_LABELS } from '../settings/update-types';

/** A seller's updates (or the organization's announcements), newest first; each opens the update sheet. */
export function UpdatesList({ sellerId, type }: { sellerId?: string; type?: 'announcement' }) {
  const { data, isLoading, isError } = useListUpdatesQuery({ ...(sellerId ? { sellerId } : {}), ...(type ? { type } : {}) });
  const { open } = useSheets();
  if (isError) return <Typography.Text type="danger">{MESSAGES.organization.failedToFetchUpdates}</Typography.Text>;
  return (
    <Rows
      label="Updates"
      loading={isLoading}
      items={data ?? []}
      rowKey={(u) => u.id}
      empty="No updates yet"
      onOpen={(u) => open({ type: 'update', id: u.id, mode: 'view' })}
      render={(u) => (
        <Flex vertical>
          <Typography.Text strong>{u.subject}</Typography.Text>
          <Typography.Text type="secondary">{`${UPDATE_TYPE_LABELS[u.type]} · ${formatDateTime(u.createdAt)}`}</Typography.Text>
        </Flex>
      )}
    />
  );
}
