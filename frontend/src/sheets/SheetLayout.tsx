import { CloseOutlined, MoreOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Flex, Skeleton, Typography, theme, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
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
  const { token } = theme.useToken();
  const rule = `1px solid ${token.colorBorderSecondary}`;
  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ padding: '12px 16px', borderBottom: rule }}>
        {/* A long title wraps: cut, two products of the same brand read alike. */}
        <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
          {title}
        </Typography.Title>
        {extra}
        <Button type="text" aria-label={i18n.t('actions.close')} icon={<CloseOutlined />} onClick={() => close()} />
      </Flex>
      <div style={{ flex: 1, overflow: 'auto', padding: 16 }}>{children}</div>
      {footer ? (
        <Flex justify="end" gap={8} style={{ padding: '12px 16px', borderTop: rule }}>
          {footer}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A sheet whose entity is still loading (a skeleton) or could not be loaded (the error), under its title. */
export function SheetState({ title, loading, error }: { title: string; loading: boolean; error: string }) {
  return <SheetLayout title={title}>{loading ? <Skeleton active /> : <Alert type="error" showIcon title={error} />}</SheetLayout>;
}

/** A sheet's ⋯ menu beside its title (Delete, Duplicate …). */
export function SheetMenu(menu: MenuProps) {
  return (
    <Dropdown trigger={['click']} menu={menu}>
      <Button aria-label={i18n.t('actions.moreActions')} icon={<MoreOutlined />} />
    </Dropdown>
  );
}
