import { Alert, Button, Descriptions, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  MESSAGES,
  PAYOUT_ARRIVAL_NOTE,
  currencyFractionDigits,
  formatBankAccount,
  formatMoney,
  toMinor,
  type PayoutView,
} from '@consign/contracts';
import {
  payoutReceiptUrl,
  useApprovePayoutMutation,
  useCreatePayoutMutation,
  useGetPayoutQuery,
  useUpdatePayoutMutation,
} from '../../api/payouts.api';
import { useConfirm } from '../../components/confirm';
import { CopyField } from '../../components/CopyField';
import { useNotify } from '../../components/notify';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { formatDateTime } from '../../components/format';
import { plainAmount } from './payout-rules';
import { PayoutForm, type PayoutFormValues } from './PayoutForm';
import { useOpenPdf } from './use-open-pdf';

const P = MESSAGES.payouts;

/** SPEC §8: 'Failed to save payout' with the server's reason, or 'Please try again later.'. */
function useSaveToasts() {
  const notify = useNotify();
  return {
    saved: () => notify.success(P.saved),
    failed: (error: unknown) => notify.failure(P.failedToSave, error, P.tryAgainLater),
  };
}

function CreatePayout({ sellerId }: { sellerId?: string }) {
  const [create, { isLoading }] = useCreatePayoutMutation();
  // One key per opened form: a double click or a retry makes one payout.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const toasts = useSaveToasts();
  const { replace, close } = useSheets();
  const submit = async (values: PayoutFormValues) => {
    try {
      const payout = await create({ ...values, idempotencyKey }).unwrap();
      toasts.saved();
      replace({ type: 'payout', id: payout.id, mode: 'view' });
    } catch (error) {
      toasts.failed(error);
    }
  };
  return (
    <SheetLayout title="New payout">
      <PayoutForm initial={{ sellerId }} saving={isLoading} submitText="Save" onSubmit={(v) => void submit(v)} onCancel={() => close()} />
    </SheetLayout>
  );
}

function PayoutDetails({ payout }: { payout: PayoutView }) {
  const [approve, { isLoading: approving }] = useApprovePayoutMutation();
  const receipt = useOpenPdf('Failed to open the payout receipt');
  const toasts = useSaveToasts();
  const ask = useConfirm();
  const { setMode } = useSheets();
  const money = (major: number) => formatMoney(toMinor(major, currencyFractionDigits(payout.currency)), payout.currency);
  const copied = plainAmount(toMinor(payout.amountWithFeesDeducted, currencyFractionDigits(payout.currency)), payout.currency);
  const approved = payout.approved !== false;
  return (
    <SheetLayout
      title={`Payout #${payout.numberPadded}`}
      extra={
        <Button onClick={() => setMode('edit')} disabled={approved} title={approved ? 'An approved payout cannot be edited' : undefined}>
          Edit
        </Button>
      }
      footer={
        <>
          <Button loading={receipt.isLoading} onClick={() => void receipt.open(payoutReceiptUrl(payout))}>
            Payout receipt
          </Button>
          <Button
            type="primary"
            disabled={approved}
            loading={approving}
            onClick={() =>
              // Approving marks the money as paid out: the coworker sees what and to whom before it is final.
              void ask({
                title: `Approve payout #${payout.numberPadded}?`,
                content: `${money(payout.amountWithFeesDeducted)} to ${payout.seller.fullName ?? 'the seller'} (bank account ${formatBankAccount(payout.bankAccountNumber)}).`,
                okText: 'Approve',
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
            {approved ? P.approved : 'Approve'}
          </Button>
        </>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Status">
          {payout.status === 'pending' ? <Tag color="warning">Pending</Tag> : <Tag color="success">{P.completed}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Seller">{payout.seller.fullName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Bank account">
          <CopyField label="bank account number" value={payout.bankAccountNumber} display={formatBankAccount(payout.bankAccountNumber)} />
        </Descriptions.Item>
        <Descriptions.Item label="Amount">{money(payout.amount)}</Descriptions.Item>
        <Descriptions.Item label="Fee">{money(payout.transactionFee)}</Descriptions.Item>
        <Descriptions.Item label="Amount to pay">
          <CopyField label="payout amount" value={copied} />
        </Descriptions.Item>
        <Descriptions.Item label="Requested">{formatDateTime(payout.meta.createdAt)}</Descriptions.Item>
        {payout.approved ? <Descriptions.Item label="Approved">{formatDateTime(payout.approved.at)}</Descriptions.Item> : null}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {PAYOUT_ARRIVAL_NOTE}
      </Typography.Paragraph>
    </SheetLayout>
  );
}

function EditPayout({ payout }: { payout: PayoutView }) {
  const [update, { isLoading }] = useUpdatePayoutMutation();
  const toasts = useSaveToasts();
  const { setMode } = useSheets();
  const digits = currencyFractionDigits(payout.currency);
  if (payout.approved) {
    return (
      <SheetLayout title={`Payout #${payout.numberPadded}`}>
        <Alert type="info" showIcon title="An approved payout cannot be edited." />
      </SheetLayout>
    );
  }
  return (
    <SheetLayout title={`Edit payout #${payout.numberPadded}`}>
      <PayoutForm
        initial={{
          sellerId: payout.seller.id,
          bankAccountNumber: payout.bankAccountNumber,
          amount: plainAmount(toMinor(payout.amount, digits), payout.currency),
        }}
        sellerLocked
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
  const { data: payout, isLoading } = useGetPayoutQuery(entry.id ?? '', { skip: entry.mode === 'create' || !entry.id });
  if (entry.mode === 'create' || !entry.id) return <CreatePayout sellerId={entry.params?.sellerId} />;
  if (!payout) return <SheetState title="Payout" loading={isLoading} error="Payout not found" />;
  return entry.mode === 'edit' ? <EditPayout payout={payout} /> : <PayoutDetails payout={payout} />;
}
