import { Alert, Button, Descriptions, Skeleton, Tag } from 'antd';
import { MESSAGES } from '@consign/contracts';
import { useListUpdatesQuery } from '../../api/notifications.api';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { UPDATE_TYPE_LABELS } from '../settings/update-types';
import { formatDateTime } from '../../components/format';
import { EmailCard } from './EmailCard';

/** The update sheet (SPEC §2: large, view only): what the seller received, as the e-mail shows it. */
export default function UpdateSheet({ entry }: SheetProps) {
  const { data, isLoading, error } = useListUpdatesQuery({ id: entry.id });
  const { close } = useSheets();
  const update = data?.[0];
  return (
    <SheetLayout title={update?.subject ?? 'Update'} footer={<Button onClick={() => close()}>Close</Button>}>
      {isLoading ? <Skeleton active /> : null}
      {error || (!isLoading && !update) ? <Alert type="error" showIcon title={MESSAGES.organization.failedToFetchUpdates} /> : null}
      {update ? (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Type">{UPDATE_TYPE_LABELS[update.type]}</Descriptions.Item>
            <Descriptions.Item label="Sent">{formatDateTime(update.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="E-mail">
              <Tag color={update.emailStatus === 'sent' ? 'success' : update.emailStatus === 'failed' ? 'error' : 'default'}>
                {update.emailStatus}
              </Tag>
              {update.emailError ?? ''}
            </Descriptions.Item>
          </Descriptions>
          <EmailCard subject={update.subject} body={update.body.json} cta={update.cta} />
        </>
      ) : null}
    </SheetLayout>
  );
}
