import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import {
  bankAccountTyping,
  formatBankAccount,
  formatPhone,
  isValidNorwegianBankAccount,
  normalizeBankAccount,
  normalizePhone,
  type SellerView,
} from '@consign/contracts';
import { useUpdateOwnProfileMutation } from '../../api/portal.api';
import { useNotify } from '../../components/notify';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phonenumber: string;
  bankAccountNumber: string;
}

/** SPEC §5 Seller profile form: names need a character, the phone must parse, the bank account is valid when given. */
export function ProfileForm({ seller, onDone }: { seller: SellerView; onDone: () => void }) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const notify = useNotify();
  const [form] = Form.useForm<ProfileValues>();
  const [update, { isLoading }] = useUpdateOwnProfileMutation();

  const save = async (values: ProfileValues) => {
    try {
      await update({
        id: seller.id,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phonenumber: values.phonenumber.trim() ? normalizePhone(values.phonenumber) : null,
        bankAccountNumber: values.bankAccountNumber.trim() ? normalizeBankAccount(values.bankAccountNumber) : null,
      }).unwrap();
      notify.success(t('profile.saved'));
      onDone();
    } catch (error) {
      notify.error(error, t('messages:common.unexpected'));
    }
  };

  // Shown grouped while the field is left, edited as plain digits while it has focus.
  const reformat = (field: 'phonenumber' | 'bankAccountNumber', mode: 'blur' | 'focus') => {
    const value = form.getFieldValue(field) as string;
    if (!value) return;
    if (field === 'bankAccountNumber') {
      form.setFieldValue(field, mode === 'blur' ? formatBankAccount(value) : normalizeBankAccount(value));
    } else if (mode === 'blur') {
      const phone = normalizePhone(value);
      if (phone) form.setFieldValue(field, formatPhone(phone));
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{
        firstName: seller.firstName,
        lastName: seller.lastName,
        email: seller.email,
        phonenumber: seller.phonenumber ? formatPhone(seller.phonenumber) : '',
        bankAccountNumber: seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '',
      }}
      onFinish={(values) => void save(values)}
    >
      <Form.Item
        label={t('profile.firstName')}
        name="firstName"
        rules={[{ required: true, whitespace: true, message: t('messages:sellers.firstNameRequired') }]}
      >
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        label={t('profile.lastName')}
        name="lastName"
        rules={[{ required: true, whitespace: true, message: t('messages:sellers.lastNameRequired') }]}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item label={t('profile.email')} name="email">
        <Input disabled />
      </Form.Item>
      <Form.Item
        label={t('profile.phone')}
        name="phonenumber"
        rules={[
          {
            validator: async (_r, v: string) =>
              !v?.trim() || normalizePhone(v) ? undefined : Promise.reject(new Error(t('profile.phoneInvalid'))),
          },
        ]}
      >
        <Input type="tel" autoComplete="tel" onBlur={() => reformat('phonenumber', 'blur')} />
      </Form.Item>
      <Form.Item
        label={t('profile.bankAccount')}
        name="bankAccountNumber"
        normalize={bankAccountTyping}
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_r, v: string) =>
              !v?.trim() || isValidNorwegianBankAccount(v)
                ? undefined
                : Promise.reject(new Error(t('messages:sellers.bankAccountInvalidProfile'))),
          },
        ]}
      >
        <Input
          inputMode="numeric"
          onBlur={() => reformat('bankAccountNumber', 'blur')}
          onFocus={() => reformat('bankAccountNumber', 'focus')}
        />
      </Form.Item>
      <FormActions saving={isLoading} onCancel={onDone} />
    </Form>
  );
}
