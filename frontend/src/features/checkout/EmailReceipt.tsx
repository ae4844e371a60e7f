import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmailSaleReceiptMutation } from '../../api/sales.api';
import { EmailField } from '../../components/EmailField';
import { Form } from '../../components/Form';
import { useNotify } from '../../components/notify';

/** 'E-mail the receipt' when the buyer wants it: the A4 receipt to the address they give. */
export function EmailReceipt({ saleId }: { saleId: string }) {
  const { t } = useTranslation('checkout');
  const [form] = Form.useForm<{ email: string }>();
  const [send, sending] = useEmailSaleReceiptMutation();
  const notify = useNotify();
  const submit = async ({ email }: { email: string }) => {
    try {
      await send({ saleId, email: email.trim(), format: 'a4' }).unwrap();
      notify.success(t('emailReceipt.sent', { email: email.trim() }));
      form.resetFields();
    } catch (error) {
      notify.error(error, t('emailReceipt.notSent'));
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={(values) => void submit(values)} aria-label={t('emailReceipt.form')}>
      <EmailField label={t('emailReceipt.email')} message={t('emailReceipt.emailInvalid')} />
      <Button htmlType="submit" icon={<MailOutlined />} loading={sending.isLoading}>
        {t('emailReceipt.send')}
      </Button>
    </Form>
  );
}
