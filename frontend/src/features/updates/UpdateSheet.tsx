import { Alert, Button, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListUpdatesQuery } from '../../api/notifications.api';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { updateTypeLabel } from '../../components/updates/update-types';
import { formatDateTime } from '../../components/format';
import { EmailCard } from '../../components/updates/EmailCard';

/** The update sheet (SPEC §2: large, view only): what the seller received, as the e-mail shows it. */
export default function UpdateSheet({ entry }: SheetProps) {
  const { t } = useTranslation(['updates', 'messages']);
  const { data, isLoading, error } = useListUpdatesQuery({ id: entry.id });
  const { close } = useSheets();
  const update = data?.[0];
  return (
    <SheetLayout title={update?.subject ?? t('sheet.title')} footer={<Button onClick={() => close()}>{t('sheet.close')}</Button>}>
      {isLoading ? <Skeleton active /> : null}
      {error || (!isLoading && !update) ? <Alert type="error" showIcon title={t('messages:organization.failedToFetchUpdates')} /> : null}
      {update ? (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('sheet.type')}>{updateTypeLabel(update.type)}</Descriptions.Item>
            <Descriptions.Item label={t('sheet.sent')}>{formatDateTime(update.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('sheet.email')}>
              <Tag color={update.emailStatus === 'sent' ? 'success' : update.emailStatus === 'failed' ? 'error' : 'default'}>
                {t(`emailStatus.${update.emailStatus}`)}
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
