import type { TablePaginationConfig } from 'antd';

/** A table paged on the server: the page asked for, out of the count the server gave; the page size is the API's. */
export function serverPagination(
  page: number,
  pageSize: number,
  total: number,
  onChange: (page: number) => void,
  extra: TablePaginationConfig = {},
): TablePaginationConfig {
  return { current: page, pageSize, total, onChange, showSizeChanger: false, ...extra };
}
