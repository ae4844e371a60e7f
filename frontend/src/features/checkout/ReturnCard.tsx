import type { SaleView } from '@consign/contracts';
import { Alert, Button, Card, Checkbox, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLazyFindSaleByNumberQuery, useReturnSaleItemsMutation } from '../../api/sales.api';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { NumberInput } from '../../components/NumberInput';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';

const SALE_NUMBER = 'return-sale-number';

interface Money {
  money: (major: number) => string;
}

/** A return at the counter: the sale by its receipt number, the items coming back, a reason. */
export function ReturnCard({ money }: Money) {
  const { t } = useTranslation('checkout');
  const [find, found] = useLazyFindSaleByNumberQuery();
  const sale = found.data?.[0];
  return (
    <Card title={t('return.title')}>
      <Flex vertical gap={8}>
        <Form<{ number?: number }> layout="inline" onFinish={({ number }) => number && void find(number)}>
          <Form.Item name="number" style={{ margin: 0 }}>
            <NumberInput<number>
              id={SALE_NUMBER}
              aria-label={t('return.saleNumber')}
              placeholder={t('return.saleNumber')}
              min={1}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Button htmlType="submit" loading={found.isFetching}>
            {t('return.findSale')}
          </Button>
        </Form>
        {found.isSuccess && !sale && <Alert type="warning" showIcon title={t('return.notFound')} />}
        {/* Keyed by the sale: another sale starts with nothing picked. */}
        {sale && <ReturnItems key={sale.id} sale={sale} money={money} onReturned={() => void find(sale.number)} />}
      </Flex>
    </Card>
  );
}

interface Picked {
  productIds?: string[];
  reason?: string;
}

function ReturnItems({ sale, money, onReturned }: Money & { sale: SaleView; onReturned: () => void }) {
  const { t } = useTranslation('checkout');
  const [form] = Form.useForm<Picked>();
  const picked = Form.useWatch('productIds', form) ?? [];
  const [returnItems, returning] = useReturnSaleItemsMutation();
  const confirm = useConfirm();
  const notify = useNotify();

  const submit = ({ productIds = [], reason }: Picked) => {
    if (productIds.length === 0) return;
    void confirm({
      title: t('return.confirmTitle', { count: productIds.length, number: sale.numberPadded }),
      content: t('return.confirmContent'),
      okText: t('return.takeBack'),
      onOk: async () => {
        try {
          await returnItems({
            saleId: sale.id,
            items: productIds.map((productId) => ({ productId })),
            ...(reason ? { reason } : {}),
          }).unwrap();
          notify.success(t('return.recorded'));
          form.resetFields();
          onReturned();
        } catch (error) {
          notify.error(error, t('return.notRecorded'));
        }
      },
      // Take back is disabled with nothing picked, so the focus antd gives back to it would be lost.
      afterClose: () => document.getElementById(SALE_NUMBER)?.focus(),
    });
  };

  return (
    <Form<Picked> form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="productIds" style={{ marginBottom: 8 }}>
        <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {sale.items.map((i) => (
            <Checkbox key={i.productId} value={i.productId} disabled={i.returned}>
              {i.skuPadded} · {i.name} · {money(i.price)}
              {i.returned ? ` ${t('return.returned')}` : ''}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="reason">
        <Input aria-label={t('return.reason')} placeholder={t('return.reasonPlaceholder')} />
      </Form.Item>
      <FormActions submitText={t('return.takeBack')} disabled={picked.length === 0} saving={returning.isLoading} />
    </Form>
  );
}
