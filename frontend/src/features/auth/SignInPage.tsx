import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import type { LoginRequest } from '@consign/contracts';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/api';
import { useLoginMutation } from '../../api/auth.api';
import { AuthLayout } from './AuthLayout';
import { EmailField } from '../../components/EmailField';
import { FormActions } from '../../components/FormActions';
import { PasswordInput } from './PasswordInput';

/** Signed out, the page follows the browser's language (LanguageProvider). */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [login, { isLoading, error }] = useLoginMutation();

  return (
    <AuthLayout title={t('signIn.title')} intro={t('signIn.intro')}>
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error, t('messages:common.unexpected'))} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginRequest> layout="vertical" requiredMark={false} onFinish={(values) => void login(values)}>
        <EmailField label={t('fields.email')} message={t('messages:auth.emailInvalid')} autoComplete="email" autoFocus />
        <Form.Item label={t('fields.password')} name="password" rules={[{ required: true, message: t('messages:auth.passwordRequired') }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <FormActions block submitText={t('signIn.submit')} saving={isLoading} />
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/auth/forgot-password">{t('signIn.forgotPassword')}</Link>
      </div>
    </AuthLayout>
  );
}
