import type { StoreView } from '@consign/contracts';
import { api } from './api';

export interface StoreMinimal {
  id: string;
  name: string;
}

export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/{org}/stores?minimal=true — SPEC §9: default listing skip 0, take 100; a picker's search by name. Fresh for 5 minutes. */
    listStoresMinimal: build.query<StoreMinimal[], { query?: string; take?: number } | void>({
      query: (args) => ({
        url: '/{org}/stores',
        params: { minimal: true, skip: 0, take: args?.take ?? 100, ...(args?.query ? { query: args.query } : {}) },
      }),
      transformResponse: (body: { data: StoreMinimal[] }) => body.data,
      providesTags: [{ type: 'Store', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),
    getStore: build.query<StoreView, string>({
      query: (id) => `/{org}/stores/${encodeURIComponent(id)}`,
      transformResponse: (body: { data: StoreView }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'Store', id }],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useListStoresMinimalQuery, useGetStoreQuery } = storesApi;
