import { Alert, Flex, Skeleton, Typography } from 'antd';
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

/** Loading and failure states of a settings query, with the SPEC's fallback text. */
export function QueryState({ isLoading, error, fallback }: { isLoading: boolean; error: unknown; fallback: string }) {
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" showIcon title={fallback} />;
  return null;
}
