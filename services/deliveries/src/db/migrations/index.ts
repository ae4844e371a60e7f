import type { MigrationList } from '@consign/kit';
import { replicas } from './20260201000100_replicas';
import { storeConfigs } from './20260201000200_store_configs';
import { deliveries } from './20260201000300_deliveries';
import { deliveryProducts } from './20260201000410_delivery_products';
import { busyRanges } from './20260201000420_busy_ranges';
import { busyRangesOrg } from './20260201000430_busy_ranges_org';
import { tenantIsolation } from './20261101000100_tenant_isolation';
import { organizationDeliveriesEnabled } from './20261125000100_organization_deliveries_enabled';

export const migrations: MigrationList = {
  '20260201000100_replicas': replicas,
  '20260201000200_store_configs': storeConfigs,
  '20260201000300_deliveries': deliveries,
  '20260201000410_delivery_products': deliveryProducts,
  '20260201000420_busy_ranges': busyRanges,
  '20260201000430_busy_ranges_org': busyRangesOrg,
  '20261101000100_tenant_isolation': tenantIsolation,
  '20261125000100_organization_deliveries_enabled': organizationDeliveriesEnabled,
};
