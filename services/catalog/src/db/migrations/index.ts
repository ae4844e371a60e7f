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
import { sales } from './20261125000100_sales';
import { strictWordSearch } from './20261125000200_strict_word_search';
import { productHistory } from './20261125000400_product_history';
import { expiryExtended } from './20261125000500_expiry_extended';
import { saleOutcomes } from './20261125000700_sale_outcomes';
import { markdownProgress } from './20261125000600_markdown_progress';
import { consignmentNotices } from './20261125000800_consignment_notices';
import { productImport } from './20261125000900_product_import';
import { paidOutHistory } from './20261126000100_paid_out_history';
import { storeStatusCounts } from './20261127000100_store_status_counts';
import { listIndexes } from './20261127000200_list_indexes';
import { boundedSearch } from './20261127000400_bounded_search';
import { soldAtIndex } from './20261127000900_sold_at_index';
import { soldProductsById } from './20261128000100_sold_products_by_id';
import { tenantFunctionsPlannedOnce } from './20261204000100_tenant_functions_planned_once';
import { fulltextThroughItsIndex } from './20261207000100_fulltext_through_its_index';
import { knownSearchWords } from './20261208000100_known_search_words';

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
  '20261125000100_sales': sales,
  '20261125000200_strict_word_search': strictWordSearch,
  '20261125000400_product_history': productHistory,
  '20261125000500_expiry_extended': expiryExtended,
  '20261125000600_markdown_progress': markdownProgress,
  '20261125000700_sale_outcomes': saleOutcomes,
  '20261125000800_consignment_notices': consignmentNotices,
  '20261125000900_product_import': productImport,
  '20261126000100_paid_out_history': paidOutHistory,
  '20261127000100_store_status_counts': storeStatusCounts,
  '20261127000200_list_indexes': listIndexes,
  '20261127000400_bounded_search': boundedSearch,
  '20261127000900_sold_at_index': soldAtIndex,
  '20261128000100_sold_products_by_id': soldProductsById,
  '20261204000100_tenant_functions_planned_once': tenantFunctionsPlannedOnce,
  '20261207000100_fulltext_through_its_index': fulltextThroughItsIndex,
  '20261208000100_known_search_words': knownSearchWords,
};
