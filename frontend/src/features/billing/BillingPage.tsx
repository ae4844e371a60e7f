import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetBillingStatusQuery } from '../../api/onboarding.api';

/** /billing: where billing stands; reachable even while setup is required (SPEC §2). */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const { data: status, isLoading } = useGetBillingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('page.title')}
      </Typography.Title>
      <Card loading={isLoading}>
        {status ? (
          <>
            <Descriptions column={1}>
              <Descriptions.Item label={t('page.billing')}>
                {status.hasBillingEnabled ? <Tag color="success">{t('page.enabled')}</Tag> : <Tag>{t('page.notEnabled')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('page.setup')}>
                {status.requiresSetup ? <Tag color="warning">{t('page.needsSetup')}</Tag> : <Tag color="success">{t('page.complete')}</Tag>}
              </Descriptions.Item>
            </Descriptions>
            <Link to="/billing/setup">
              <Button type="primary">{status.requiresSetup || !status.hasBillingEnabled ? t('page.setUp') : t('page.change')}</Button>
            </Link>
          </>
        ) : null}
      </Card>
    </Flex>
  );
}
