import { Card, Empty, Flex, Tag } from 'antd';
import type { ProductView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { Rows } from '../../components/Rows';

/** SPEC §2: the seller's active products, one row per name with how many there are. */
export function ActiveProductsCard({ products }: { products: ProductView[] }) {
  const { t } = useTranslation(['portal', 'common', 'messages']);
  const counts = new Map<string, number>();
  for (const p of products) if ((p.status ?? 'active') === 'active') counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <Card title={t('activeProducts.title')}>
      {rows.length ? (
        <Rows
          label={t('activeProducts.title')}
          items={rows}
          rowKey={([name]) => name}
          render={([name, count]) => (
            <Flex justify="space-between" align="center" gap={8}>
              <span>{name}</span>
              <Tag style={{ marginInlineEnd: 0 }}>{count}</Tag>
            </Flex>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages:empty.noProducts')} />
      )}
    </Card>
  );
}
