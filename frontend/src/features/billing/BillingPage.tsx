import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetBillingStatusQuery } from '../../api/onboarding.api';

/** /billing: where billing stands; reachable even while setup is required (SPEC §2). */
export default function BillingPage() {
  const { data: status, isLoading } = useGetBillingStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Billing
      </Typography.Title>
      <Card loading={isLoading}>
        {status ? (
          <>
            <Descriptions column={1}>
              <Descriptions.Item label="Billing">
                {status.hasBillingEnabled ? <Tag color="success">Enabled</Tag> : <Tag>Not enabled</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="Setup">
                {status.requiresSetup ? <Tag color="warning">Needs setup</Tag> : <Tag color="success">Complete</Tag>}
              </Descriptions.Item>
            </Descriptions>
            <Link to="/billing/setup">
              <Button type="primary">
                {status.requiresSetup || !status.hasBillingEnabled ? 'Set up billing' : 'Change plan or contact'}
              </Button>
            </Link>
          </>
        ) : null}
      </Card>
    </Flex>
  );
}
