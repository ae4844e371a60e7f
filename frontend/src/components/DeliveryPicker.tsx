import type { DeliveryView } from '@consign/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { deliveriesApi, useGetDeliveryQuery } from '../api/deliveries.api';
import { useLatestQuery } from '../api/latest-query';
import { i18n } from '../i18n';
import { formatDeliveryTime } from './paris-time';
import { ServerPicker, type PickerProps } from './ServerPicker';
import type { ServerSearchSource } from './use-server-search';

/** A seller's deliveries as a picker searches them: by store name or date on the server, newest first. */
function deliverySearch(sellerId: string | undefined): ServerSearchSource<DeliveryView> {
  return {
    useMatches: (query, take) =>
      useLatestQuery(deliveriesApi.endpoints.listSellerDeliveries, sellerId ? { sellerId, query, take } : skipToken),
    // A linked delivery shows by its time and store even when it is cancelled (and so not among the matches).
    useChosen: ([id], skip) => {
      const delivery = useGetDeliveryQuery(id ?? '', { skip });
      return { data: delivery.data ? [delivery.data] : undefined };
    },
    toOption: (d) => ({ id: d.id, name: `${formatDeliveryTime(d.at)} · ${d.store.name}` }),
  };
}

/** The product form's delivery: one of the chosen seller's, however many they have booked. */
export function DeliveryPicker({ sellerId, placeholder, ...rest }: PickerProps & { sellerId?: string }) {
  const source = useMemo(() => deliverySearch(sellerId), [sellerId]);
  return (
    <ServerPicker
      {...rest}
      allowEmpty
      disabled={rest.disabled ?? !sellerId}
      source={source}
      aria-label={rest['aria-label'] ?? i18n.t('select.delivery')}
      placeholder={placeholder ?? i18n.t('select.searchDeliveries')}
    />
  );
}
