import { InputNumber, Radio, Switch, Typography } from 'antd';
import { Form } from '../../components/Form';
import { MESSAGES, currencyFractionDigits, formatMoney } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { minimumPayout } from '../payouts/payout-rules';
import { SectionForm } from './SectionForm';
import { QueryState, SettingsPage } from './SettingsPage';

const O = MESSAGES.organization;

interface Values {
  enabled: boolean;
  feeType: 'flat' | 'percentage';
  feeAmount: number;
  productFeePercent: number;
}

/** The minimum payout for the values being edited, so staff see the effect before saving. */
function MinimumPayout({ currency }: { currency: string }) {
  const form = Form.useFormInstance<Values>();
  const feeType = Form.useWatch('feeType', form) ?? 'flat';
  const feeAmount = Form.useWatch('feeAmount', form) ?? 0;
  const product = Form.useWatch('productFeePercent', form) ?? 1;
  const minimum = minimumPayout(
    { fee: { type: feeType, amount: feeAmount }, productFeePercent: product },
    currencyFractionDigits(currency),
  );
  return (
    <Typography.Paragraph>
      Minimum payout:{' '}
      <Typography.Text strong data-testid="minimum-payout">
        {minimum === null ? 'the fees take the whole amount' : formatMoney(minimum, currency)}
      </Typography.Text>
    </Typography.Paragraph>
  );
}

/** /settings/payouts: whether sellers can request payouts, the fee and the {product} fee, the minimum. */
export function PayoutsSettingsPage() {
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title="Payouts" description="Fees taken from payouts and the smallest payout a seller can request.">
      <QueryState isLoading={isLoading} error={error} fallback={O.failedToFetch} />
      {org ? (
        <SectionForm<Values>
          title="Payouts"
          section="payouts"
          initialValues={{
            enabled: org.config.payouts.enabled,
            feeType: org.config.payouts.fee.type,
            feeAmount: org.config.payouts.fee.amount,
            productFeePercent: org.config.payouts.product,
          }}
          toBody={(v) => ({
            enabled: v.enabled,
            fee: { type: v.feeType, amount: v.feeAmount ?? 0 },
            productFeePercent: v.productFeePercent ?? 1,
          })}
          success={O.payoutsUpdated}
          failure={O.failedPayouts}
        >
          <Form.Item label="Sellers can request payouts" name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Fee type" name="feeType">
            <Radio.Group
              options={[
                { value: 'flat', label: `Flat (${org.currency})` },
                { value: 'percentage', label: 'Percentage of the amount' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Fee amount" name="feeAmount" rules={[{ type: 'number', min: 0, message: 'Fee amounts cannot be negative' }]}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item
            label="Product fee (%)"
            name="productFeePercent"
            rules={[{ type: 'number', min: 0, max: 100, message: 'Between 0 and 100' }]}
          >
            <InputNumber min={0} max={100} />
          </Form.Item>
          <MinimumPayout currency={org.currency} />
        </SectionForm>
      ) : null}
    </SettingsPage>
  );
}
