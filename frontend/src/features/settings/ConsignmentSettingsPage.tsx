import { Button, Flex, Form, InputNumber, Radio, Select } from 'antd';
import { MESSAGES, type OrganizationView } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { SectionForm } from './SectionForm';
import { QueryState, SettingsPage } from './SettingsPage';

const O = MESSAGES.organization;

interface Values {
  storeCredit: 'store_credit' | 'commission';
  splitPercent: number;
  expiryDays: number;
  fees: OrganizationView['fees'];
}

/** Percent on screen, a fraction in storage (SPEC §3). */
export const toPercent = (fraction: number) => Math.round(fraction * 10000) / 100;

/** /settings/consignment: store credit or commission, the seller's split, expiry days and fees. */
export function ConsignmentSettingsPage() {
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title="Consignment" description="How sellers are paid for what they consign.">
      <QueryState isLoading={isLoading} error={error} fallback={O.failedToFetch} />
      {org ? (
        <SectionForm<Values>
          title="Consignment"
          section="consignment"
          initialValues={{
            storeCredit: org.config.storeCredit,
            splitPercent: toPercent(org.defaults.consignmentSplit),
            expiryDays: org.defaults.expiryDays,
            fees: org.fees,
          }}
          toBody={({ splitPercent, ...rest }) => ({ ...rest, fees: rest.fees ?? [], defaultSplit: splitPercent / 100 })}
          success={O.consignmentUpdated}
          failure={O.failedConsignment}
        >
          <Form.Item label="Sellers earn" name="storeCredit">
            <Radio.Group
              options={[
                { value: 'store_credit', label: 'Store credits' },
                { value: 'commission', label: 'Commission' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="Seller's share (%)"
            name="splitPercent"
            rules={[{ required: true, type: 'number', min: 0, max: 100, message: 'Between 0 and 100' }]}
          >
            <InputNumber min={0} max={100} addonAfter="%" />
          </Form.Item>
          <Form.Item
            label="Expiry (days)"
            name="expiryDays"
            rules={[{ required: true, type: 'number', min: 1, message: 'Expiry must be at least 1 day' }]}
          >
            <InputNumber min={1} max={3650} />
          </Form.Item>
          <Form.List name="fees">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                {fields.map((field) => (
                  <Flex key={field.key} gap={8} align="baseline" wrap>
                    <Form.Item name={[field.name, 'to']} label="Fee to" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'organization', label: 'Organization' },
                          { value: 'product', label: 'Product' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'type']} label="Type" style={{ marginBottom: 0 }}>
                      <Select
                        style={{ width: 150 }}
                        options={[
                          { value: 'percentage', label: 'Percentage' },
                          { value: 'flat', label: 'Flat' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      label="Amount"
                      style={{ marginBottom: 0 }}
                      rules={[{ type: 'number', min: 0, message: 'Fee amounts cannot be negative' }]}
                    >
                      <InputNumber min={0} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)}>Remove</Button>
                  </Flex>
                ))}
                <Button onClick={() => add({ to: 'organization', type: 'percentage', amount: 0 })} style={{ alignSelf: 'flex-start' }}>
                  Add fee
                </Button>
              </Flex>
            )}
          </Form.List>
        </SectionForm>
      ) : null}
    </SettingsPage>
  );
}
