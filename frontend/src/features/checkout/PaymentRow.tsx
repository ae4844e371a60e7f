import { DeleteOutlined } from '@ant-design/icons';
import { PAYMENT_METHODS, type PaymentMethod } from '@consign/contracts';
import { Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { Form } from '../../components/Form';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { MoneyInput } from '../../components/MoneyInput';
import { SellerPicker } from '../../components/SellerPicker';

/** A payment method's name in the reader's language (at render time). */
export const methodLabel = (method: PaymentMethod) => i18n.t(`checkout:payment.methods.${method}`);

export interface Payment {
  method: PaymentMethod;
  amount?: number;
  /** Store credit: the consignor whose credit pays. */
  sellerId?: string;
}

/**
 * Why a store-credit payment cannot go through as it stands (no consignor, more than their credit, more than
 * the basket), else null.
 */
export function storeCreditProblem(
  p: Payment,
  paying: number,
  total: number,
  available: number | undefined,
  money: (major: number) => string,
): string | null {
  if (p.method !== 'store_credit') return null;
  if (!p.sellerId) return i18n.t('checkout:payment.storeCreditSeller');
  if (available !== undefined && paying > available) return i18n.t('checkout:payment.storeCreditOver', { available: money(available) });
  if (paying > total) return i18n.t('checkout:payment.paymentOver');
  return null;
}

interface Props {
  index: number;
  payment: Payment;
  /** What this payment pays of the total: its amount, or the rest when it has none. */
  paying: number;
  /** The basket's total (major units). */
  total: number;
  currency: string;
  money: (major: number) => string;
  removable: boolean;
  onChange: (payment: Payment) => void;
  onRemove: () => void;
}

/** One payment of the basket: its method and amount; store credit picks the consignor and shows their credit. */
export function PaymentRow({ index, payment: p, paying, total, currency, money, removable, onChange, onRemove }: Props) {
  const { t } = useTranslation('checkout');
  const n = index + 1;
  const { data: account } = useGetSellerAccountQuery(p.sellerId ?? '', { skip: p.method !== 'store_credit' || !p.sellerId });
  const available = p.sellerId && account?.sellerId === p.sellerId ? account.available : undefined;
  const problem = p.sellerId ? storeCreditProblem(p, paying, total, available, money) : null;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="flex-start" wrap>
        <Select
          aria-label={t('payment.method', { n })}
          style={{ width: 160 }}
          value={p.method}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: methodLabel(m) }))}
          onChange={(method) => onChange({ ...p, method, ...(method === 'store_credit' ? {} : { sellerId: undefined }) })}
        />
        {p.method === 'store_credit' && (
          <div style={{ width: 280 }}>
            <SellerPicker value={p.sellerId} onChange={(sellerId) => onChange({ ...p, sellerId })} />
          </div>
        )}
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem} style={{ margin: 0 }}>
          <MoneyInput
            aria-label={t('payment.amount', { n })}
            placeholder={p.method === 'cash' ? t('payment.givenPlaceholder') : t('payment.amountPlaceholder')}
            currency={currency}
            value={p.amount}
            onChange={(amount) => onChange({ ...p, amount })}
          />
        </Form.Item>
        {removable && <Button aria-label={t('payment.remove', { n })} icon={<DeleteOutlined />} onClick={onRemove} />}
      </Flex>
      {available !== undefined && (
        <Typography.Text type="secondary" aria-label={t('payment.availableLabel', { n })}>
          {t('payment.available', { amount: money(available) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
