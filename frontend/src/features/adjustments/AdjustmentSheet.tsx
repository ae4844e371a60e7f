import { Alert, Button, Descriptions, Input, Select, Typography } from 'antd';
import { useConfirm } from '../../components/confirm';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useNotify } from '../../components/notify';
import type { ChangeEvent } from 'react';
import { MESSAGES, currencyFractionDigits, formatMoney, toMinor, type AdjustmentView } from '@consign/contracts';
import { useCreateAdjustmentMutation, useGetAdjustmentQuery } from '../../api/adjustments.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { SellerPicker } from '../../components/SellerPicker';
import { formatDateTime } from '../../components/format';
import { ADJUSTMENT_PRESETS, CUSTOM_PRESET, checkAdjustment } from './adjustment-rules';

const A = MESSAGES.adjustments;

/** SPEC §5: the 'Negative Balance Warning' dialog. */
const NEGATIVE_BALANCE = { title: A.negativeBalanceTitle, content: A.negativeBalanceQuestion, okText: 'Yes, adjust', cancelText: 'Cancel' };

interface AdjustmentValues {
  sellerId?: string;
  amount: string;
  preset: string;
  custom: string;
}

/** Money text as typed: a sign, digits, spaces and the separators contracts' money parser reads. */
const signedMoneyText = (e: ChangeEvent<HTMLInputElement>) => e.target.value.replace(/[^\d.,\s-]/g, '');

export function CreateAdjustment({ sellerId: initialSeller }: { sellerId?: string }) {
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const [form] = Form.useForm<AdjustmentValues>();
  const sellerId = Form.useWatch('sellerId', form) ?? initialSeller;
  const amountText = Form.useWatch('amount', form) ?? '';
  const preset = Form.useWatch('preset', form) ?? ADJUSTMENT_PRESETS[0];
  const custom = Form.useWatch('custom', form) ?? '';
  const { data: account } = useGetSellerAccountQuery(sellerId ?? '', { skip: !sellerId });
  const [create, { isLoading }] = useCreateAdjustmentMutation();
  const ask = useConfirm();
  const notify = useNotify();
  const { replace, close } = useSheets();
  const available = account ? toMinor(account.available, digits) : undefined;
  const checkOf = (values: Pick<AdjustmentValues, 'amount' | 'preset' | 'custom'>) =>
    checkAdjustment({
      amountText: values.amount,
      details: values.preset === CUSTOM_PRESET ? values.custom : values.preset,
      currency,
      available,
    });
  const check = checkOf({ amount: amountText, preset, custom });
  const rule = (field: 'amountError' | 'detailsError') => ({
    validator: async () => {
      const error = checkOf(form.getFieldsValue(['amount', 'preset', 'custom']) as AdjustmentValues)[field];
      if (error) throw new Error(error);
    },
  });

  const send = async (values: AdjustmentValues, allowNegative: boolean): Promise<void> => {
    const details = values.preset === CUSTOM_PRESET ? values.custom : values.preset;
    try {
      const adjustment = await create({
        sellerId: sellerId!,
        amount: values.amount.trim(),
        details: details.trim(),
        allowNegative,
      }).unwrap();
      notify.success(A.saved);
      replace({ type: 'balance-adjustment', id: adjustment.id, mode: 'view' });
    } catch (error) {
      // The balance moved since the form loaded: the server asks the same question.
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code === 'negative_balance' && !allowNegative && (await ask(NEGATIVE_BALANCE))) return send(values, true);
      if (code !== 'negative_balance') notify.error(error, A.failedToSave);
    }
  };

  const submit = async (values: AdjustmentValues) => {
    const { wouldGoNegative } = checkOf(values);
    if (wouldGoNegative && !(await ask(NEGATIVE_BALANCE))) return;
    await send(values, wouldGoNegative);
  };

  return (
    <SheetLayout title="New balance adjustment">
      <Form<AdjustmentValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ sellerId: initialSeller, amount: '', preset: ADJUSTMENT_PRESETS[0], custom: '' }}
        onFinish={(values) => void submit(values)}
        aria-label="Balance adjustment"
      >
        <Form.Item label="Seller" name="sellerId" rules={[{ required: true, message: MESSAGES.deliveries.selectSeller }]}>
          <SellerPicker disabled={Boolean(initialSeller)} />
        </Form.Item>
        {available !== undefined ? (
          <Typography.Paragraph type="secondary">Store credits now: {formatMoney(available, currency)}</Typography.Paragraph>
        ) : null}
        <Form.Item
          label={`Amount (${currency})`}
          name="amount"
          extra="Negative to take credits away, positive to add them."
          getValueFromEvent={signedMoneyText}
          rules={[rule('amountError')]}
        >
          <Input aria-label="Amount" inputMode="decimal" placeholder="-250" />
        </Form.Item>
        <Form.Item label="Details" name="preset">
          <Select
            aria-label="Details"
            options={[...ADJUSTMENT_PRESETS.map((p) => ({ value: p, label: p })), { value: CUSTOM_PRESET, label: 'Custom text' }]}
          />
        </Form.Item>
        {preset === CUSTOM_PRESET ? (
          <Form.Item name="custom" rules={[rule('detailsError')]}>
            <Input.TextArea aria-label="Custom details" autoSize={{ minRows: 2 }} showCount />
          </Form.Item>
        ) : null}
        {check.increasingWarning ? <Alert type="warning" showIcon title={A.increasingBalance} style={{ marginBottom: 16 }} /> : null}
        <FormActions saving={isLoading} onCancel={() => close()} />
      </Form>
    </SheetLayout>
  );
}

function AdjustmentDetails({ adjustment }: { adjustment: AdjustmentView }) {
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const { close } = useSheets();
  return (
    <SheetLayout title="Balance adjustment" footer={<Button onClick={() => close()}>Close</Button>}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Seller">{adjustment.seller.fullName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Amount">
          {formatMoney(toMinor(adjustment.amount, currencyFractionDigits(currency)), currency)}
        </Descriptions.Item>
        <Descriptions.Item label="Details">{adjustment.details}</Descriptions.Item>
        <Descriptions.Item label="Created">{formatDateTime(adjustment.meta.createdAt)}</Descriptions.Item>
      </Descriptions>
    </SheetLayout>
  );
}

/** The balance adjustment sheet (SPEC §2): create and view. */
export default function AdjustmentSheet({ entry }: SheetProps) {
  const { data, isLoading } = useGetAdjustmentQuery(entry.id ?? '', { skip: entry.mode === 'create' || !entry.id });
  if (entry.mode === 'create' || !entry.id) return <CreateAdjustment sellerId={entry.params?.sellerId} />;
  if (!data) return <SheetState title="Balance adjustment" loading={isLoading} error="Adjustment not found" />;
  return <AdjustmentDetails adjustment={data} />;
}
