import { Descriptions, Input } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  currencyFractionDigits,
  displayAmount,
  formatBankAccount,
  isValidNorwegianBankAccount,
  normalizeBankAccount,
  toMinor,
  type OrganizationView,
} from '@consign/contracts';
import { useCreatePayoutMutation } from '../../api/payouts.api';
import { useConfirm } from '../../components/confirm';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useNotify } from '../../components/notify';
import { minimumPayout, payoutFee, readAmount } from '../payouts/payout-rules';
import { formatMajor, formatMinor } from '../../components/format';
import { maskBankAccount, sanitizeAmount } from './portal-rules';

interface Values {
  bankAccountNumber: string;
  amount: string;
}

interface Props {
  sellerId: string;
  organization: OrganizationView;
  /** Available credits, major units. */
  available: number;
  bankAccountNumber: string | null;
  onDone: () => void;
}

/**
 * SPEC §5 seller payout form: a valid bank account, an amount from the minimum up to the available credits,
 * with the fee and the minimum shown while typing and a last look (amount, fee, received, account) before it is sent.
 */
export function PayoutForm({ sellerId, organization, available, bankAccountNumber, onDone }: Props) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const ask = useConfirm();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const [request, { isLoading }] = useCreatePayoutMutation();
  // One key for this form: a double submit or a retry after a lost answer makes one payout.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // Whether the last keystroke went over the credits (the field then holds the credits, and says so).
  const capped = useRef(false);
  const amount = Form.useWatch('amount', form) ?? '';
  const currency = organization.currency;
  const digits = currencyFractionDigits(currency);
  const show = (minor: number) => formatMinor(minor, currency);
  const { payouts } = organization.config;
  const feeConfig = { fee: payouts.fee, productFeePercent: payouts.product };
  const costOf = (text: string) => {
    const minor = readAmount(text, digits) ?? 0;
    const fee = minor > 0 ? payoutFee(minor, feeConfig, digits) : 0;
    return { amount: minor, fee, received: Math.max(0, minor - fee) };
  };
  const { fee, received } = costOf(amount);
  const minimum = minimumPayout(feeConfig, digits);

  const send = async (values: Values) => {
    try {
      await request({
        sellerId,
        bankAccountNumber: normalizeBankAccount(values.bankAccountNumber),
        amount: values.amount,
        idempotencyKey,
      }).unwrap();
      notify.success(t('messages:payouts.saved'));
      onDone();
    } catch (error) {
      notify.failure(t('messages:payouts.failedToSave'), error, t('messages:payouts.tryAgainLater'));
    }
  };

  const confirm = (values: Values) => {
    const cost = costOf(values.amount);
    void ask({
      title: t('payout.confirmTitle'),
      content: (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('payout.amount')}>{show(cost.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('payout.fee')}>{show(cost.fee)}</Descriptions.Item>
          <Descriptions.Item label={t('payout.youReceive')}>{show(cost.received)}</Descriptions.Item>
          <Descriptions.Item label={t('payout.toAccount')}>{maskBankAccount(values.bankAccountNumber)}</Descriptions.Item>
        </Descriptions>
      ),
      okText: t('payout.submit'),
      onOk: () => send(values),
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ bankAccountNumber: bankAccountNumber ? formatBankAccount(bankAccountNumber) : '', amount: '' }}
      onFinish={confirm}
    >
      <Form.Item
        label={t('payout.bankAccountNumber')}
        name="bankAccountNumber"
        rules={[
          { required: true, whitespace: true, message: t('messages:sellerPayout.bankAccountRequired') },
          {
            validator: async (_r, v: string) =>
              !v?.trim() || isValidNorwegianBankAccount(v)
                ? undefined
                : Promise.reject(new Error(t('messages:sellerPayout.bankAccountInvalid'))),
          },
        ]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label={t('payout.amount')}
        name="amount"
        extra={t('payout.limits', { available: formatMajor(available, currency), minimum: minimum === null ? '—' : show(minimum) })}
        getValueFromEvent={(e: ChangeEvent<HTMLInputElement>) => {
          const next = sanitizeAmount(e.target.value, available, digits);
          capped.current = next.capped;
          return next.text;
        }}
        rules={[
          {
            validator: async (_r, v: string) => {
              const n = readAmount(v, digits);
              // SPEC §5: at least 1, worded 'Amount must be greater than 0'.
              if (n === null || n < toMinor(1, digits)) throw new Error(t('messages:sellerPayout.amountAboveZero'));
              if (n > toMinor(available, digits)) throw new Error(t('messages:sellerPayout.exceedsCredits'));
              // The amount as it is typed ('50,51'): the server's and the staff form's wording of it too.
              if (minimum === null || n < minimum)
                throw new Error(t('payout.amountAtLeast', { amount: displayAmount(minimum ?? n + 1, currency, digits) }));
            },
          },
          {
            // The cap keeps the amount within the credits while typing (SPEC §5); this says that it did.
            warningOnly: true,
            validator: async () => {
              if (capped.current) throw new Error(t('messages:sellerPayout.exceedsCredits'));
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('payout.fee')}>{show(fee)}</Descriptions.Item>
        <Descriptions.Item label={t('payout.youReceive')}>{show(received)}</Descriptions.Item>
      </Descriptions>
      <FormActions submitText={t('payout.submit')} saving={isLoading} onCancel={onDone} />
    </Form>
  );
}
