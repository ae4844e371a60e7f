import type { MigrationList } from '@consign/kit';
import { replicas } from './20260101000100_replicas';
import { updates } from './20260101000200_updates';
import { webhooks } from './20260101000300_webhooks';
import { deliveryNotices } from './20260101000400_delivery_notices';
import { tenantIsolation } from './20261101000100_tenant_isolation';
import { expiryNoticesInCatalog } from './20261125000100_expiry_notices_in_catalog';
import { organizationSaleFees } from './20261201000100_organization_sale_fees';
import { languages } from './20261205000100_languages';

export const migrations: MigrationList = {
  '20260101000100_replicas': replicas,
  '20260101000200_updates': updates,
  '20260101000300_webhooks': webhooks,
  '20260101000400_delivery_notices': deliveryNotices,
  '20261101000100_tenant_isolation': tenantIsolation,
  '20261125000100_expiry_notices_in_catalog': expiryNoticesInCatalog,
  '20261201000100_organization_sale_fees': organizationSaleFees,
  '20261205000100_languages': languages,
};
