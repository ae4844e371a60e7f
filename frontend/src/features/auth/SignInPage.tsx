import { Alert, Button } from 'antd';
import { Form } from '../../components/Form';
import { AUTH_MESSAGES, type LoginRequest } from '@consign/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/api';
import { useLoginMutation } from '../../api/auth.api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { PasswordInput } from './PasswordInput';

export function SignInPage() {
  const [login, { isLoading, error }] = useLoginMutation();

  return (
    <AuthLayout title="Consign" intro="Sign in to your store or seller account.">
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, 'An unexpected error occurred')} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginRequest> layout="vertical" requiredMark={false} noValidate onFinish={(values) => void login(values)}>
        <EmailField />
        <Form.Item label="Password" name="password" rules={[{ required: true, message: AUTH_MESSAGES.passwordRequired }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Sign in
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/auth/forgot-password">Forgot password?</Link>
      </div>
    </AuthLayout>
  );
}
