import { ColorPicker, Input, Radio } from 'antd';
import { MESSAGES, type OrganizationView } from '@consign/contracts';
import { Form } from '../../components/Form';
import { SectionForm } from './SectionForm';

/** The organization sections' fields, shared by the settings pages and the onboarding wizard. */
export function OrganizationNameField() {
  return (
    <Form.Item
      label="Organization name"
      name="name"
      rules={[{ required: true, whitespace: true, message: 'Organization name is required' }]}
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
  return (
    <>
      <Form.Item label="Logo URL" name="logoUrl" rules={[{ type: 'url', message: 'Enter a valid logo URL' }]}>
        <Input placeholder="https://…/logo.png" />
      </Form.Item>
      <Form.Item label="Primary colour" name="primaryColor">
        <ColorPicker format="hex" disabledAlpha showText />
      </Form.Item>
    </>
  );
}

export function SellersEarnField() {
  return (
    <Form.Item label="Sellers earn" name="storeCredit">
      <Radio.Group
        options={[
          { value: 'store_credit', label: 'Store credits' },
          { value: 'commission', label: 'Commission' },
        ]}
      />
    </Form.Item>
  );
}

/** The brand section as a whole: settings saves it in place, the wizard with 'Save and continue'. */
export function BrandSection({ org, submitText, onSaved }: { org: OrganizationView; submitText?: string; onSaved?: () => void }) {
  return (
    <SectionForm
      title="Brand"
      section="brand"
      initialValues={{ logoUrl: org.brand.logoUrl ?? '', primaryColor: org.brand.primaryColor }}
      toBody={brandBody}
      success={MESSAGES.organization.brandUpdated}
      failure={MESSAGES.organization.failedBrand}
      submitText={submitText}
      onSaved={onSaved}
    >
      <BrandFields />
    </SectionForm>
  );
}
