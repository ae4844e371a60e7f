import { Alert, Button, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits, formatBankAccount, toMinor, type PayoutView } from '@consign/contracts';
import { payoutReceiptUrl, useApprovePayoutMutation, useGetPayoutQuery, useUpdatePayoutMutation } from '../../api/payouts.api';
import { useConfirm } from '../../components/confirm';
import { CopyField } from '../../components/CopyField';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime, formatMajor } from '../../components/format';
import { plainAmount } from '../../components/payout/payout-rules';
import { PayoutForm, type PayoutFormValues } from '../../components/payout/PayoutForm';
import { useCreatePayout, usePayoutToasts } from '../../components/payout/use-payout-save';
import { useOpenPdf } from '../../components/use-open-pdf';

function CreatePayout({ sellerId }: { sellerId?: string }) {
  const { t } = useTranslation(['payouts', 'messages']);
  const { request, isLoading } = useCreatePayout();
  const { replace, close } = useSheets();
  const submit = async (values: PayoutFormValues) => {
    const payout = await request(values);
    if (payout) replace({ type: 'payout', id: payout.id, mode: 'view' });
  };
  return (
    <SheetLayout title={t('sheet.newPayout')}>
      <PayoutForm
        asker="staff"
        sellerId={sellerId}
        saving={isLoading}
        submitText={t('form.save')}
        onSubmit={(values) => void submit(values)}
        onCancel={() => close()}
      />
    </SheetLayout>
  );
}

function PayoutDetails({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation(['payouts', 'messages']);
  const [approve, { isLoading: approving }] = useApprovePayoutMutation();
  const receipt = useOpenPdf(t('sheet.receiptFailed'));
  const toasts = usePayoutToasts();
  const ask = useConfirm();
  const { setMode } = useSheets();
  const money = (major: number) => formatMajor(major, payout.currency);
  const copied = plainAmount(toMinor(payout.amountWithFeesDeducted, currencyFractionDigits(payout.currency)), payout.currency);
  const approved = payout.approved !== false;
  return (
    <SheetLayout
      title={t('sheet.payoutTitle', { number: payout.numberPadded })}
      extra={
        <Button onClick={() => setMode('edit')} disabled={approved} title={approved ? t('sheet.cannotEdit') : undefined}>
          {t('sheet.edit')}
        </Button>
      }
      footer={
        <>
          <Button loading={receipt.isLoading} onClick={() => void receipt.open(payoutReceiptUrl(payout))}>
            {t('sheet.receipt')}
          </Button>
          <Button
            type="primary"
            disabled={approved}
            loading={approving}
            onClick={() =>
              // Approving marks the money as paid out: the coworker sees what and to whom before it is final.
              void ask({
                title: t('sheet.approveTitle', { number: payout.numberPadded }),
                content: t('sheet.approveContent', {
                  amount: money(payout.amountWithFeesDeducted),
                  seller: payout.seller.fullName ?? t('sheet.theSeller'),
                  account: formatBankAccount(payout.bankAccountNumber),
                }),
                okText: t('sheet.approve'),
                onOk: async () => {
                  try {
                    await approve(payout.id).unwrap();
                    toasts.saved();
                  } catch (error) {
                    toasts.failed(error);
                  }
                },
              })
            }
          >
            {approved ? t('messages:payouts.approved') : t('sheet.approve')}
          </Button>
        </>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('sheet.status')}>
          {payout.status === 'pending' ? (
            <Tag color="warning">{t('status.pending')}</Tag>
          ) : (
            <Tag color="success">{t('messages:payouts.completed')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('sheet.seller')}>{payout.seller.fullName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.bankAccount')}>
          <CopyField
            label={t('sheet.copyBankAccount')}
            value={payout.bankAccountNumber}
            display={formatBankAccount(payout.bankAccountNumber)}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('sheet.amount')}>{money(payout.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.fee')}>{money(payout.transactionFee)}</Descriptions.Item>
        <Descriptions.Item label={t('sheet.amountToPay')}>
          <CopyField label={t('sheet.copyAmount')} value={copied} />
        </Descriptions.Item>
        <Descriptions.Item label={t('sheet.requested')}>{formatDateTime(payout.meta.createdAt)}</Descriptions.Item>
        {payout.approved ? <Descriptions.Item label={t('sheet.approved')}>{formatDateTime(payout.approved.at)}</Descriptions.Item> : null}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('sheet.arrivalNote')}
      </Typography.Paragraph>
    </SheetLayout>
  );
}

function EditPayout({ payout }: { payout: PayoutView }) {
  const { t } = useTranslation(['payouts', 'messages']);
  const [update, { isLoading }] = useUpdatePayoutMutation();
  const toasts = usePayoutToasts();
  const { setMode } = useSheets();
  const digits = currencyFractionDigits(payout.currency);
  if (payout.approved) {
    return (
      <SheetLayout title={t('sheet.payoutTitle', { number: payout.numberPadded })}>
        <Alert type="info" showIcon title={t('sheet.cannotEditAlert')} />
      </SheetLayout>
    );
  }
  return (
    <SheetLayout title={t('sheet.editTitle', { number: payout.numberPadded })}>
      <PayoutForm
        asker="staff"
        sellerId={payout.seller.id}
        initial={{
          bankAccountNumber: payout.bankAccountNumber,
          amount: plainAmount(toMinor(payout.amount, digits), payout.currency),
        }}
        sellerLocked
        submitText={t('form.save')}
        heldByThisPayout={toMinor(payout.amount, digits)}
        saving={isLoading}
        onCancel={() => setMode('view')}
        onSubmit={async (values) => {
          try {
            await update({ id: payout.id, bankAccountNumber: values.bankAccountNumber, amount: values.amount }).unwrap();
            toasts.saved();
            setMode('view');
          } catch (error) {
            toasts.failed(error);
          }
        }}
      />
    </SheetLayout>
  );
}

/** The payout sheet (SPEC §2): create (as a drawer), view with the receipt and Approve, edit while pending. */
export default function PayoutSheet({ entry }: SheetProps) {
  const { t } = useTranslation(['payouts', 'messages']);
  const { data: payout, isLoading } = useGetPayoutQuery(entry.id ?? '', { skip: entry.mode === 'create' || !entry.id });
  if (entry.mode === 'create' || !entry.id) return <CreatePayout sellerId={entry.params?.sellerId} />;
  if (!payout) return <SheetState title={t('sheet.title')} loading={isLoading} error={t('sheet.notFound')} />;
  return entry.mode === 'edit' ? <EditPayout payout={payout} /> : <PayoutDetails payout={payout} />;
}
