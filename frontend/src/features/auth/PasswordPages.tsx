import { Alert, Button } from 'antd';
import { Form } from '../../components/Form';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@consign/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api';
import { useAcceptInviteMutation, useForgotPasswordMutation, useResetPasswordMutation } from '../../api/auth.api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { PasswordInput } from './PasswordInput';

const passwordRules = [
  { required: true, message: AUTH_MESSAGES.passwordRequired },
  { min: PASSWORD_MIN_LENGTH, message: AUTH_MESSAGES.passwordTooShort },
];

function NewPasswordForm({ onSubmit, busy, submitText }: { onSubmit: (password: string) => void; busy: boolean; submitText: string }) {
  return (
    <Form<{ password: string }> layout="vertical" requiredMark={false} noValidate onFinish={({ password }) => onSubmit(password)}>
      <Form.Item label="New password" name="password" rules={passwordRules}>
        <PasswordInput autoComplete="new-password" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}

/** /auth/accept-invite?token=… — the invited seller or coworker chooses a password and is signed in. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const [accept, { isLoading, error }] = useAcceptInviteMutation();
  return (
    <AuthLayout title="Welcome" intro="Choose a password to finish setting up your account.">
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, AUTH_MESSAGES.invalidOrExpiredLink)} style={{ marginBottom: 16 }} />
      ) : null}
      <NewPasswordForm
        busy={isLoading}
        submitText="Create account"
        onSubmit={(password) => void accept({ token: params.get('token') ?? '', password })}
      />
    </AuthLayout>
  );
}

/** /auth/forgot-password — asks for a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading, data, error }] = useForgotPasswordMutation();
  return (
    <AuthLayout title="Reset password" intro="We will e-mail you a link to choose a new password.">
      {data ? (
        <Alert type="success" showIcon title={data.message} style={{ marginBottom: 16 }} />
      ) : (
        <>
          {error ? (
            <Alert type="error" showIcon title={errorMessage(error, 'An unexpected error occurred')} style={{ marginBottom: 16 }} />
          ) : null}
          <Form<{ email: string }> layout="vertical" requiredMark={false} noValidate onFinish={(values) => void forgot(values)}>
            <EmailField />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              Send reset link
            </Button>
          </Form>
        </>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/auth">Back to sign in</Link>
      </div>
    </AuthLayout>
  );
}

/** /auth/reset-password?token=… — sets the new password, then back to sign-in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [reset, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  if (isSuccess) {
    return (
      <AuthLayout title="Reset password" intro="">
        <Alert type="success" showIcon title="Your password has been changed." style={{ marginBottom: 16 }} />
        <Link to="/auth">Sign in</Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Reset password" intro="Choose a new password.">
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, AUTH_MESSAGES.invalidOrExpiredLink)} style={{ marginBottom: 16 }} />
      ) : null}
      <NewPasswordForm
        busy={isLoading}
        submitText="Save password"
        onSubmit={(password) => void reset({ token: params.get('token') ?? '', password })}
      />
    </AuthLayout>
  );
}
