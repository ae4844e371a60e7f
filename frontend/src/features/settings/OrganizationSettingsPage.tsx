import { Col, Input, Row, Select, Switch } from 'antd';
import { Form } from '../../components/Form';
import { MESSAGES } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { BrandSection, OrganizationNameField } from './organization-fields';
import { SectionForm } from './SectionForm';
import { QueryState, SettingsPage } from './SettingsPage';

const O = MESSAGES.organization;
export const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP'];

/** /settings/organization: name, brand, contact, legal information and currency, each saved on its own. */
export function OrganizationSettingsPage() {
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title="Organization" description="How your organization is named, reached and presented.">
      <QueryState isLoading={isLoading} error={error} fallback={O.failedToFetch} />
      {org ? (
        <>
          <SectionForm title="Name" section="name" initialValues={{ name: org.name }} success={O.nameUpdated} failure={O.failedName}>
            <OrganizationNameField />
          </SectionForm>
          <BrandSection org={org} />
          <SectionForm title="Contact" section="contact" initialValues={org.contact} success={O.contactUpdated} failure={O.failedContact}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Email" name="email" rules={[{ type: 'email', message: 'Please enter a valid email address' }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Phone" name="phone">
                  <Input />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label="Website" name="website">
                  <Input />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label="Address" name="addressLine1">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Postal code" name="zip">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="City" name="city">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label="Country" name="country">
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          </SectionForm>
          <SectionForm title="Legal information" section="legal" initialValues={org.legal} success={O.legalUpdated} failure={O.failedLegal}>
            <Form.Item label="Company name" name="companyName">
              <Input />
            </Form.Item>
            <Form.Item label="Organization number" name="organizationNumber">
              <Input />
            </Form.Item>
            <Form.Item label="VAT registered" name="vatRegistered" valuePropName="checked">
              <Switch />
            </Form.Item>
          </SectionForm>
          <SectionForm
            title="Currency"
            section="currency"
            initialValues={{ currency: org.currency }}
            success={O.currencyUpdated}
            failure={O.failedCurrency}
          >
            <Form.Item label="Currency" name="currency">
              <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ maxWidth: 200 }} />
            </Form.Item>
          </SectionForm>
        </>
      ) : null}
    </SettingsPage>
  );
}
