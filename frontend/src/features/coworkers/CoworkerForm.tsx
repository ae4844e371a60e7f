import { Input } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { MESSAGES, formatPhone, normalizePhone, type CoworkerCreate } from '@consign/contracts';

const C = MESSAGES.coworkers;

interface Props {
  initialValues?: Partial<CoworkerCreate>;
  submitText: string;
  loading: boolean;
  onSubmit(values: CoworkerCreate): void;
  onCancel?: () => void;
}

/** SPEC §5 Coworker: names required, a valid email ('Invalid email address'), a phone ('Phone number is required'). */
export function CoworkerForm({ initialValues, submitText, loading, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<CoworkerCreate>();
  return (
    <Form<CoworkerCreate>
      form={form}
      layout="vertical"
      requiredMark={false}
      noValidate
      initialValues={initialValues}
      onFinish={(values) => onSubmit({ ...values, phone: normalizePhone(values.phone) ?? values.phone })}
    >
      <Form.Item
        label="First name"
        name="firstName"
        rules={[{ required: true, whitespace: true, message: MESSAGES.sellers.firstNameRequired }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Last name"
        name="lastName"
        rules={[{ required: true, whitespace: true, message: MESSAGES.sellers.lastNameRequired }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: C.invalidEmail },
          { type: 'email', message: C.invalidEmail },
        ]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label="Phone"
        name="phone"
        rules={[
          { required: true, whitespace: true, message: C.phoneRequired },
          {
            validator: (_r, v: string | undefined) =>
              !v?.trim() || normalizePhone(v) ? Promise.resolve() : Promise.reject(new Error(C.phoneRequired)),
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
