import { Button, Card, Flex, Typography } from 'antd';
import { useLogoutMutation } from '../../api/auth.api';
import { useSession } from './session';

/** Where a signed-in user lands until the staff shell and the seller portal take over this route. */
export function HomePage() {
  const { user } = useSession();
  const [logout, { isLoading }] = useLogoutMutation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f4f6f5' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Welcome to Consign
        </Typography.Title>
        <Typography.Paragraph>
          Signed in as <Typography.Text strong>{user?.email}</Typography.Text> ({user?.role === 'coworker' ? 'staff' : 'seller'} at{' '}
          {user?.orgSlug}).
        </Typography.Paragraph>
        <Button onClick={() => void logout()} loading={isLoading}>
          Log out
        </Button>
      </Card>
    </Flex>
  );
}
