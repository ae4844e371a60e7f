import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { EmailField } from '../../components/EmailField';
import { formatPhone, normalizePhone, type CoworkerCreate } from '@consign/contracts';

interface Props {
  initialValues?: Partial<CoworkerCreate>;
  submitText: string;
  loading: boolean;
  onSubmit(values: CoworkerCreate): void;
  onCancel?: () => void;
}

/** SPEC §5 Coworker: names required, a valid email ('Invalid email address'), a phone ('Phone number is required'). */
export function CoworkerForm({ initialValues, submitText, loading, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(['coworkers', 'common', 'messages']);
  const [form] = Form.useForm<CoworkerCreate>();
  return (
    <Form<CoworkerCreate>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(values) => onSubmit({ ...values, phone: normalizePhone(values.phone) ?? values.phone })}
    >
      <Form.Item
        label={t('fields.firstName')}
        name="firstName"
        rules={[{ required: true, whitespace: true, message: t('messages:sellers.firstNameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('fields.lastName')}
        name="lastName"
        rules={[{ required: true, whitespace: true, message: t('messages:sellers.lastNameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <EmailField label={t('fields.email')} message={t('messages:coworkers.invalidEmail')} />
      <Form.Item
        label={t('fields.phone')}
        name="phone"
        rules={[
          { required: true, whitespace: true, message: t('messages:coworkers.phoneRequired') },
          {
            validator: (_r, v: string | undefined) =>
              !v?.trim() || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('messages:coworkers.phoneRequired'))),
          },
        ]}
      >
        <Input
          type="tel"
          autoComplete="off"
          onBlur={(e) => {
            const phone = normalizePhone(e.target.value);
            if (phone) form.setFieldValue('phone', formatPhone(phone));
          }}
        />
      </Form.Item>
      <FormActions submitText={submitText} saving={loading} onCancel={onCancel} />
    </Form>
  );
}
