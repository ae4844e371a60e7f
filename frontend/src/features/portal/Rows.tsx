import type { ReactNode } from 'react';

/** A plain list of rows with dividers (antd's List is deprecated in antd 6). */
export function Rows<T>({
  items,
  rowKey,
  render,
  label,
}: {
  items: T[];
  rowKey: (item: T) => string;
  render: (item: T) => ReactNode;
  label?: string;
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, i) => (
        <li key={rowKey(item)} style={{ padding: '10px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
