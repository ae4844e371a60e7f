import { MailOutlined } from '@ant-design/icons';
import { SALE_MESSAGES } from '@consign/contracts';
import { Button, Input } from 'antd';
import { useEmailSaleReceiptMutation } from '../../api/sales.api';
import { Form } from '../../components/Form';
import { useNotify } from '../../components/notify';

/** 'E-mail the receipt' when the buyer wants it: the A4 receipt to the address they give. */
export function EmailReceipt({ saleId }: { saleId: string }) {
  const [form] = Form.useForm<{ email: string }>();
  const [send, sending] = useEmailSaleReceiptMutation();
  const notify = useNotify();
  const submit = async ({ email }: { email: string }) => {
    try {
      const reply = await send({ saleId, email: email.trim(), format: 'a4' }).unwrap();
      notify.success(reply.message);
      form.resetFields();
    } catch (error) {
      notify.error(error, 'The receipt was not sent');
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={(values) => void submit(values)} aria-label="E-mail the receipt">
      <Form.Item
        name="email"
        label="Buyer's e-mail"
        rules={[
          { required: true, message: SALE_MESSAGES.emailInvalid },
          { type: 'email', message: SALE_MESSAGES.emailInvalid },
        ]}
      >
        <Input type="email" autoComplete="off" style={{ width: 260 }} />
      </Form.Item>
      <Button htmlType="submit" icon={<MailOutlined />} loading={sending.isLoading}>
        E-mail the receipt
      </Button>
    </Form>
  );
}
