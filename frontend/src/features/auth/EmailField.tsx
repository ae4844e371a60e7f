import { AUTH_MESSAGES } from '@consign/contracts';
import { Input } from 'antd';
import { Form } from '../../components/Form';

/** The e-mail field of the sign-in and forgot-password forms: one rule, one message. */
export function EmailField() {
  return (
    <Form.Item
      label="Email"
      name="email"
      rules={[
        { required: true, message: AUTH_MESSAGES.emailInvalid },
        { type: 'email', message: AUTH_MESSAGES.emailInvalid },
      ]}
    >
      <Input type="email" autoComplete="email" autoFocus />
    </Form.Item>
  );
}
