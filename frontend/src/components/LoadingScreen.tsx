import { Flex, Spin, Typography } from 'antd';
import { i18n } from '../i18n';

export function LoadingScreen() {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{i18n.t('messages:common.loading')}</Typography.Text>
    </Flex>
  );
}
