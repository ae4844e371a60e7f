import { Card, Flex, Statistic, Typography } from 'antd';
import { useGetSellerImpactQuery } from '../../api/portal.api';
import { formatNumber } from '@consign/contracts';
import { personYearsFor, treesFor } from './portal-rules';

const valueStyle = { fontSize: 22 };

/** SPEC §2/§9: what the seller's resold items saved, with everyday equivalences; a failed fetch shows zeros. */
export function ImpactCard({ sellerId }: { sellerId: string }) {
  const { data } = useGetSellerImpactQuery(sellerId);
  const impact = data ?? { co2Saved: 0, waterSaved: 0, itemsSold: 0 };
  return (
    <Card title="Impact">
      <Flex vertical gap={16}>
        <div>
          <Statistic title="CO2 saved" value={formatNumber(impact.co2Saved, 1)} suffix="kg" styles={{ content: valueStyle }} />
          <Typography.Text type="secondary">≈ {formatNumber(treesFor(impact.co2Saved), 1)} trees for a year</Typography.Text>
        </div>
        <div>
          <Statistic title="Water saved" value={formatNumber(impact.waterSaved)} suffix="L" styles={{ content: valueStyle }} />
          <Typography.Text type="secondary">
            ≈ {formatNumber(personYearsFor(impact.waterSaved), 1)} years of drinking water for one person
          </Typography.Text>
        </div>
        <Statistic title="Items sold" value={formatNumber(impact.itemsSold)} styles={{ content: valueStyle }} />
      </Flex>
    </Card>
  );
}
