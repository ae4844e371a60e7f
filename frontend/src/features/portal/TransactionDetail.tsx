import { Alert, Descriptions, Drawer, Grid, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { PAYOUT_ARRIVAL_NOTE, type TransactionView } from '@consign/contracts';
import { useGetPayoutQuery } from '../../api/payouts.api';
import { statusLabel } from '../../components/StatusTag';
import { transactionStatusTag } from '../../components/TransactionsTab';
import { formatMajor } from '../../components/format';
import { maskBankAccount } from './portal-rules';

const day = (iso: string) => dayjs(iso).format('D MMM YYYY');

/** A payout as the consignor has it: what they asked for, the fee, what reaches their account, and when. */
function PayoutDetail({ id, currency }: { id: string; currency: string }) {
  const payout = useGetPayoutQuery(id);
  if (payout.isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (payout.isError || !payout.data) return <Alert type="error" showIcon title="Could not load this payout." />;
  const p = payout.data;
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'status', label: 'Status', children: transactionStatusTag(p.status) },
          { key: 'requested', label: 'Amount requested', children: formatMajor(p.amount, currency) },
          { key: 'fee', label: 'Fee', children: formatMajor(p.transactionFee, currency) },
          { key: 'received', label: 'Amount you receive', children: formatMajor(p.amountWithFeesDeducted, currency) },
          { key: 'account', label: 'To bank account', children: maskBankAccount(p.bankAccountNumber) },
          { key: 'asked', label: 'Requested', children: day(p.meta.createdAt) },
          { key: 'approved', label: 'Approved', children: p.approved ? day(p.approved.at) : 'Not yet' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {PAYOUT_ARRIVAL_NOTE}
      </Typography.Paragraph>
    </>
  );
}

/** One row of the portal's transactions opened: a full-width sheet on a phone, a payout with its whole story. */
export function TransactionDetail({
  transaction,
  currency,
  onClose,
}: {
  transaction: TransactionView | null;
  currency: string;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const t = transaction;
  return (
    <Drawer
      open={!!t}
      onClose={onClose}
      placement="right"
      size={screens.sm ? 480 : '100%'}
      title={<span style={{ overflowWrap: 'break-word', whiteSpace: 'normal' }}>{t?.name}</span>}
      destroyOnHidden
    >
      {t?.type === 'payout' ? (
        <PayoutDetail id={t.id} currency={currency} />
      ) : t ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'type', label: 'Type', children: statusLabel(t.type) },
            { key: 'status', label: 'Status', children: transactionStatusTag(t.status) },
            { key: 'amount', label: 'Amount', children: formatMajor(t.amount, currency) },
            { key: 'date', label: 'Date', children: day(t.date) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
