import type { ProductMinimal, SellerMinimal } from '@consign/contracts';
import { api } from './api';

export interface SearchHit {
  entity_type: 'seller' | 'product';
  entity_id: string;
}

export interface SearchResults {
  sellers: SellerMinimal[];
  products: ProductMinimal[];
}

/** SPEC §2: the palette shows the top 3 results per type. */
export const SEARCH_TOP = 3;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/{org}/search → [{entity_type, entity_id}], then the top 3 of each type by id, in rank order. */
    search: build.query<SearchResults, string>({
      async queryFn(query, _api, _extra, baseQuery) {
        const found = await baseQuery({ url: '/{org}/search', method: 'POST', body: { query } });
        if (found.error) return { error: found.error };
        const body = found.data as SearchHit[] | { data: SearchHit[] };
        const hits = Array.isArray(body) ? body : body.data;
        const top = (type: SearchHit['entity_type']) =>
          hits
            .filter((h) => h.entity_type === type)
            .slice(0, SEARCH_TOP)
            .map((h) => h.entity_id);
        const sellerIds = top('seller');
        const productIds = top('product');
        const [sellers, products] = await Promise.all([
          sellerIds.length ? baseQuery({ url: '/{org}/sellers', params: { ids: sellerIds.join(','), minimal: true } }) : undefined,
          productIds.length ? baseQuery({ url: '/{org}/products', params: { ids: productIds.join(','), minimal: true } }) : undefined,
        ]);
        const error = sellers?.error ?? products?.error;
        if (error) return { error };
        const inOrder = <T extends { id: string }>(ids: string[], rows: T[] | undefined) =>
          ids.map((id) => rows?.find((r) => r.id === id)).filter((r): r is T => Boolean(r));
        return {
          data: {
            sellers: inOrder(sellerIds, (sellers?.data as { data: SellerMinimal[] } | undefined)?.data),
            products: inOrder(productIds, (products?.data as { data: ProductMinimal[] } | undefined)?.data),
          },
        };
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
