import { Alert, Descriptions, Drawer, Grid, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@consign/contracts';
import { useGetPayoutQuery } from '../../api/payouts.api';
import { statusLabel } from '../../components/StatusTag';
import { transactionStatusTag } from '../../components/TransactionsTab';
import { formatCalendarDate, formatMajor } from '../../components/format';
import { maskBankAccount } from './portal-rules';

/** A payout as the consignor has it: what they asked for, the fee, what reaches their account, and when. */
function PayoutDetail({ id, currency }: { id: string; currency: string }) {
  const { t } = useTranslation('portal');
  const payout = useGetPayoutQuery(id);
  if (payout.isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (payout.isError || !payout.data) return <Alert type="error" showIcon title={t('transaction.payoutFailed')} />;
  const p = payout.data;
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'status', label: t('transaction.status'), children: transactionStatusTag(p.status) },
          { key: 'requested', label: t('transaction.amountRequested'), children: formatMajor(p.amount, currency) },
          { key: 'fee', label: t('transaction.fee'), children: formatMajor(p.transactionFee, currency) },
          { key: 'received', label: t('transaction.amountReceived'), children: formatMajor(p.amountWithFeesDeducted, currency) },
          { key: 'account', label: t('transaction.toBankAccount'), children: maskBankAccount(p.bankAccountNumber) },
          { key: 'asked', label: t('transaction.requested'), children: formatCalendarDate(p.meta.createdAt) },
          {
            key: 'approved',
            label: t('transaction.approved'),
            children: p.approved ? formatCalendarDate(p.approved.at) : t('transaction.notYet'),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t('transaction.arrivalNote')}
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
  const { t } = useTranslation('portal');
  const screens = Grid.useBreakpoint();
  const tx = transaction;
  return (
    <Drawer
      open={!!tx}
      onClose={onClose}
      placement="right"
      size={screens.sm ? 480 : '100%'}
      title={<span style={{ overflowWrap: 'break-word', whiteSpace: 'normal' }}>{tx?.name}</span>}
      destroyOnHidden
    >
      {tx?.type === 'payout' ? (
        <PayoutDetail id={tx.id} currency={currency} />
      ) : tx ? (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'type', label: t('transaction.type'), children: statusLabel(tx.type) },
            { key: 'status', label: t('transaction.status'), children: transactionStatusTag(tx.status) },
            { key: 'amount', label: t('transaction.amount'), children: formatMajor(tx.amount, currency) },
            { key: 'date', label: t('transaction.date'), children: formatCalendarDate(tx.date) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
