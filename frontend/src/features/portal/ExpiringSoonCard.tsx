import { Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EXPIRING_SOON_TEXTS as T, expiresSoon, type ProductView } from '@consign/contracts';
import { LazyProductDetail } from './LazyProductDetail';
import { Rows } from '../../components/Rows';

/** On top of the portal: the items for sale within the organization's notice period of expiring, each opening its decision. */
export function ExpiringSoonCard({ products, currency, noticeDays }: { products: ProductView[]; currency: string; noticeDays: number }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const soon = products
    .filter((p) => (p.status ?? 'active') === 'active' && expiresSoon(new Date(p.expiringAt), now, noticeDays))
    .sort((a, b) => a.expiringAt.localeCompare(b.expiringAt));
  if (!soon.length) return null;
  return (
    <Card title={T.title} style={{ marginBottom: 12 }}>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <Rows
        label={T.title}
        items={soon}
        rowKey={(p) => p.id}
        onOpen={(p) => setOpenId(p.id)}
        render={(p) => (
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong style={{ overflowWrap: 'break-word', minWidth: 0 }}>
              {p.name}
            </Typography.Text>
            <Typography.Text type="danger" style={{ whiteSpace: 'nowrap' }}>
              Expires {dayjs(p.expiringAt).format('D MMM')}
            </Typography.Text>
          </Flex>
        )}
      />
      <LazyProductDetail product={soon.find((p) => p.id === openId) ?? null} currency={currency} onClose={() => setOpenId(null)} />
    </Card>
  );
}
