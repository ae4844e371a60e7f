import { Alert, App, Button, Descriptions, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { MESSAGES, currencyFractionDigits, formatMoney, toMinor, type AdjustmentView } from '@consign/contracts';
import { errorMessage } from '../../api/api';
import { useCreateAdjustmentMutation, useGetAdjustmentQuery } from '../../api/adjustments.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import type { SheetProps } from '../../sheets/registry';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { SellerPicker } from '../payouts/SellerPicker';
import { formatDateTime } from '../settings/format';
import { ADJUSTMENT_PRESETS, CUSTOM_PRESET, checkAdjustment } from './adjustment-rules';

const A = MESSAGES.adjustments;

/** SPEC §5: the 'Negative Balance Warning' dialog; resolves true when the coworker goes ahead. */
function confirmNegative(modal: ReturnType<typeof App.useApp>['modal']): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: A.negativeBalanceTitle,
      content: A.negativeBalanceQuestion,
      okText: 'Yes, adjust',
      cancelText: 'Cancel',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function CreateAdjustment({ sellerId: initialSeller }: { sellerId?: string }) {
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const [sellerId, setSellerId] = useState(initialSeller);
  const [amountText, setAmountText] = useState('');
  const [preset, setPreset] = useState<string>(ADJUSTMENT_PRESETS[0]);
  const [custom, setCustom] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { data: account } = useGetSellerAccountQuery(sellerId ?? '', { skip: !sellerId });
  const [create, { isLoading }] = useCreateAdjustmentMutation();
  const { message, modal } = App.useApp();
  const { replace, close } = useSheets();
  const details = preset === CUSTOM_PRESET ? custom : preset;
  const available = account ? toMinor(account.available, digits) : undefined;
  const check = checkAdjustment({ amountText, details, currency, available });

  const send = async (allowNegative: boolean): Promise<void> => {
    try {
      const adjustment = await create({ sellerId: sellerId!, amount: amountText.trim(), details: details.trim(), allowNegative }).unwrap();
      void message.success(A.saved);
      replace({ type: 'balance-adjustment', id: adjustment.id, mode: 'view' });
    } catch (error) {
      // The balance moved since the form loaded: the server asks the same question.
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code === 'negative_balance' && !allowNegative && (await confirmNegative(modal))) return send(true);
      if (code !== 'negative_balance') void message.error(errorMessage(error, A.failedToSave));
    }
  };

  const submit = async () => {
    setSubmitted(true);
    if (!sellerId || check.amountError || check.detailsError) return;
    if (check.wouldGoNegative && !(await confirmNegative(modal))) return;
    await send(check.wouldGoNegative);
  };

  const show = (field: 'amount' | 'details') =>
    submitted || (field === 'amount' ? amountText !== '' : preset === CUSTOM_PRESET && custom !== '');
  return (
    <SheetLayout title="New balance adjustment">
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} aria-label="Balance adjustment">
        <Form.Item
          label="Seller"
          validateStatus={submitted && !sellerId ? 'error' : undefined}
          help={submitted && !sellerId ? MESSAGES.deliveries.selectSeller : undefined}
        >
          <SellerPicker value={sellerId} onChange={setSellerId} disabled={Boolean(initialSeller)} />
        </Form.Item>
        {available !== undefined ? (
          <Typography.Paragraph type="secondary">Store credits now: {formatMoney(available, currency)}</Typography.Paragraph>
        ) : null}
        <Form.Item
          label={`Amount (${currency})`}
          extra="Negative to take credits away, positive to add them."
          validateStatus={show('amount') && check.amountError ? 'error' : undefined}
          help={show('amount') ? check.amountError : undefined}
        >
          <Input
            aria-label="Amount"
            value={amountText}
            inputMode="decimal"
            placeholder="-250"
            onChange={(e) => {
              if (/^-?\d*(?:[.,]\d*)?$/.test(e.target.value)) setAmountText(e.target.value);
            }}
          />
        </Form.Item>
        <Form.Item label="Details">
          <Select
            aria-label="Details"
            value={preset}
            onChange={setPreset}
            options={[...ADJUSTMENT_PRESETS.map((p) => ({ value: p, label: p })), { value: CUSTOM_PRESET, label: 'Custom text' }]}
          />
        </Form.Item>
        {preset === CUSTOM_PRESET ? (
          <Form.Item
            validateStatus={show('details') && check.detailsError ? 'error' : undefined}
            help={show('details') ? check.detailsError : undefined}
          >
            <Input.TextArea
              aria-label="Custom details"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              autoSize={{ minRows: 2 }}
              showCount
            />
          </Form.Item>
        ) : null}
        {check.increasingWarning ? <Alert type="warning" showIcon title={A.increasingBalance} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Save
          </Button>
          <Button onClick={() => close()}>Cancel</Button>
        </Flex>
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
  if (isLoading)
    return (
      <SheetLayout title="Balance adjustment">
        <Skeleton active />
      </SheetLayout>
    );
  if (!data)
    return (
      <SheetLayout title="Balance adjustment">
        <Alert type="error" showIcon title="Adjustment not found" />
      </SheetLayout>
    );
  return <AdjustmentDetails adjustment={data} />;
}
