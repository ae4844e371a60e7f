import { Alert, Descriptions, Input } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFractionDigits, formatBankAccount, normalizeBankAccount, toMinor, type Asker } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { portalApi, useGetSellerAccountQuery } from '../../api/portal.api';
import { useGetSellerQuery } from '../../api/sellers.api';
import { Form } from '../Form';
import { FormActions } from '../FormActions';
import { formatMinor } from '../format';
import { SellerPicker } from '../SellerPicker';
import { checkPayout, insufficientCreditsText, sanitizeAmount } from './payout-rules';

export interface PayoutFormValues {
  sellerId: string;
  bankAccountNumber: string;
  amount: string;
}

/** What the payout costs, minor units: for a last look before it is sent. */
export interface PayoutCost {
  amount: number;
  fee: number;
  received: number;
  currency: string;
}

interface Props {
  /** Staff pick the seller and may save only a valid payout; a seller in the portal is the one paid (SPEC §5). */
  asker: Asker;
  /** The seller paid: the signed-in one in the portal; staff start with this one (or none). */
  sellerId?: string;
  /** Staff editing a payout keep its seller. */
  sellerLocked?: boolean;
  /** An edited payout's bank account and amount; else the seller's bank account and no amount. */
  initial?: { bankAccountNumber?: string; amount?: string };
  /** Credits the payout being edited already holds (they come back if its amount changes), minor units. */
  heldByThisPayout?: number;
  saving: boolean;
  submitText: string;
  onSubmit(values: PayoutFormValues, cost: PayoutCost): void;
  onCancel?: () => void;
}

/** Money text as typed: digits, spaces and the separators contracts' money parser reads ('1.000,50', '1 000.50'). */
const moneyText = (text: string) => text.replace(/[^\d.,\s]/g, '');

/**
 * The payout form (SPEC §5) of staff and sellers alike: a bank account, an amount within the credits from the
 * minimum up, the fee and what arrives shown while typing; the rules in the asker's words. The credits are read
 * again on submit: they may have gone down since the form loaded.
 */
export function PayoutForm({
  asker,
  sellerId: fixedSeller,
  sellerLocked,
  initial,
  heldByThisPayout = 0,
  saving,
  submitText,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useTranslation(['payouts', 'messages']);
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const [form] = Form.useForm<PayoutFormValues>();
  const sellerId = Form.useWatch('sellerId', form) ?? fixedSeller;
  const bank = Form.useWatch('bankAccountNumber', form);
  const amountText = Form.useWatch('amount', form);
  const [submitError, setSubmitError] = useState<string>();
  // Whether the seller's last keystroke went over the credits (the field then holds the credits, and says so).
  const capped = useRef(false);
  const { data: seller } = useGetSellerQuery(sellerId ?? '', { skip: !sellerId });
  // currentData: another seller's credits are not this one's while they load.
  const { currentData: account } = useGetSellerAccountQuery(sellerId ?? '', { skip: !sellerId });
  const [freshAccount] = portalApi.useLazyGetSellerAccountQuery();

  // The seller's bank account is filled in for each seller chosen; one typed is kept while that seller stays. Not
  // by isFieldTouched: antd counts the fill itself as a touch, so a seller chosen after another kept the first
  // one's account. An edited payout keeps its own account.
  const filledFor = useRef(initial?.bankAccountNumber ? sellerId : undefined);
  useEffect(() => {
    if (!sellerId || seller?.id !== sellerId || filledFor.current === sellerId) return;
    filledFor.current = sellerId;
    form.setFieldValue('bankAccountNumber', seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '');
  }, [form, sellerId, seller]);

  const available = account ? toMinor(account.available, digits) + heldByThisPayout : undefined;
  const config = org
    ? { fee: org.config.payouts.fee, productFeePercent: org.config.payouts.product }
    : { fee: { type: 'flat' as const, amount: 0 }, productFeePercent: 1 };
  const checkOf = (values: { amount?: string; bank?: string }) =>
    checkPayout({
      asker,
      amountText: values.amount ?? amountText,
      bankAccountNumber: values.bank ?? bank,
      sellerId,
      available,
      currency,
      config,
    });
  const check = checkOf({});
  const money = (minor: number) => formatMinor(minor, currency);

  // The amount's rule depends on the credits: an amount typed before they arrived is checked when they do.
  const creditsKnown = available !== undefined;
  useEffect(() => {
    if (creditsKnown && form.isFieldTouched('amount')) void form.validateFields(['amount']).catch(() => undefined);
  }, [form, creditsKnown]);

  const submit = async (values: PayoutFormValues) => {
    setSubmitError(undefined);
    const final = checkOf({ amount: values.amount, bank: values.bankAccountNumber });
    if (!sellerId || final.amount === null || (asker === 'staff' && !final.canSave)) return;
    const fresh = await freshAccount(sellerId)
      .unwrap()
      .catch(() => undefined);
    if (fresh && final.amount > toMinor(fresh.available, digits) + heldByThisPayout) return setSubmitError(insufficientCreditsText(asker));
    onSubmit(
      { sellerId, bankAccountNumber: normalizeBankAccount(values.bankAccountNumber), amount: values.amount.trim() },
      { amount: final.amount, fee: final.fee, received: final.received, currency },
    );
  };

  return (
    <Form<PayoutFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        sellerId: fixedSeller,
        bankAccountNumber: initial?.bankAccountNumber ? formatBankAccount(initial.bankAccountNumber) : '',
        amount: initial?.amount ?? '',
      }}
      onValuesChange={() => setSubmitError(undefined)}
      onFinish={(values) => void submit(values)}
      aria-label={t('form.label')}
    >
      {asker === 'staff' ? (
        <Form.Item
          label={t('form.seller')}
          name="sellerId"
          required
          rules={[{ required: true, message: t('messages:deliveries.selectSeller') }]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <SellerPicker disabled={sellerLocked} allowEmpty />
        </Form.Item>
      ) : null}
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
          autoComplete="off"
          placeholder="1234.56.78903"
          onBlur={(e) => form.setFieldValue('bankAccountNumber', formatBankAccount(e.target.value))}
        />
      </Form.Item>
      <Form.Item
        label={t('form.amount', { currency })}
        name="amount"
        getValueFromEvent={(e: ChangeEvent<HTMLInputElement>) => {
          if (asker === 'staff') return moneyText(e.target.value);
          // SPEC §5: the seller's amount is capped to the credits while typing.
          const next = sanitizeAmount(e.target.value, available === undefined ? undefined : available / 10 ** digits, digits);
          capped.current = next.capped;
          return next.text;
        }}
        rules={[
          {
            validator: async (_r, v: string) => {
              const error = checkOf({ amount: v ?? '' }).amountError;
              if (error) throw new Error(error);
            },
          },
          {
            // The cap keeps the seller's amount within the credits; this says that it did.
            warningOnly: true,
            validator: async () => {
              if (capped.current) throw new Error(t('messages:sellerPayout.exceedsCredits'));
            },
          },
        ]}
        extra={available !== undefined ? t('form.available', { asker, amount: money(available) }) : undefined}
      >
        <Input aria-label={t('form.amountField')} inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('form.fee')}>
          <span data-testid="payout-fee">{money(check.fee)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.received', { asker })}>
          <span data-testid="payout-received">{money(check.received)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('form.minimum')}>{check.minimum === null ? '—' : money(check.minimum)}</Descriptions.Item>
      </Descriptions>
      {submitError ? <Alert type="error" showIcon title={submitError} style={{ marginBottom: 16 }} /> : null}
      <FormActions submitText={submitText} disabled={asker === 'staff' && !check.canSave} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
