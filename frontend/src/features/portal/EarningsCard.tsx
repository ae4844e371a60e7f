import { Button, Card, Modal, Spin, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { OrganizationView, SellerView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { earningsLabel, formatMajor } from '../../components/format';

// Loaded when the seller asks for a payout.
const RequestPayout = lazy(() => import('./RequestPayout').then((m) => ({ default: m.RequestPayout })));

/** SPEC §2 earnings card: store credits or earned commission, with 'Request payout' when the organization pays out. */
export function EarningsCard({ seller, organization }: { seller: SellerView; organization: OrganizationView }) {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(false);
  const { data } = useGetSellerAccountQuery(seller.id);
  const available = data?.available ?? 0;
  const payoutsOn = organization.config.payouts.enabled;
  const label = earningsLabel(organization);
  return (
    <Card title={label}>
      <Statistic
        title={t('earnings.available')}
        value={formatMajor(available, organization.currency)}
        styles={{ content: { whiteSpace: 'nowrap' } }}
      />
      {data ? (
        <Typography.Text type="secondary">
          {t('earnings.earnedInTotal', { amount: formatMajor(data.accumulated, organization.currency) })}
        </Typography.Text>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <Button type="primary" block disabled={!payoutsOn || available <= 0} onClick={() => setOpen(true)}>
          {t('earnings.requestPayout')}
        </Button>
        {!payoutsOn || (data && available <= 0) ? (
          // A disabled button says why (SPEC §5: disabled without credits, and when the store pays none out).
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {payoutsOn ? t('earnings.noCredits') : t('earnings.payoutsOff')}
          </Typography.Paragraph>
        ) : null}
      </div>
      <Modal title={t('earnings.requestPayout')} open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Suspense fallback={<Spin />}>
          <RequestPayout sellerId={seller.id} onDone={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </Card>
  );
}
