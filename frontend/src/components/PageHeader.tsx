import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The top of every back-office page: its title, and its actions (New …, filters) on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
