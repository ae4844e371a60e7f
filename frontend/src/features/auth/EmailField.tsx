import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';

/** The e-mail field of the sign-in and forgot-password forms: one rule, one message. */
export function EmailField() {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  return (
    <Form.Item
      label={t('fields.email')}
      name="email"
      rules={[
        { required: true, message: t('messages:auth.emailInvalid') },
        { type: 'email', message: t('messages:auth.emailInvalid') },
      ]}
    >
      <Input type="email" autoComplete="email" autoFocus />
    </Form.Item>
  );
}
