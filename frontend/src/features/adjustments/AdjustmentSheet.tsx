import { Alert, Button, Descriptions, Input, Select, Typography } from 'antd';
import { useConfirm } from '../../components/confirm';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useNotify } from '../../components/notify';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits, toMinor, type AdjustmentView } from '@consign/contracts';
import { useCreateAdjustmentMutation, useGetAdjustmentQuery } from '../../api/adjustments.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import type { SheetProps } from '../../sheets/sheet-props';
import { SheetLayout, SheetState } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { SellerPicker } from '../../components/SellerPicker';
import { formatDateTime, formatMajor, formatMinor } from '../../components/format';
import { CUSTOM_PRESET, adjustmentPresets, checkAdjustment } from './adjustment-rules';

interface AdjustmentValues {
  sellerId?: string;
  amount: string;
  preset: string;
  custom: string;
}

/** Money text as typed: a sign, digits, spaces and the separators contracts' money parser reads. */
const signedMoneyText = (e: ChangeEvent<HTMLInputElement>) => e.target.value.replace(/[^\d.,\s-]/g, '');

export function CreateAdjustment({ sellerId: initialSeller }: { sellerId?: string }) {
  const { t } = useTranslation(['adjustments', 'messages']);
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const presets = adjustmentPresets();
  /** SPEC §5: the 'Negative Balance Warning' dialog. */
  const negativeBalance = {
    title: t('messages:adjustments.negativeBalanceTitle'),
    content: t('messages:adjustments.negativeBalanceQuestion'),
    okText: t('form.confirmOk'),
    cancelText: t('form.confirmCancel'),
  };
  const [form] = Form.useForm<AdjustmentValues>();
  const sellerId = Form.useWatch('sellerId', form) ?? initialSeller;
  const amountText = Form.useWatch('amount', form) ?? '';
  const preset = Form.useWatch('preset', form) ?? presets[0];
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
      notify.success(t('messages:adjustments.saved'));
      replace({ type: 'balance-adjustment', id: adjustment.id, mode: 'view' });
    } catch (error) {
      // The balance moved since the form loaded: the server asks the same question.
      // The error body's `reason` (its `code` names the message in the API catalogue).
      const reason = (error as { data?: { reason?: string } }).data?.reason;
      if (reason === 'negative_balance' && !allowNegative && (await ask(negativeBalance))) return send(values, true);
      if (reason !== 'negative_balance') notify.error(error, t('messages:adjustments.failedToSave'));
    }
  };

  const submit = async (values: AdjustmentValues) => {
    const { wouldGoNegative } = checkOf(values);
    if (wouldGoNegative && !(await ask(negativeBalance))) return;
    await send(values, wouldGoNegative);
  };

  return (
    <SheetLayout title={t('form.title')}>
      <Form<AdjustmentValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ sellerId: initialSeller, amount: '', preset: presets[0], custom: '' }}
        onFinish={(values) => void submit(values)}
        aria-label={t('form.label')}
      >
        <Form.Item
          label={t('form.seller')}
          name="sellerId"
          rules={[{ required: true, message: t('messages:deliveries.selectSeller') }]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <SellerPicker disabled={Boolean(initialSeller)} allowEmpty />
        </Form.Item>
        {available !== undefined ? (
          <Typography.Paragraph type="secondary">
            {t('form.storeCreditsNow', { amount: formatMinor(available, currency) })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          label={t('form.amount', { currency })}
          name="amount"
          extra={t('form.amountHelp')}
          getValueFromEvent={signedMoneyText}
          rules={[rule('amountError')]}
        >
          <Input aria-label={t('form.amountField')} inputMode="decimal" placeholder={t('form.amountPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('form.details')} name="preset">
          <Select
            aria-label={t('form.details')}
            options={[...presets.map((p) => ({ value: p, label: p })), { value: CUSTOM_PRESET, label: t('form.customText') }]}
          />
        </Form.Item>
        {preset === CUSTOM_PRESET ? (
          <Form.Item name="custom" rules={[rule('detailsError')]}>
            <Input.TextArea aria-label={t('form.customDetails')} autoSize={{ minRows: 2 }} showCount />
          </Form.Item>
        ) : null}
        {check.increasingWarning ? (
          <Alert type="warning" showIcon title={t('messages:adjustments.increasingBalance')} style={{ marginBottom: 16 }} />
        ) : null}
        <FormActions saving={isLoading} onCancel={() => close()} />
      </Form>
    </SheetLayout>
  );
}

function AdjustmentDetails({ adjustment }: { adjustment: AdjustmentView }) {
  const { t } = useTranslation(['adjustments', 'messages']);
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const { close } = useSheets();
  return (
    <SheetLayout title={t('details.title')} footer={<Button onClick={() => close()}>{t('details.close')}</Button>}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('details.seller')}>{adjustment.seller.fullName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('details.amount')}>{formatMajor(adjustment.amount, currency)}</Descriptions.Item>
        <Descriptions.Item label={t('details.details')}>{adjustment.details}</Descriptions.Item>
        <Descriptions.Item label={t('details.created')}>{formatDateTime(adjustment.meta.createdAt)}</Descriptions.Item>
      </Descriptions>
    </SheetLayout>
  );
}

/** The balance adjustment sheet (SPEC §2): create and view. */
export default function AdjustmentSheet({ entry }: SheetProps) {
  const { t } = useTranslation(['adjustments', 'messages']);
  const { data, isLoading } = useGetAdjustmentQuery(entry.id ?? '', { skip: entry.mode === 'create' || !entry.id });
  if (entry.mode === 'create' || !entry.id) return <CreateAdjustment sellerId={entry.params?.sellerId} />;
  if (!data) return <SheetState title={t('details.title')} loading={isLoading} error={t('details.notFound')} />;
  return <AdjustmentDetails adjustment={data} />;
}
