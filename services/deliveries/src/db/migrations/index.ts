import type { MigrationList } from '@consign/kit';
import { replicas } from './20260201000100_replicas';
import { storeConfigs } from './20260201000200_store_configs';
import { deliveries } from './20260201000300_deliveries';
import { deliveryProducts } from './20260201000410_delivery_products';

export const migrations: MigrationList = {
  '20260201000100_replicas': replicas,
  '20260201000200_store_configs': storeConfigs,
  '20260201000300_deliveries': deliveries,
  '20260201000410_delivery_products': deliveryProducts,
};
