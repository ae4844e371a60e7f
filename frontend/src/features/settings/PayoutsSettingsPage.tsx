import { Radio, Switch, Typography } from 'antd';
import { currencyFractionDigits } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { formatMinor } from '../../components/format';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { minimumPayout } from '../../components/payout/payout-rules';
import { SectionForm } from './SectionForm';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { NumberInput } from '../../components/NumberInput';

interface Values {
  enabled: boolean;
  feeType: 'flat' | 'percentage';
  feeAmount: number;
  productFeePercent: number;
}

/** The minimum payout for the values being edited, so staff see the effect before saving. */
function MinimumPayout({ currency }: { currency: string }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
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
      {t('payouts.minimum')}{' '}
      <Typography.Text strong data-testid="minimum-payout">
        {minimum === null ? t('payouts.feesTakeAll') : formatMinor(minimum, currency)}
      </Typography.Text>
    </Typography.Paragraph>
  );
}

/** /settings/payouts: whether sellers can request payouts, the fee and the {product} fee, the minimum. */
export function PayoutsSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title={t('payouts.title')} description={t('payouts.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:organization.failedToFetch')} />
      {org ? (
        <SectionForm<Values>
          title={t('payouts.section')}
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
          success={t('messages:organization.payoutsUpdated')}
          failure={t('messages:organization.failedPayouts')}
        >
          <Form.Item label={t('payouts.enabled')} name="enabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('payouts.feeType')} name="feeType">
            <Radio.Group
              options={[
                { value: 'flat', label: t('payouts.flat', { currency: org.currency }) },
                { value: 'percentage', label: t('payouts.percentage') },
              ]}
            />
          </Form.Item>
          <Form.Item
            label={t('payouts.feeAmount')}
            name="feeAmount"
            rules={[{ type: 'number', min: 0, message: t('payouts.feeNegative') }]}
          >
            <NumberInput min={0} />
          </Form.Item>
          <Form.Item
            label={t('payouts.productFee')}
            name="productFeePercent"
            rules={[{ type: 'number', min: 0, max: 100, message: t('payouts.between0And100') }]}
          >
            <NumberInput min={0} max={100} />
          </Form.Item>
          <MinimumPayout currency={org.currency} />
        </SectionForm>
      ) : null}
    </SettingsPage>
  );
}
