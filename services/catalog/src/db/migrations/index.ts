import type { MigrationList } from '@consign/kit';
import { stores } from './20260101000100_stores';
import { replicas } from './20260101000200_replicas';
import { products } from './20260101000300_products';
import { searchMedia } from './20260101000400_search_media';
import { statusCounts } from './20260101000500_status_counts';
import { searchWords } from './20260101000600_search_words';
import { productDelivery } from './20260101000710_product_delivery';
import { tenantIsolation } from './20261101000100_tenant_isolation';
import { searchFunctions } from './20261124000100_search_functions';

export const migrations: MigrationList = {
  '20260101000100_stores': stores,
  '20260101000200_replicas': replicas,
  '20260101000300_products': products,
  '20260101000400_search_media': searchMedia,
  '20260101000500_status_counts': statusCounts,
  '20260101000600_search_words': searchWords,
  '20260101000710_product_delivery': productDelivery,
  '20261101000100_tenant_isolation': tenantIsolation,
  '20261124000100_search_functions': searchFunctions,
};
