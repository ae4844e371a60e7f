import { useGetOrganizationQuery } from '../../api/organization.api';

/**
 * The organization's seller-experience switch 'Show the listed price' (SPEC §3 Organization: showListedPrice): the
 * portal shows a product's listed price only when it is on. Until the organization is known (or when it fails to
 * load) the price stays hidden, so a consignor of a shop that turned it off never sees it, not even for a moment.
 */
export function useShowListedPrice(): boolean {
  return useGetOrganizationQuery().data?.sellerExperience.showListedPrice ?? false;
}
