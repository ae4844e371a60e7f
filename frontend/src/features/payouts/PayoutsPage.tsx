import { Button, Card, DatePicker, Empty, Flex, Segmented, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus, PayoutView } from '@consign/contracts';
import { useListPayoutsQuery } from '../../api/payouts.api';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime, formatMajor } from '../../components/format';
import { SellerPicker } from '../../components/SellerPicker';
import { openableRow } from '../../components/openable-row';
import { PageHeader } from '../../components/PageHeader';
import { serverPagination } from '../../components/server-pagination';

const PAGE_SIZE = 50;

/** /payouts: every payout with status, seller, amounts, fee and date; filters by status, seller and dates. */
export default function PayoutsPage() {
  const { t } = useTranslation(['payouts', 'messages']);
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
      <PageHeader title={t('page.title')}>
        <Button type="primary" onClick={() => open({ type: 'payout', mode: 'create' })}>
          {t('page.newPayout')}
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
              { value: 'all', label: t('status.all') },
              { value: 'pending', label: t('status.pending') },
              { value: 'completed', label: t('status.completed') },
            ]}
          />
          <div style={{ minWidth: 260 }}>
            <SellerPicker value={sellerId} onChange={(id) => (setSellerId(id), setPage(1))} />
          </div>
          <DatePicker.RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} aria-label={t('page.createdBetween')} />
        </Flex>
        {error ? <Typography.Text type="danger">{t('messages:common.unexpected')}</Typography.Text> : null}
        <Table<PayoutView>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty description={t('page.empty')} /> }}
          pagination={serverPagination(page, PAGE_SIZE, data?.count ?? 0, setPage)}
          onRow={(p) => openableRow(() => open({ type: 'payout', id: p.id, mode: 'view' }))}
          columns={[
            { title: t('page.number'), dataIndex: 'numberPadded', width: 90 },
            {
              title: t('page.status'),
              dataIndex: 'status',
              render: (s: PayoutStatus) =>
                s === 'pending' ? <Tag color="warning">{t('status.pending')}</Tag> : <Tag color="success">{t('status.completed')}</Tag>,
            },
            { title: t('page.seller'), render: (_, p) => p.seller.fullName ?? '—' },
            { title: t('page.amount'), align: 'right', render: (_, p) => formatMajor(p.amount, p.currency) },
            { title: t('page.fee'), align: 'right', render: (_, p) => formatMajor(p.transactionFee, p.currency) },
            { title: t('page.received'), align: 'right', render: (_, p) => formatMajor(p.amountWithFeesDeducted, p.currency) },
            { title: t('page.created'), render: (_, p) => formatDateTime(p.meta.createdAt) },
          ]}
        />
      </Card>
    </Flex>
  );
}
