import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The frame of every settings page: a title, a short description and the page's cards. */
export function SettingsPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, width: '100%' }}>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </div>
      {children}
    </Flex>
  );
}
