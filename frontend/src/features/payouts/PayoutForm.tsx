import { Alert, Descriptions, Input } from 'antd';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits, formatBankAccount, normalizeBankAccount, toMinor } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { portalApi, useGetSellerAccountQuery } from '../../api/portal.api';
import { useGetSellerQuery } from '../../api/sellers.api';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { formatMinor } from '../../components/format';
import { checkStaffPayout } from './payout-rules';
import { SellerPicker } from '../../components/SellerPicker';

export interface PayoutFormValues {
  sellerId: string;
  bankAccountNumber: string;
  amount: string;
}

interface Props {
  /** Create picks the seller; edit keeps it. */
  initial?: Partial<PayoutFormValues>;
  sellerLocked?: boolean;
  /** Credits the payout being edited already holds (they come back if its amount changes). */
  heldByThisPayout?: number;
  saving: boolean;
  submitText?: string;
  onSubmit(values: PayoutFormValues): void;
  onCancel?: () => void;
}

/** Money text as typed: digits, spaces and the separators contracts' money parser reads ('1.000,50', '1 000.50'). */
const moneyText = (e: ChangeEvent<HTMLInputElement>) => e.target.value.replace(/[^\d.,\s]/g, '');

/** The staff payout form (SPEC §5): rules and texts live, fee and amount received live, Save only when valid. */
export function PayoutForm({ initial, sellerLocked, heldByThisPayout = 0, saving, submitText, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['payouts', 'messages']);
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const [form] = Form.useForm<PayoutFormValues>();
  const sellerId = Form.useWatch('sellerId', form) ?? initial?.sellerId;
  const bank = Form.useWatch('bankAccountNumber', form);
  const amountText = Form.useWatch('amount', form);
  const [submitError, setSubmitError] = useState<string>();
  const { data: seller } = useGetSellerQuery(sellerId ?? '', { skip: !sellerId });
  const { data: account } = useGetSellerAccountQuery(sellerId ?? '', { skip: !sellerId });
  const [freshAccount] = portalApi.useLazyGetSellerAccountQuery();

  // The seller's bank account is the default when the coworker has not typed one.
  useEffect(() => {
    if (seller?.bankAccountNumber && !form.isFieldTouched('bankAccountNumber') && !initial?.bankAccountNumber)
      form.setFieldValue('bankAccountNumber', formatBankAccount(seller.bankAccountNumber));
  }, [form, seller?.bankAccountNumber, initial?.bankAccountNumber]);

  const available = account ? toMinor(account.available, digits) + heldByThisPayout : undefined;
  const config = org
    ? { fee: org.config.payouts.fee, productFeePercent: org.config.payouts.product }
    : { fee: { type: 'flat' as const, amount: 0 }, productFeePercent: 1 };
  const checkOf = (values: { amount?: string; bank?: string }) =>
    checkStaffPayout({
      amountText: values.amount ?? amountText,
      bankAccountNumber: values.bank ?? bank,
      sellerId,
      available,
      currency,
      config,
    });
  const check = checkOf({});
  const money = (minor: number) => formatMinor(minor, currency);

  // The amount's rule depends on the seller's credits: a typed amount is checked again when they arrive.
  useEffect(() => {
    if (form.isFieldTouched('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [form, available]);

  const submit = async (values: PayoutFormValues) => {
    setSubmitError(undefined);
    if (!sellerId || !check.canSave || check.amount === null) return;
    // The credits may have changed since the form loaded: ask again before saving.
    const fresh = await freshAccount(sellerId)
      .unwrap()
      .catch(() => undefined);
    if (fresh && check.amount > toMinor(fresh.available, digits) + heldByThisPayout)
      return setSubmitError(t('messages:payouts.notEnoughStoreCredits'));
    onSubmit({ sellerId, bankAccountNumber: normalizeBankAccount(values.bankAccountNumber), amount: values.amount.trim() });
  };

  return (
    <Form<PayoutFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        sellerId: initial?.sellerId,
        bankAccountNumber: initial?.bankAccountNumber ? formatBankAccount(initial.bankAccountNumber) : '',
        amount: initial?.amount ?? '',
      }}
      onFinish={(values) => void submit(values)}
      aria-label={t('form.label')}
    >
      <Form.Item
        label={t('form.seller')}
        name="sellerId"
        required
        rules={[{ required: true, message: t('messages:deliveries.selectSeller') }]}
      >
        <SellerPicker disabled={sellerLocked} />
      </Form.Item>
      <Form.Item
        label={t('form.bankAccount')}
        name="bankAccountNumber"
        rules={[
          {
            validator: async (_r, v: string) => {
              const error = checkOf({ bank: v ?? '' }).bankAccountError;
              if (error) throw new Error(error);
            },
          },
        ]}
      >
        <Input
          aria-label={t('form.bankAccount')}
          inputMode="numeric"
          placeholder="1234.56.78903"
          onBlur={(e) => form.setFieldValue('bankAccountNumber', formatBankAccount(e.target.value))}
        />
      </Form.Item>
      <Form.Item
        label={t('form.amount', { currency })}
        name="amount"
        getValueFromEvent={moneyText}
        rules={[
          {
            validator: async (_r, v: string) => {
              const error = checkOf({ amount: v ?? '' }).amountError;
              if (error) throw new Error(error);
            },
          },
        ]}
        extra={available !== undefined ? t('form.available', { amount: money(available) }) : undefined}
      >
        <Input aria-label={t('form.amountField')} inputMode="decimal" />
      </Form.Item>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('form.fee')}>
          <span data-testid="payout-fee">{money(check.fee)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.received')}>
          <span data-testid="payout-received">{money(check.received)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.minimum')}>{check.minimum === null ? '—' : money(check.minimum)}</Descriptions.Item>
      </Descriptions>
      {submitError ? <Alert type="error" showIcon title={submitError} style={{ marginBottom: 16 }} /> : null}
      <FormActions submitText={submitText ?? t('form.save')} disabled={!check.canSave} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
