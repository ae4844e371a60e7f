import { Button, Card, DatePicker, Empty, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { MESSAGES, currencyFractionDigits, formatMoney, toMinor, type PayoutStatus, type PayoutView } from '@consign/contracts';
import { useListPayoutsQuery } from '../../api/payouts.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { SellerPicker } from '../../components/SellerPicker';
import { openableRow } from '../../components/openable-row';
import { PageHeader } from '../../components/PageHeader';

const PAGE_SIZE = 50;
const money = (major: number, currency: string) => formatMoney(toMinor(major, currencyFractionDigits(currency)), currency);

/** /payouts: every payout with status, seller, amounts, fee and date; filters by status, seller and dates. */
export default function PayoutsPage() {
  const [status, setStatus] = useState<PayoutStatus | 'all'>('all');
  const [sellerId, setSellerId] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const { open } = useSheets();
  const { data, isFetching, error } = useListPayoutsQuery({
    ...(status !== 'all' ? { status } : {}),
    ...(sellerId ? { sellerId } : {}),
    ...(range?.[0] ? { from: range[0].format('YYYY-MM-DD') } : {}),
    ...(range?.[1] ? { to: range[1].format('YYYY-MM-DD') } : {}),
    take: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
  });
  return (
    <Flex vertical gap={16}>
      <PageHeader title="Payouts">
        <Button type="primary" onClick={() => open({ type: 'payout', mode: 'create' })}>
          New payout
        </Button>
      </PageHeader>
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <Segmented
            value={status}
            onChange={(v) => {
              setStatus(v as PayoutStatus | 'all');
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All' },
              { value: 'pending', label: 'Pending' },
              { value: 'completed', label: 'Completed' },
            ]}
          />
          <div style={{ minWidth: 260 }}>
            <SellerPicker value={sellerId} onChange={(id) => (setSellerId(id), setPage(1))} />
          </div>
          <DatePicker.RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} aria-label="Created between" />
        </Flex>
        {error ? <Typography.Text type="danger">{MESSAGES.common.unexpected}</Typography.Text> : null}
        <Table<PayoutView>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description="No payouts found" /> }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.count ?? 0, onChange: setPage, showSizeChanger: false }}
          onRow={(p) => openableRow(() => open({ type: 'payout', id: p.id, mode: 'view' }))}
          columns={[
            { title: '#', dataIndex: 'numberPadded', width: 90 },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (s: PayoutStatus) => (s === 'pending' ? <Tag color="warning">Pending</Tag> : <Tag color="success">Completed</Tag>),
            },
            { title: 'Seller', render: (_, p) => p.seller.fullName ?? '—' },
            { title: 'Amount', align: 'right', render: (_, p) => money(p.amount, p.currency) },
            { title: 'Fee', align: 'right', render: (_, p) => money(p.transactionFee, p.currency) },
            { title: 'Received', align: 'right', render: (_, p) => money(p.amountWithFeesDeducted, p.currency) },
            { title: 'Created', render: (_, p) => formatDateTime(p.meta.createdAt) },
          ]}
        />
      </Card>
    </Flex>
  );
}
