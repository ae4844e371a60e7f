import { Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { SectionForm } from './SectionForm';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';

/** /settings/seller-experience: what sellers see in their portal and where Log out sends them. */
export function SellerExperienceSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title={t('sellerExperience.title')} description={t('sellerExperience.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:organization.failedToFetch')} />
      {org ? (
        <SectionForm
          title={t('sellerExperience.portal')}
          section="seller-experience"
          initialValues={org.sellerExperience}
          success={t('messages:organization.sellerExperienceUpdated')}
          failure={t('messages:organization.failedSellerExperience')}
        >
          <Form.Item label={t('sellerExperience.showListedPrice')} name="showListedPrice" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('sellerExperience.genderEnabled')} name="genderEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('sellerExperience.deliveriesEnabled')} name="deliveriesEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label={t('sellerExperience.impactEnabled')} name="impactEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label={t('sellerExperience.forwardUrl')}
            name="forwardUrlLogOut"
            rules={[{ type: 'url', message: t('sellerExperience.forwardUrlInvalid') }]}
          >
            <Input placeholder={t('sellerExperience.forwardUrlPlaceholder')} />
          </Form.Item>
        </SectionForm>
      ) : null}
    </SettingsPage>
  );
}
