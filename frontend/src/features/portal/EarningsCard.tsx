import { Button, Card, Modal, Spin, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { OrganizationView, SellerView } from '@consign/contracts';
import { useGetSellerAccountQuery } from '../../api/portal.api';
import { earningsLabel, money } from './portal-rules';

// Loaded when the seller asks for a payout.
const PayoutForm = lazy(() => import('./PayoutForm').then((m) => ({ default: m.PayoutForm })));

/** SPEC §2 earnings card: store credits or earned commission, with 'Request payout' when the organization pays out. */
export function EarningsCard({ seller, organization }: { seller: SellerView; organization: OrganizationView }) {
  const [open, setOpen] = useState(false);
  const { data } = useGetSellerAccountQuery(seller.id);
  const available = data?.available ?? 0;
  const payoutsOn = organization.config.payouts.enabled;
  const label = earningsLabel(organization);
  return (
    <Card title={label}>
      <Statistic title="Available" value={money(available, organization.currency)} />
      {data ? <Typography.Text type="secondary">Earned in total: {money(data.accumulated, organization.currency)}</Typography.Text> : null}
      <div style={{ marginTop: 16 }}>
        <Button type="primary" block disabled={!payoutsOn || available <= 0} onClick={() => setOpen(true)}>
          Request payout
        </Button>
        {payoutsOn ? null : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            Payouts are not available from this store.
          </Typography.Paragraph>
        )}
      </div>
      <Modal title="Request payout" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Suspense fallback={<Spin />}>
          <PayoutForm
            sellerId={seller.id}
            organization={organization}
            available={available}
            bankAccountNumber={seller.bankAccountNumber}
            onDone={() => setOpen(false)}
          />
        </Suspense>
      </Modal>
    </Card>
  );
}
