import { App, Button, Descriptions, Flex, Form, Input } from 'antd';
import { useState, type ChangeEvent } from 'react';
import {
  MESSAGES,
  currencyFractionDigits,
  formatBankAccount,
  isValidNorwegianBankAccount,
  normalizeBankAccount,
  type OrganizationView,
} from '@consign/contracts';
import { errorMessage } from '../../api/api';
import { useCreatePayoutMutation } from '../../api/payouts.api';
import { payoutFee } from '../payouts/payout-rules';
import { money, sanitizeAmount } from './portal-rules';

const P = MESSAGES.sellerPayout;

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

/** SPEC §5 seller payout form: a valid bank account, an amount from 1 up to the available credits. */
export function PayoutForm({ sellerId, organization, available, bankAccountNumber, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [request, { isLoading }] = useCreatePayoutMutation();
  // One key for this form: a double submit or a retry after a lost answer makes one payout.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const amount = Form.useWatch('amount', form) ?? '';
  const currency = organization.currency;
  const digits = currencyFractionDigits(currency);
  const amountMinor = Math.round((Number(amount) || 0) * 10 ** digits);
  const { payouts } = organization.config;
  const fee = amountMinor > 0 ? payoutFee(amountMinor, { fee: payouts.fee, productFeePercent: payouts.product }, digits) : 0;
  const received = Math.max(0, amountMinor - fee);

  const submit = async (values: Values) => {
    try {
      await request({
        sellerId,
        bankAccountNumber: normalizeBankAccount(values.bankAccountNumber),
        amount: values.amount,
        idempotencyKey,
      }).unwrap();
      void message.success(MESSAGES.payouts.saved);
      onDone();
    } catch (error) {
      void message.error(`${MESSAGES.payouts.failedToSave}. ${errorMessage(error, MESSAGES.payouts.tryAgainLater)}`);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ bankAccountNumber: bankAccountNumber ? formatBankAccount(bankAccountNumber) : '', amount: '' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label="Bank account number"
        name="bankAccountNumber"
        rules={[
          { required: true, whitespace: true, message: P.bankAccountRequired },
          {
            validator: async (_r, v: string) =>
              !v?.trim() || isValidNorwegianBankAccount(v) ? undefined : Promise.reject(new Error(P.bankAccountInvalid)),
          },
        ]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        label="Amount"
        name="amount"
        extra={`Available: ${money(available, currency)}`}
        getValueFromEvent={(e: ChangeEvent<HTMLInputElement>) => sanitizeAmount(e.target.value, available)}
        rules={[
          {
            validator: async (_r, v: string) => {
              const n = Number(v);
              if (!v || !(n >= 1)) throw new Error(P.amountAboveZero);
              if (n > available) throw new Error(P.exceedsCredits);
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Fee">{money(fee / 10 ** digits, currency)}</Descriptions.Item>
        <Descriptions.Item label="You receive">{money(received / 10 ** digits, currency)}</Descriptions.Item>
      </Descriptions>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Request payout
        </Button>
      </Flex>
    </Form>
  );
}
