import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { PASSWORD_MIN_LENGTH } from '@consign/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/api';
import { useAcceptInviteMutation, useForgotPasswordMutation, useResetPasswordMutation } from '../../api/auth.api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from '../../components/EmailField';
import { FormActions } from '../../components/FormActions';
import { PasswordInput } from './PasswordInput';

function NewPasswordForm({ onSubmit, busy, submitText }: { onSubmit: (password: string) => void; busy: boolean; submitText: string }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const passwordRules = [
    { required: true, message: t('messages:auth.passwordRequired') },
    { min: PASSWORD_MIN_LENGTH, message: t('messages:auth.passwordTooShort') },
  ];
  return (
    <Form<{ password: string }> layout="vertical" requiredMark={false} onFinish={({ password }) => onSubmit(password)}>
      <Form.Item label={t('fields.newPassword')} name="password" rules={passwordRules}>
        <PasswordInput autoComplete="new-password" autoFocus />
      </Form.Item>
      <FormActions block submitText={submitText} saving={busy} />
    </Form>
  );
}

/** /auth/accept-invite?token=… — the invited seller or coworker chooses a password and is signed in. */
export function AcceptInvitePage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [params] = useSearchParams();
  const [accept, { isLoading, error }] = useAcceptInviteMutation();
  return (
    <AuthLayout title={t('acceptInvite.title')} intro={t('acceptInvite.intro')}>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, t('messages:auth.invalidOrExpiredLink'))} style={{ marginBottom: 16 }} />
      ) : null}
      <NewPasswordForm
        busy={isLoading}
        submitText={t('acceptInvite.submit')}
        onSubmit={(password) => void accept({ token: params.get('token') ?? '', password })}
      />
    </AuthLayout>
  );
}

/** /auth/forgot-password — asks for a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [forgot, { isLoading, data, error }] = useForgotPasswordMutation();
  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      {data ? (
        // The server's answer is always this one sentence (whether or not the account exists), in the reader's language.
        <Alert type="success" showIcon title={t('messages:auth.resetRequested')} style={{ marginBottom: 16 }} />
      ) : (
        <>
          {error ? (
            <Alert type="error" showIcon title={errorMessage(error, t('messages:common.unexpected'))} style={{ marginBottom: 16 }} />
          ) : null}
          <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={(values) => void forgot(values)}>
            <EmailField label={t('fields.email')} message={t('messages:auth.emailInvalid')} autoComplete="email" autoFocus />
            <FormActions block submitText={t('forgot.submit')} saving={isLoading} />
          </Form>
        </>
      )}
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/auth">{t('forgot.backToSignIn')}</Link>
      </div>
    </AuthLayout>
  );
}

/** /auth/reset-password?token=… — sets the new password, then back to sign-in. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [params] = useSearchParams();
  const [reset, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  if (isSuccess) {
    return (
      <AuthLayout title={t('reset.title')} intro="">
        <Alert type="success" showIcon title={t('reset.changed')} style={{ marginBottom: 16 }} />
        <Link to="/auth">{t('reset.signIn')}</Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('reset.title')} intro={t('reset.intro')}>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, t('messages:auth.invalidOrExpiredLink'))} style={{ marginBottom: 16 }} />
      ) : null}
      <NewPasswordForm
        busy={isLoading}
        submitText={t('reset.submit')}
        onSubmit={(password) => void reset({ token: params.get('token') ?? '', password })}
      />
    </AuthLayout>
  );
}
