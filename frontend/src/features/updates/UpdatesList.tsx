import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListUpdatesQuery } from '../../api/notifications.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { Rows } from '../../components/Rows';
import { updateTypeLabel } from '../../components/updates/update-types';

/** A seller's updates (or the organization's announcements), newest first; each opens the update sheet. */
export function UpdatesList({ sellerId, type }: { sellerId?: string; type?: 'announcement' }) {
  const { t } = useTranslation(['updates', 'messages']);
  const { data, isLoading, isError } = useListUpdatesQuery({ ...(sellerId ? { sellerId } : {}), ...(type ? { type } : {}) });
  const { open } = useSheets();
  if (isError) return <Typography.Text type="danger">{t('messages:organization.failedToFetchUpdates')}</Typography.Text>;
  return (
    <Rows
      label={t('list.label')}
      loading={isLoading}
      items={data ?? []}
      rowKey={(u) => u.id}
      empty={t('list.empty')}
      onOpen={(u) => open({ type: 'update', id: u.id, mode: 'view' })}
      render={(u) => (
        <Flex vertical>
          <Typography.Text strong>{u.subject}</Typography.Text>
          <Typography.Text type="secondary">{`${updateTypeLabel(u.type)} · ${formatDateTime(u.createdAt)}`}</Typography.Text>
        </Flex>
      )}
    />
  );
}
