import type { SellerMinimal } from '@consign/contracts';
import { useLatestQuery } from '../api/latest-query';
import { sellersApi, useListSellersMinimalQuery } from '../api/sellers.api';
import { i18n } from '../i18n';
import { ServerPicker, type PickerProps } from './ServerPicker';
import type { ServerSearchSource } from './use-server-search';

/**
 * Sellers as pickers search them (SPEC §6: name and account number): on the server (name, e-mail, phone, seller
 * number, typo-tolerant), never a capped list filtered here.
 */
export const SELLER_SEARCH: ServerSearchSource<SellerMinimal> = {
  useMatches: (query, take) => useLatestQuery(sellersApi.endpoints.listSellersMinimal, { query, take }),
  useChosen: (ids, skip) => useListSellersMinimalQuery({ ids }, { skip }),
  toOption: (s) => ({ id: s.id, name: `${s.fullName} (#${s.accountNumberPadded})`, keywords: [s.accountNumberPadded, s.fullName] }),
};

/** Coworkers pick a seller from however many the shop has. */
export function SellerPicker({ placeholder, ...rest }: PickerProps) {
  return (
    <ServerPicker
      {...rest}
      source={SELLER_SEARCH}
      aria-label={rest['aria-label'] ?? i18n.t('select.seller')}
      placeholder={placeholder ?? i18n.t('select.searchSellers')}
    />
  );
}
