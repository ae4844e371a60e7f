import { Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { MESSAGES, transactionFeeText, type TransactionView } from '@consign/contracts';
import { formatDate, formatMajor } from './format';
import { Rows } from './Rows';

export const transactionStatusTag = (status: TransactionView['status']) => (
  <Tag color={status === 'pending' ? 'warning' : 'success'} style={{ marginInlineEnd: 0 }}>
    {status}
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
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <Rows
        label="Transactions"
        loading={loading}
        items={transactions}
        rowKey={(t) => t.id}
        empty={MESSAGES.empty.noTransactions}
        onOpen={detail ? (t) => setOpenId(t.id) : undefined}
        render={(t) => (
          <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
            {/* A long name wraps: cut, two sales of the same brand read alike. */}
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ overflowWrap: 'break-word' }}>
                {t.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatDate(t.date)} · {t.type}
              </Typography.Text>
            </Flex>
            <Flex vertical align="flex-end">
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {formatMajor(t.amount, currency)}
              </Typography.Text>
              {t.fee ? (
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {transactionFeeText(t.fee, (fee) => formatMajor(fee, currency))}
                </Typography.Text>
              ) : null}
              {transactionStatusTag(t.status)}
            </Flex>
          </Flex>
        )}
      />
      {detail?.(transactions.find((t) => t.id === openId) ?? null, () => setOpenId(null))}
    </>
  );
}
