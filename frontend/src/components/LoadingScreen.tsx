import { Flex, Spin, Typography } from 'antd';
import { MESSAGES } from '@consign/contracts';

export function LoadingScreen() {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{MESSAGES.common.loading}</Typography.Text>
    </Flex>
  );
}
