import { Card, Flex, Statistic, Typography } from 'antd';
import { useGetSellerImpactQuery } from '../../api/portal.api';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../components/format';
import { personYearsFor, treesFor } from './portal-rules';

const valueStyle = { fontSize: 22 };

/** SPEC §2/§9: what the seller's resold items saved, with everyday equivalences; a failed fetch shows zeros. */
export function ImpactCard({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('portal');
  const { data } = useGetSellerImpactQuery(sellerId);
  const impact = data ?? { co2Saved: 0, waterSaved: 0, itemsSold: 0 };
  return (
    <Card title={t('impact.title')}>
      <Flex vertical gap={16}>
        <div>
          <Statistic
            title={t('impact.co2Saved')}
            value={formatQuantity(impact.co2Saved, 1)}
            suffix={t('impact.kg')}
            styles={{ content: valueStyle }}
          />
          <Typography.Text type="secondary">{t('impact.trees', { trees: formatQuantity(treesFor(impact.co2Saved), 1) })}</Typography.Text>
        </div>
        <div>
          <Statistic
            title={t('impact.waterSaved')}
            value={formatQuantity(impact.waterSaved)}
            suffix={t('impact.litres')}
            styles={{ content: valueStyle }}
          />
          <Typography.Text type="secondary">
            {t('impact.drinkingWater', { years: formatQuantity(personYearsFor(impact.waterSaved), 1) })}
          </Typography.Text>
        </div>
        <Statistic title={t('impact.itemsSold')} value={formatQuantity(impact.itemsSold)} styles={{ content: valueStyle }} />
      </Flex>
    </Card>
  );
}
