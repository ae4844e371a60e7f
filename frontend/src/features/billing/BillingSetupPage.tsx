import { Card, Flex, Input, Radio, Typography } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { EmailField } from '../../components/EmailField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BILLING_PLANS } from '@consign/contracts';
import { useCompleteBillingSetupMutation, type BillingSetup } from '../../api/billing.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useSave } from '../../components/use-save';

/** /billing/setup: choose a plan and a billing contact; completing it lifts the setup redirect (SPEC §2). */
export default function BillingSetupPage() {
  const { t } = useTranslation(['billing', 'common', 'messages']);
  const { data: org } = useGetOrganizationQuery();
  const [complete, { isLoading }] = useCompleteBillingSetupMutation();
  const save = useSave();
  const navigate = useNavigate();
  return (
    <Flex justify="center">
      <Card title={t('setup.title')} style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
        {org ? (
          <Form<BillingSetup>
            layout="vertical"
            requiredMark={false}
            initialValues={{
              plan: 'standard',
              billingEmail: org.contact.email,
              companyName: org.legal.companyName || org.name,
              orgNumber: org.legal.organizationNumber,
            }}
            onFinish={async (values) => {
              if (await save(complete(values), { success: t('setup.saved'), failure: t('setup.failed') })) navigate('/');
            }}
          >
            <Form.Item label={t('setup.plan')} name="plan" rules={[{ required: true, message: t('setup.choosePlan') }]}>
              <Radio.Group>
                <Flex vertical gap={8}>
                  {BILLING_PLANS.map((plan) => (
                    <Radio key={plan} value={plan}>
                      <strong>{t(`plans.${plan}.name`)}</strong> — {t(`plans.${plan}.description`)}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <EmailField label={t('setup.billingEmail')} name="billingEmail" message={t('messages:sellers.validEmail')} />
            <Form.Item
              label={t('setup.companyName')}
              name="companyName"
              rules={[{ required: true, whitespace: true, message: t('setup.companyNameRequired') }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label={t('setup.orgNumber')}
              name="orgNumber"
              rules={[{ required: true, pattern: /^\d{3}\s?\d{3}\s?\d{3}$/, message: t('setup.orgNumberInvalid') }]}
            >
              <Input placeholder={t('setup.orgNumberPlaceholder')} />
            </Form.Item>
            <FormActions submitText={t('setup.submit')} saving={isLoading} />
          </Form>
        ) : null}
      </Card>
    </Flex>
  );
}
