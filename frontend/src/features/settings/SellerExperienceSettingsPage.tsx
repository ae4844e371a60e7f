import { Input, Switch } from 'antd';
import { Form } from '../../components/Form';
import { MESSAGES } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { SectionForm } from './SectionForm';
import { QueryState, SettingsPage } from './SettingsPage';

const O = MESSAGES.organization;

/** /settings/seller-experience: what sellers see in their portal and where Log out sends them. */
export function SellerExperienceSettingsPage() {
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title="Seller experience" description="What your sellers see in their portal.">
      <QueryState isLoading={isLoading} error={error} fallback={O.failedToFetch} />
      {org ? (
        <SectionForm
          title="Seller portal"
          section="seller-experience"
          initialValues={org.sellerExperience}
          success={O.sellerExperienceUpdated}
          failure={O.failedSellerExperience}
        >
          <Form.Item label="Show the listed price" name="showListedPrice" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Products have a gender" name="genderEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Sellers book deliveries" name="deliveriesEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="Show the Impact card" name="impactEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="After Log out, go to" name="forwardUrlLogOut" rules={[{ type: 'url', message: 'Enter a valid URL' }]}>
            <Input placeholder="https://your-shop.example" />
          </Form.Item>
        </SectionForm>
      ) : null}
    </SettingsPage>
  );
}
