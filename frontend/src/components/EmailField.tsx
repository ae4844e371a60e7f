import { Input } from 'antd';
import type { ReactNode } from 'react';
import { Form } from './Form';

interface Props {
  label: string;
  /** The SPEC's one text for a missing or malformed address. */
  message: string;
  name?: string;
  /** Required unless false (a store's, the organization's and the reply-to address may stay empty). */
  required?: boolean;
  extra?: ReactNode;
  /** 'email' where the user types their own address (sign-in); 'off' for someone else's. */
  autoComplete?: 'email' | 'off';
  autoFocus?: boolean;
}

/** Every e-mail address field: one rule, one message, one input. */
export function EmailField({ label, message, name = 'email', required = true, extra, autoComplete = 'off', autoFocus }: Props) {
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[...(required ? [{ required: true, message }] : []), { type: 'email', message }]}
    >
      <Input type="email" autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}
