import { normalizeBankAccount, normalizePhone, type SellerView } from '@consign/contracts';
import { Alert, Button, Input } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSellerMutation, useUpdateSellerMutation } from '../../api/sellers.api';
import { useNotify } from '../../components/notify';
import { EmailField } from '../../components/EmailField';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import {
  bankAccountOnBlur,
  bankAccountOnFocus,
  normalisePhoneText,
  sellerErrorText,
  sellerFormRules,
  type SellerFormValues,
} from './seller-form-rules';

interface Props {
  /** The seller to edit; none on create. */
  seller?: SellerView;
}

/** Seller create and edit (SPEC §5): staff set names, e-mail, phone and bank account. */
export function SellerForm({ seller }: Props) {
  const { t } = useTranslation(['sellers', 'messages']);
  const mode = seller ? 'edit' : 'create';
  const rules = sellerFormRules(mode);
  const [form] = Form.useForm<SellerFormValues>();
  const sheets = useSheets();
  const notify = useNotify();
  const [create, creating] = useCreateSellerMutation();
  const [update, updating] = useUpdateSellerMutation();
  const [failure, setFailure] = useState<string>();

  const submit = async (values: SellerFormValues) => {
    setFailure(undefined);
    const phone = values.phone?.trim() ? (normalizePhone(values.phone) ?? values.phone) : null;
    const bank = values.bankAccountNumber?.trim() ? normalizeBankAccount(values.bankAccountNumber) : null;
    const base = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    if (seller) {
      const result = await update({ id: seller.id, ...base, phonenumber: phone, bankAccountNumber: bank });
      if ('error' in result) return fail(result.error);
      notify.success(t('form.updated'));
      sheets.setMode('view');
    } else {
      const result = await create({ ...base, phoneNumber: phone ?? '', ...(bank ? { bankAccountNumber: bank } : {}) });
      if ('error' in result) return fail(result.error);
      notify.success(t('form.created'));
      sheets.replace({ type: 'seller', id: result.data.id, mode: 'view' });
    }
  };
  const fail = (error: unknown) => {
    const text = sellerErrorText(error, t('messages:common.unexpected'));
    setFailure(text);
    notify.error(error, text);
  };

  const footer = (
    <>
      <Button onClick={() => (seller ? sheets.setMode('view') : sheets.close())}>{t('form.cancel')}</Button>
      <Button type="primary" onClick={() => form.submit()} loading={creating.isLoading || updating.isLoading}>
        {seller ? t('form.save') : t('form.create')}
      </Button>
    </>
  );

  return (
    <SheetLayout title={seller ? t('form.editTitle', { name: seller.fullName }) : t('form.newTitle')} footer={footer}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form<SellerFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          seller
            ? {
                firstName: seller.firstName,
                lastName: seller.lastName,
                email: seller.email,
                phone: seller.phonenumber ? normalisePhoneText(seller.phonenumber) : '',
                bankAccountNumber: seller.bankAccountNumber ? bankAccountOnBlur(seller.bankAccountNumber) : '',
              }
            : undefined
        }
      >
        <Form.Item label={t('form.firstName')} name="firstName" rules={rules.firstName}>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item label={t('form.lastName')} name="lastName" rules={rules.lastName}>
          <Input autoComplete="off" />
        </Form.Item>
        <EmailField label={t('form.email')} message={t('messages:sellers.validEmail')} />
        <Form.Item label={t('form.phone')} name="phone" rules={rules.phone} required={mode === 'create'}>
          <Input
            type="tel"
            autoComplete="off"
            onBlur={(e) => {
              form.setFieldValue('phone', normalisePhoneText(e.target.value));
              void form.validateFields(['phone']).catch(() => undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={t('form.bankAccount')} name="bankAccountNumber" rules={rules.bankAccountNumber}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            onFocus={(e) => form.setFieldValue('bankAccountNumber', bankAccountOnFocus(e.target.value))}
            onBlur={(e) => form.setFieldValue('bankAccountNumber', bankAccountOnBlur(e.target.value))}
          />
        </Form.Item>
      </Form>
    </SheetLayout>
  );
}
