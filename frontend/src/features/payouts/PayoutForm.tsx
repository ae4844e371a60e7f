import { Alert, Button, Descriptions, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGES, currencyFractionDigits, formatBankAccount, formatMoney, normalizeBankAccount, toMinor } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { portalApi, useGetSellerAccountQuery } from '../../api/portal.api';
import { useGetSellerQuery } from '../../api/sellers.api';
import { checkStaffPayout } from './payout-rules';
import { SellerPicker } from './SellerPicker';

const P = MESSAGES.payouts;

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

/** The staff payout form (SPEC §5): rules and texts live, fee and amount received live, Save only when valid. */
export function PayoutForm({ initial, sellerLocked, heldByThisPayout = 0, saving, submitText = 'Save', onSubmit, onCancel }: Props) {
  const { data: org } = useGetOrganizationQuery();
  const currency = org?.currency ?? 'NOK';
  const digits = currencyFractionDigits(currency);
  const [sellerId, setSellerId] = useState(initial?.sellerId);
  const [bank, setBank] = useState(initial?.bankAccountNumber ? formatBankAccount(initial.bankAccountNumber) : '');
  const [amountText, setAmountText] = useState(initial?.amount ?? '');
  const [touched, setTouched] = useState({ amount: false, bank: false });
  const [submitError, setSubmitError] = useState<string>();
  const { data: seller } = useGetSellerQuery(sellerId ?? '', { skip: !sellerId });
  const { data: account } = useGetSellerAccountQuery(sellerId ?? '', { skip: !sellerId });
  const [freshAccount] = portalApi.useLazyGetSellerAccountQuery();

  // The seller's bank account is the default when the coworker has not typed one.
  useEffect(() => {
    if (seller?.bankAccountNumber && !touched.bank && !initial?.bankAccountNumber) setBank(formatBankAccount(seller.bankAccountNumber));
  }, [seller?.bankAccountNumber, touched.bank, initial?.bankAccountNumber]);

  const available = account ? toMinor(account.available, digits) + heldByThisPayout : undefined;
  const config = org
    ? { fee: org.config.payouts.fee, productFeePercent: org.config.payouts.product }
    : { fee: { type: 'flat' as const, amount: 0 }, productFeePercent: 1 };
  const check = checkStaffPayout({ amountText, bankAccountNumber: bank, sellerId, available, currency, config });
  const money = (minor: number) => formatMoney(minor, currency);

  const submit = async () => {
    setSubmitError(undefined);
    if (!sellerId || !check.canSave || check.amount === null) return;
    // The credits may have changed since the form loaded: ask again before saving.
    const fresh = await freshAccount(sellerId)
      .unwrap()
      .catch(() => undefined);
    if (fresh && check.amount > toMinor(fresh.available, digits) + heldByThisPayout) return setSubmitError(P.notEnoughStoreCredits);
    onSubmit({ sellerId, bankAccountNumber: normalizeBankAccount(bank), amount: amountText.trim() });
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} aria-label="Payout">
      <Form.Item label="Seller" required>
        <SellerPicker value={sellerId} onChange={setSellerId} disabled={sellerLocked} />
      </Form.Item>
      <Form.Item
        label="Bank account number"
        validateStatus={touched.bank && check.bankAccountError ? 'error' : undefined}
        help={touched.bank ? check.bankAccountError : undefined}
      >
        <Input
          aria-label="Bank account number"
          value={bank}
          inputMode="numeric"
          placeholder="1234.56.78903"
          onChange={(e) => {
            setBank(e.target.value);
            setTouched((t) => ({ ...t, bank: true }));
          }}
          onBlur={() => setBank((b) => formatBankAccount(b))}
        />
      </Form.Item>
      <Form.Item
        label={`Amount (${currency})`}
        validateStatus={touched.amount && check.amountError ? 'error' : undefined}
        help={touched.amount ? check.amountError : undefined}
        extra={available !== undefined ? `Available store credits: ${money(available)}` : undefined}
      >
        <Input
          aria-label="Amount"
          value={amountText}
          inputMode="decimal"
          onChange={(e) => {
            // Digits and one decimal separator only (SPEC §5 money strings).
            if (/^\d*(?:[.,]\d*)?$/.test(e.target.value)) setAmountText(e.target.value);
            setTouched((t) => ({ ...t, amount: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
        />
      </Form.Item>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Fee">
          <span data-testid="payout-fee">{money(check.fee)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Amount received">
          <span data-testid="payout-received">{money(check.received)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Minimum payout">{check.minimum === null ? '—' : money(check.minimum)}</Descriptions.Item>
      </Descriptions>
      {submitError ? <Alert type="error" showIcon title={submitError} style={{ marginBottom: 16 }} /> : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" disabled={!check.canSave} loading={saving}>
          {submitText}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
      </Flex>
    </Form>
  );
}
