import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  EXPIRING_SOON_TEXTS as T,
  EXPIRY_DECISION_MESSAGES as M,
  type ExpiryDecision as Decision,
  type ProductView,
} from '@consign/contracts';
import { useDecideExpiryMutation } from '../../api/portal.api';
import { Form } from '../../components/Form';
import { MoneyInput } from '../../components/MoneyInput';
import { useConfirm } from '../../components/confirm';
import { useNotify } from '../../components/notify';
import { formatMajor } from '../../components/format';

const QUESTIONS: Record<Exclude<Decision, 'reprice'>, (p: ProductView) => string> = {
  extend: (p) => `Keep ${p.name} on sale longer? You can extend an item once.`,
  collect: (p) => `Collect ${p.name}? It is taken off sale and waits for you at ${p.store?.name ?? 'the store'}.`,
  donate: (p) => `Donate ${p.name}? It is taken off sale and given to charity; you earn nothing for it.`,
};

/** The consignor's four choices for an item for sale; each asks first, since each changes the item for good. */
export function ExpiryDecision({ product, currency }: { product: ProductView; currency: string }) {
  const [decide, { isLoading }] = useDecideExpiryMutation();
  const confirm = useConfirm();
  const notify = useNotify();
  const [repricing, setRepricing] = useState(false);

  const send = async (action: Decision, price?: number) => {
    try {
      await decide({ id: product.id, action, price }).unwrap();
      notify.success(T.decided);
      setRepricing(false);
    } catch (error) {
      notify.error(error, T.failed);
    }
  };
  const ask = (action: Exclude<Decision, 'reprice'>, label: string) =>
    void confirm({ title: `${label}?`, content: QUESTIONS[action](product), okText: label, onOk: () => send(action) });

  return (
    <Flex vertical gap={8} role="group" aria-label="Your decision">
      <Flex gap={8} wrap>
        <Button loading={isLoading} onClick={() => ask('extend', T.extend)}>
          {T.extend}
        </Button>
        <Button onClick={() => setRepricing((on) => !on)}>{T.reprice}</Button>
        <Button onClick={() => ask('collect', T.collect)}>{T.collect}</Button>
        <Button onClick={() => ask('donate', T.donate)}>{T.donate}</Button>
      </Flex>
      {repricing ? (
        <Form<{ price?: number }>
          layout="vertical"
          aria-label={T.reprice}
          onFinish={({ price }) =>
            void confirm({
              title: `${T.reprice}?`,
              content: `From ${formatMajor(product.price, currency)} to ${formatMajor(price!, currency)}. A price cannot be raised again here.`,
              okText: T.reprice,
              onOk: () => send('reprice', price),
            })
          }
        >
          <Form.Item
            label={`New price (now ${formatMajor(product.price, currency)})`}
            name="price"
            rules={[
              { required: true, message: M.priceRequired },
              {
                validator: async (_rule, value?: number) => {
                  if (value !== undefined && value >= product.price) throw new Error(M.priceNotLower);
                },
              },
            ]}
          >
            <MoneyInput currency={currency} aria-label="New price" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {T.reprice}
          </Button>
        </Form>
      ) : null}
      <Typography.Text type="secondary">If you do nothing, the store decides when the item expires.</Typography.Text>
    </Flex>
  );
}
