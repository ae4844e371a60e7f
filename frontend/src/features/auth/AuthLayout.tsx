import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/** The centred card every signed-out page uses. */
export function AuthLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: token.colorBgLayout }}>
      {/* A plain panel rather than antd's Card, which brings its tabs along: the sign-in bundle stays small. */}
      <section
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        {children}
      </section>
    </Flex>
  );
}
