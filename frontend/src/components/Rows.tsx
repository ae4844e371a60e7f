import { Empty, Flex, Skeleton, theme } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';

interface Props<T> {
  items: T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
  label?: string;
  loading?: boolean;
  /** What an empty list says (a string becomes antd's Empty). */
  empty?: ReactNode;
  /** Makes each row open something, by mouse and by keyboard (Enter or Space). */
  onOpen?: (item: T) => void;
  /** Something before each row's content, outside what opens it (a selection checkbox). */
  lead?: (item: T) => ReactNode;
}

/** A plain list of rows with dividers: the successor of antd's List, deprecated in antd 6. */
export function Rows<T>({ items, rowKey, render, label, loading, empty, onOpen, lead }: Props<T>) {
  const { token } = theme.useToken();
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!items.length && empty !== undefined)
    return typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty;
  const keys = (item: T) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onOpen?.(item);
  };
  const content = (item: T) =>
    onOpen ? (
      <div role="button" tabIndex={0} style={{ cursor: 'pointer' }} onClick={() => onOpen(item)} onKeyDown={keys(item)}>
        {render(item)}
      </div>
    ) : (
      render(item)
    );
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={rowKey(item)} style={{ padding: '10px 0', borderTop: i ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
          {lead ? (
            <Flex gap={12} align="center">
              {lead(item)}
              <div style={{ flex: 1, minWidth: 0 }}>{content(item)}</div>
            </Flex>
          ) : (
            content(item)
          )}
        </li>
      ))}
    </ul>
  );
}
