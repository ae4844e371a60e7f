import { Button, Card, Flex, Input, Radio, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useNavigate } from 'react-router-dom';
import { BILLING_PLANS } from '@consign/contracts';
import { useCompleteBillingSetupMutation, type BillingSetup } from '../../api/billing.api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useSave } from '../settings/use-save';

export const PLAN_TEXT: Record<(typeof BILLING_PLANS)[number], { name: string; description: string }> = {
  starter: { name: 'Starter', description: 'One store, up to 500 active products.' },
  standard: { name: 'Standard', description: 'Up to three stores, unlimited products.' },
  pro: { name: 'Pro', description: 'Unlimited stores, webhooks and priority support.' },
};

/** /billing/setup: choose a plan and a billing contact; completing it lifts the setup redirect (SPEC §2). */
export default function BillingSetupPage() {
  const { data: org } = useGetOrganizationQuery();
  const [complete, { isLoading }] = useCompleteBillingSetupMutation();
  const save = useSave();
  const navigate = useNavigate();
  return (
    <Flex justify="center">
      <Card title="Set up billing" style={{ width: '100%', maxWidth: 640 }}>
        <Typography.Paragraph type="secondary">Choose a plan and who receives the invoices.</Typography.Paragraph>
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
              if (await save(complete(values), { success: 'Billing set up successfully', failure: 'Failed to set up billing' }))
                navigate('/');
            }}
          >
            <Form.Item label="Plan" name="plan" rules={[{ required: true, message: 'Choose a plan' }]}>
              <Radio.Group>
                <Flex vertical gap={8}>
                  {BILLING_PLANS.map((plan) => (
                    <Radio key={plan} value={plan}>
                      <strong>{PLAN_TEXT[plan].name}</strong> — {PLAN_TEXT[plan].description}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              label="Billing email"
              name="billingEmail"
              rules={[{ required: true, type: 'email', message: 'Please enter a valid email address' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label="Company name"
              name="companyName"
              rules={[{ required: true, whitespace: true, message: 'Company name is required' }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label="Organization number"
              name="orgNumber"
              rules={[{ required: true, pattern: /^\d{3}\s?\d{3}\s?\d{3}$/, message: 'Organization number must be 9 digits' }]}
            >
              <Input placeholder="123 456 789" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Complete setup
            </Button>
          </Form>
        ) : null}
      </Card>
    </Flex>
  );
}
