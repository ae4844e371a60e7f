import { Empty, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { MESSAGES, type TransactionView } from '@consign/contracts';
import { money } from './portal-rules';
import { Rows } from './Rows';

export function TransactionsTab({ transactions, currency }: { transactions: TransactionView[]; currency: string }) {
  if (!transactions.length) return <Empty description={MESSAGES.empty.noTransactions} />;
  return (
    <Rows
      label="Transactions"
      items={transactions}
      rowKey={(t) => t.id}
      render={(t) => (
        <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {t.name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {dayjs(t.date).format('D MMM YYYY')} · {t.type}
            </Typography.Text>
          </Flex>
          <Flex vertical align="flex-end">
            <Typography.Text strong>{money(t.amount, currency)}</Typography.Text>
            <Tag color={t.status === 'pending' ? 'orange' : 'green'} style={{ marginInlineEnd: 0 }}>
              {t.status}
            </Tag>
          </Flex>
        </Flex>
      )}
    />
  );
}
