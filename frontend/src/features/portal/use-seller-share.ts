import type { ProductView, SaleFees } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { sellerShare } from './portal-rules';

const NO_FEES: SaleFees = [];

/** The seller's share of a product as the ledger will credit it, with the organization's fees on sales. */
export function useSellerShare(currency: string): (p: ProductView) => number {
  const fees = useGetOrganizationQuery().data?.fees ?? NO_FEES;
  return (p) => sellerShare(p, fees, currency);
}
