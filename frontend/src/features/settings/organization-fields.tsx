import { ColorPicker, Input, Radio } from 'antd';
import type { OrganizationView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { SectionForm } from './SectionForm';

/** The organization sections' fields, shared by the settings pages and the onboarding wizard. */
function OrganizationNameField() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <Form.Item
      label={t('organization.name.label')}
      name="name"
      rules={[{ required: true, whitespace: true, message: t('organization.name.required') }]}
    >
      <Input />
    </Form.Item>
  );
}

export interface BrandValues {
  logoUrl: string;
  /** A '#rrggbb' string until the picker is touched, then antd's colour object. */
  primaryColor: unknown;
}

/** The brand section's body: an empty logo URL is none; the picker's colour as '#rrggbb'. */
export const brandBody = (v: BrandValues) => ({
  logoUrl: v.logoUrl.trim() || null,
  primaryColor: typeof v.primaryColor === 'string' ? v.primaryColor : (v.primaryColor as { toHexString(): string }).toHexString(),
});

export function BrandFields() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <>
      <Form.Item
        label={t('organization.brand.logoUrl')}
        name="logoUrl"
        rules={[{ type: 'url', message: t('organization.brand.logoUrlInvalid') }]}
      >
        <Input placeholder={t('organization.brand.logoUrlPlaceholder')} />
      </Form.Item>
      <Form.Item label={t('organization.brand.primaryColour')} name="primaryColor">
        <ColorPicker format="hex" disabledAlpha showText />
      </Form.Item>
    </>
  );
}

export function SellersEarnField() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <Form.Item label={t('organization.sellersEarn.label')} name="storeCredit">
      <Radio.Group
        options={[
          { value: 'store_credit', label: t('organization.sellersEarn.storeCredits') },
          { value: 'commission', label: t('organization.sellersEarn.commission') },
        ]}
      />
    </Form.Item>
  );
}

/** The organization's sections as a whole: settings saves them in place, the wizard with 'Save and continue'. */
interface SectionProps {
  org: OrganizationView;
  submitText?: string;
  onSaved?: () => void;
}

export function NameSection({ org, submitText, onSaved }: SectionProps) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <SectionForm
      title={t('organization.name.title')}
      section="name"
      initialValues={{ name: org.name }}
      success={t('messages:organization.nameUpdated')}
      failure={t('messages:organization.failedName')}
      submitText={submitText}
      onSaved={onSaved}
    >
      <OrganizationNameField />
    </SectionForm>
  );
}

export function BrandSection({ org, submitText, onSaved }: SectionProps) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  return (
    <SectionForm
      title={t('organization.brand.title')}
      section="brand"
      initialValues={{ logoUrl: org.brand.logoUrl ?? '', primaryColor: org.brand.primaryColor }}
      toBody={brandBody}
      success={t('messages:organization.brandUpdated')}
      failure={t('messages:organization.failedBrand')}
      submitText={submitText}
      onSaved={onSaved}
    >
      <BrandFields />
    </SectionForm>
  );
}
