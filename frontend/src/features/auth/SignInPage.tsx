import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { errorMessage } from '../../api/api';
import type { LoginRequest } from '@consign/contracts';
import { useLoginMutation } from '../../api/auth.api';

export function SignInPage() {
  const [login, { isLoading, error }] = useLoginMutation();

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f4f6f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          Consign
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to your store or seller account.</Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon title={errorMessage(error, 'An unexpected error occurred')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<LoginRequest> layout="vertical" requiredMark={false} noValidate onFinish={(values) => void login(values)}>
          <Form.Item
            label="Email"
            name="email"
            rules={[
              { required: true, message: 'Please enter a valid email address' },
              { type: 'email', message: 'Please enter a valid email address' },
            ]}
          >
            <Input type="email" autoComplete="email" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
