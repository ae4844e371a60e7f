import { Button, Card, Descriptions, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { formatBankAccount, formatPhone, type SellerView } from '@consign/contracts';

// Loaded when the seller presses Edit: antd's Form and Input are not on the portal's first screen.
const ProfileForm = lazy(() => import('./ProfileForm').then((m) => ({ default: m.ProfileForm })));

/** SPEC §5 Seller profile: names, phone and bank account are the seller's to change; the e-mail is not. */
export function ProfileCard({ seller }: { seller: SellerView }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card
      title="Profile"
      extra={
        editing ? null : (
          <Button type="link" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<Spin />}>
          <ProfileForm seller={seller} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Name">{seller.fullName}</Descriptions.Item>
          <Descriptions.Item label="Email">{seller.email}</Descriptions.Item>
          <Descriptions.Item label="Phone">{seller.phonenumber ? formatPhone(seller.phonenumber) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Bank account">
            {seller.bankAccountNumber ? formatBankAccount(seller.bankAccountNumber) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Seller number">{seller.accountNumberPadded}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
