import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm';
import { formatMinor } from '../../components/format';
import { PayoutForm } from '../../components/payout/PayoutForm';
import { useCreatePayout } from '../../components/payout/use-payout-save';
import { maskBankAccount } from './portal-rules';

/**
 * SPEC §5 seller payout: the payout form as the seller, and a last look (amount, fee, received, account) before
 * the request is sent.
 */
export function RequestPayout({ sellerId, onDone }: { sellerId: string; onDone: () => void }) {
  const { t } = useTranslation('portal');
  const ask = useConfirm();
  const { request, isLoading } = useCreatePayout();
  return (
    <PayoutForm
      asker="seller"
      sellerId={sellerId}
      saving={isLoading}
      submitText={t('payout.submit')}
      onCancel={onDone}
      onSubmit={(values, cost) => {
        const show = (minor: number) => formatMinor(minor, cost.currency);
        void ask({
          title: t('payout.confirmTitle'),
          content: (
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('payout.amount')}>{show(cost.amount)}</Descriptions.Item>
              <Descriptions.Item label={t('payout.fee')}>{show(cost.fee)}</Descriptions.Item>
              <Descriptions.Item label={t('payout.youReceive')}>{show(cost.received)}</Descriptions.Item>
              <Descriptions.Item label={t('payout.toAccount')}>{maskBankAccount(values.bankAccountNumber)}</Descriptions.Item>
            </Descriptions>
          ),
          okText: t('payout.submit'),
          onOk: async () => {
            if (await request(values)) onDone();
          },
        });
      }}
    />
  );
}
