import { Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { TransactionView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { formatDate, formatMajor } from './format';
import { Rows } from './Rows';

export const transactionStatusTag = (status: TransactionView['status']) => (
  <Tag color={status === 'pending' ? 'warning' : 'success'} style={{ marginInlineEnd: 0 }}>
    {i18n.t(`common:transactions.status.${status}`)}
  </Tag>
);

/**
 * A seller's transactions, newest first: the portal's Transactions tab and the staff seller view's. With `detail`
 * the rows open (the portal shows a transaction's detail; `null` when none is open).
 */
export function TransactionsTab({
  transactions,
  currency,
  loading,
  detail,
}: {
  transactions: TransactionView[];
  currency: string;
  loading?: boolean;
  detail?: (transaction: TransactionView | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation(['common', 'messages']);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <Rows
        label={t('transactions.label')}
        loading={loading}
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
      {detail?.(transactions.find((row) => row.id === openId) ?? null, () => setOpenId(null))}
    </>
  );
}
