import { useLatestQuery } from '../api/latest-query';
import { storesApi, useGetStoreQuery, type StoreMinimal } from '../api/stores.api';
import { i18n } from '../i18n';
import { ServerPicker, type PickerProps } from './ServerPicker';
import type { ServerSearchSource } from './use-server-search';

/** Stores as pickers search them: by name on the server, the chosen one fetched by id. */
const STORE_SEARCH: ServerSearchSource<StoreMinimal> = {
  useMatches: (query, take) => useLatestQuery(storesApi.endpoints.listStoresMinimal, { query, take }),
  useChosen: ([id], skip) => {
    const store = useGetStoreQuery(id ?? '', { skip });
    return { data: store.data ? [store.data] : undefined };
  },
  toOption: (s) => ({ id: s.id, name: s.name }),
};

/** Coworkers pick a store from however many the shop has. */
export function StorePicker({ placeholder, ...rest }: PickerProps) {
  return (
    <ServerPicker
      {...rest}
      source={STORE_SEARCH}
      aria-label={rest['aria-label'] ?? i18n.t('select.store')}
      placeholder={placeholder ?? i18n.t('select.searchStores')}
    />
  );
}
