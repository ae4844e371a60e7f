import type { MigrationList } from '@consign/kit';
import { organizations } from './20260101000100_organizations';
import { books } from './20260101000200_books';
import { noOverdraft } from './20260101000300_no_overdraft';
import { tenantIsolation } from './20261101000100_tenant_isolation';
import { saleFees } from './20261125000100_sale_fees';
import { storeCreditDebits } from './20261125000200_store_credit_debits';
import { postingsByDate } from './20261125000300_postings_by_date';
import { payoutAllocations } from './20261126000100_payout_allocations';
import { postingsBySellerDate } from './20261127000200_postings_by_seller_date';
import { salePostingsByProduct } from './20261128000100_sale_postings_by_product';

export const migrations: MigrationList = {
  '20260101000100_organizations': organizations,
  '20260101000200_books': books,
  '20260101000300_no_overdraft': noOverdraft,
  '20261101000100_tenant_isolation': tenantIsolation,
  '20261125000100_sale_fees': saleFees,
  '20261125000200_store_credit_debits': storeCreditDebits,
  '20261125000300_postings_by_date': postingsByDate,
  '20261126000100_payout_allocations': payoutAllocations,
  '20261127000200_postings_by_seller_date': postingsBySellerDate,
  '20261128000100_sale_postings_by_product': salePostingsByProduct,
};
