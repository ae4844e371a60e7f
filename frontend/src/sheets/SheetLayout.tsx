import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSheets } from './use-sheets';

interface Props {
  title: ReactNode;
  /** Actions beside the title, e.g. Edit and the ⋯ menu. */
  extra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every sheet: title bar with a close button, scrolling body, optional footer. */
export function SheetLayout({ title, extra, footer, children }: Props) {
  const { close } = useSheets();
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
        <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0 }} ellipsis>
          {title}
        </Typography.Title>
        {extra}
        <Button type="text" aria-label="Close" icon={<CloseOutlined />} onClick={() => close()} />
      </Flex>
      <div style={{ flex: 1, overflow: 'auto', padding: 16 }}>{children}</div>
      {footer ? (
        <Flex justify="end" gap={8} style={{ padding: '12px 16px', borderTop: '1px solid #f0f0f0' }}>
          {footer}
        </Flex>
      ) : null}
    </Flex>
  );
}
