import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ComponentProps } from 'react';

/** WCAG 2.2 target size: the show/hide eye is a 24 px target, not antd's 14 px icon. */
const EYE_TARGET = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 } as const;

/** The password field of the sign-in and set-password forms. */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return (
    <Input.Password
      {...props}
      iconRender={(visible) => <span style={EYE_TARGET}>{visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}</span>}
    />
  );
}
