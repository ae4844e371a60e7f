import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { expiresSoon, parisDay, type ProductView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../components/format';
import { LazyProductDetail } from './LazyProductDetail';
import { Rows } from '../../components/Rows';

/** On top of the portal: the items for sale within the organization's notice period of expiring, each opening its decision. */
export function ExpiringSoonCard({ products, currency, noticeDays }: { products: ProductView[]; currency: string; noticeDays: number }) {
  const { t } = useTranslation('portal');
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const soon = products
    .filter((p) => (p.status ?? 'active') === 'active' && expiresSoon(new Date(p.expiringAt), now, noticeDays))
    .sort((a, b) => a.expiringAt.localeCompare(b.expiringAt));
  if (!soon.length) return null;
  return (
    <Card title={t('expiring.title')} style={{ marginBottom: 12 }}>
      <Typography.Paragraph type="secondary">{t('expiring.intro')}</Typography.Paragraph>
      <Rows
        label={t('expiring.title')}
        items={soon}
        rowKey={(p) => p.id}
        onOpen={(p) => setOpenId(p.id)}
        render={(p) => (
          <Flex justify="space-between" gap={8}>
            <Typography.Text strong style={{ overflowWrap: 'break-word', minWidth: 0 }}>
              {p.name}
            </Typography.Text>
            <Typography.Text type="danger" style={{ whiteSpace: 'nowrap' }}>
              {t('expiring.expires', { date: formatCalendarDate(parisDay(new Date(p.expiringAt))) })}
            </Typography.Text>
          </Flex>
        )}
      />
      <LazyProductDetail product={soon.find((p) => p.id === openId) ?? null} currency={currency} onClose={() => setOpenId(null)} />
    </Card>
  );
}
