import { Col, Input, Row, Select, Switch } from 'antd';
import { LANGUAGE_NAMES, LANGUAGES, type Language, type OrganizationView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { BrandSection, NameSection } from './organization-fields';
import { SectionForm } from './SectionForm';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { EmailField } from '../../components/EmailField';

export const CURRENCIES = ['NOK', 'SEK', 'DKK', 'EUR', 'USD', 'GBP'];

/** The form's value of 'Browser's language', sent as the API's null (an option needs a value of its own). */
const BROWSER = 'browser';
type LanguageChoice = Language | typeof BROWSER;

/**
 * The organization's language (issue 23): the default of everyone in it who chose none, from their next sign-in;
 * 'Browser's language' leaves it to each one's browser.
 */
function LanguageSection({ org }: { org: OrganizationView }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <SectionForm<{ language: LanguageChoice }>
      title={t('organization.language.title')}
      section="language"
      initialValues={{ language: org.language ?? BROWSER }}
      toBody={(v) => ({ language: v.language === BROWSER ? null : v.language })}
      success={t('organization.language.updated')}
      failure={t('organization.language.failed')}
    >
      <Form.Item label={t('organization.language.label')} name="language" extra={t('organization.language.help')}>
        <Select
          style={{ maxWidth: 320 }}
          options={[
            { value: BROWSER, label: t('organization.language.browser') },
            ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
          ]}
        />
      </Form.Item>
    </SectionForm>
  );
}

/** /settings/organization: name, brand, contact, legal information, currency and language, each saved on its own. */
export function OrganizationSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title={t('organization.title')} description={t('organization.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:organization.failedToFetch')} />
      {org ? (
        <>
          <NameSection org={org} />
          <BrandSection org={org} />
          <SectionForm
            title={t('organization.contact.title')}
            section="contact"
            initialValues={org.contact}
            success={t('messages:organization.contactUpdated')}
            failure={t('messages:organization.failedContact')}
          >
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <EmailField label={t('organization.contact.email')} message={t('messages:sellers.validEmail')} required={false} />
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label={t('organization.contact.phone')} name="phone">
                  <Input />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label={t('organization.contact.website')} name="website">
                  <Input />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item label={t('organization.contact.address')} name="addressLine1">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('organization.contact.zip')} name="zip">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('organization.contact.city')} name="city">
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item label={t('organization.contact.country')} name="country">
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          </SectionForm>
          <SectionForm
            title={t('organization.legal.title')}
            section="legal"
            initialValues={org.legal}
            success={t('messages:organization.legalUpdated')}
            failure={t('messages:organization.failedLegal')}
          >
            <Form.Item label={t('organization.legal.companyName')} name="companyName">
              <Input />
            </Form.Item>
            <Form.Item label={t('organization.legal.organizationNumber')} name="organizationNumber">
              <Input />
            </Form.Item>
            <Form.Item label={t('organization.legal.vatRegistered')} name="vatRegistered" valuePropName="checked">
              <Switch />
            </Form.Item>
          </SectionForm>
          <SectionForm
            title={t('organization.currency.title')}
            section="currency"
            initialValues={{ currency: org.currency }}
            success={t('messages:organization.currencyUpdated')}
            failure={t('messages:organization.failedCurrency')}
          >
            <Form.Item label={t('organization.currency.label')} name="currency">
              <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ maxWidth: 200 }} />
            </Form.Item>
          </SectionForm>
          <LanguageSection org={org} />
        </>
      ) : null}
    </SettingsPage>
  );
}
