import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpiryDecision as Decision, ProductView } from '@consign/contracts';
import { useDecideExpiryMutation } from '../../api/portal.api';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { MoneyInput } from '../../components/MoneyInput';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';
import { formatMajor } from '../../components/format';

/** The consignor's four choices for an item for sale; each asks first, since each changes the item for good. */
export function ExpiryDecision({ product, currency }: { product: ProductView; currency: string }) {
  const { t } = useTranslation('portal');
  const [decide, { isLoading }] = useDecideExpiryMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const [repricing, setRepricing] = useState(false);

  const send = async (action: Decision, price?: number) => {
    try {
      await decide({ id: product.id, action, price }).unwrap();
      notify.success(t('decision.decided'));
      setRepricing(false);
    } catch (error) {
      notify.error(error, t('decision.failed'));
    }
  };
  const ask = (action: Exclude<Decision, 'reprice'>) =>
    void confirm({
      title: t(`decision.titles.${action}`),
      content: t(`decision.questions.${action}`, { name: product.name, store: product.store?.name ?? t('decision.theStore') }),
      okText: t(`decision.${action}`),
      onOk: () => send(action),
    });

  return (
    <Flex vertical gap={8} role="group" aria-label={t('decision.group')}>
      <Flex gap={8} wrap>
        <Button loading={isLoading} onClick={() => ask('extend')}>
          {t('decision.extend')}
        </Button>
        <Button onClick={() => setRepricing((on) => !on)}>{t('decision.reprice')}</Button>
        <Button onClick={() => ask('collect')}>{t('decision.collect')}</Button>
        <Button onClick={() => ask('donate')}>{t('decision.donate')}</Button>
      </Flex>
      {repricing ? (
        <Form<{ price?: number }>
          layout="vertical"
          aria-label={t('decision.reprice')}
          onFinish={({ price }) =>
            void confirm({
              title: t('decision.titles.reprice'),
              content: t('decision.questions.reprice', {
                from: formatMajor(product.price, currency),
                to: formatMajor(price!, currency),
              }),
              okText: t('decision.reprice'),
              onOk: () => send('reprice', price),
            })
          }
        >
          <Form.Item
            label={t('decision.newPriceNow', { price: formatMajor(product.price, currency) })}
            name="price"
            rules={[
              { required: true, message: t('decision.priceRequired') },
              {
                validator: async (_rule, value?: number) => {
                  if (value !== undefined && value >= product.price) throw new Error(t('decision.priceNotLower'));
                },
              },
            ]}
          >
            <MoneyInput currency={currency} aria-label={t('decision.newPrice')} />
          </Form.Item>
          <FormActions submitText={t('decision.reprice')} saving={isLoading} />
        </Form>
      ) : null}
      <Typography.Text type="secondary">{t('decision.doNothing')}</Typography.Text>
    </Flex>
  );
}
