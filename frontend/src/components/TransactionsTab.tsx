import { Alert, Flex, Pagination, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { TransactionView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetSellerTransactionsPageQuery } from '../api/portal.api';
import { i18n } from '../i18n';
import { formatDate, formatMajor } from './format';
import { Rows } from './Rows';
import { serverPagination } from './server-pagination';

/** Issue 22: a seller's history can run to thousands of lines; the tab reads them 20 at a time from the server. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export const transactionStatusTag = (status: TransactionView['status']) => (
  <Tag color={status === 'pending' ? 'warning' : 'success'} style={{ marginInlineEnd: 0 }}>
    {i18n.t(`common:transactions.status.${status}`)}
  </Tag>
);

/**
 * A seller's transactions, newest first, paged on the server: the portal's Transactions tab and the staff seller
 * view's. With `detail` the rows open (the portal shows a transaction's detail; `null` when none is open).
 */
export function TransactionsTab({
  sellerId,
  currency,
  detail,
}: {
  sellerId: string;
  currency: string;
  detail?: (transaction: TransactionView | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(['common', 'messages']);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // `currentData` is this page's (none while it loads); `data` keeps the last count, so the pager stays put.
  const { data, currentData, error } = useGetSellerTransactionsPageQuery({
    sellerId,
    skip: (page - 1) * TRANSACTIONS_PAGE_SIZE,
    take: TRANSACTIONS_PAGE_SIZE,
  });
  if (error) return <Alert type="warning" showIcon title={t('transactions.unavailable')} />;
  const transactions = currentData?.data ?? [];
  return (
    <Flex vertical gap={12}>
      <Rows
        label={t('transactions.label')}
        loading={!currentData}
        items={transactions}
        rowKey={(row) => row.id}
        empty={t('messages:empty.noTransactions')}
        onOpen={detail ? (row) => setOpenId(row.id) : undefined}
        render={(row) => (
          <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
            {/* A long name wraps: cut, two sales of the same brand read alike. */}
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ overflowWrap: 'break-word' }}>
                {row.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatDate(row.date)} · {t(`transactions.type.${row.type}`)}
              </Typography.Text>
            </Flex>
            <Flex vertical align="flex-end">
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {formatMajor(row.amount, currency)}
              </Typography.Text>
              {row.fee ? (
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {row.fee < 0
                    ? t('transactions.feeReturned', { amount: formatMajor(-row.fee, currency) })
                    : t('transactions.fee', { amount: formatMajor(row.fee, currency) })}
                </Typography.Text>
              ) : null}
              {transactionStatusTag(row.status)}
            </Flex>
          </Flex>
        )}
      />
      <Pagination
        align="center"
        {...serverPagination(page, TRANSACTIONS_PAGE_SIZE, data?.pagination.count ?? 0, setPage, { hideOnSinglePage: true })}
      />
      {detail?.(transactions.find((row) => row.id === openId) ?? null, () => setOpenId(null))}
    </Flex>
  );
}
