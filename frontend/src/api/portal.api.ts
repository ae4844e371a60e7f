import type {
  AccountView,
  ExpiryDecision,
  PriceGuidance,
  ProductHistoryEntry,
  ProductView,
  SellerView,
  TermsAcceptanceView,
  TransactionView,
} from '@consign/contracts';
import { api } from './api';

/** SPEC §3 Impact: what selling second hand saved, for one seller. */
export interface Impact {
  co2Saved: number;
  waterSaved: number;
  itemsSold: number;
}

export interface TransactionPage {
  data: TransactionView[];
  pagination: { count: number };
}

const NO_IMPACT: Impact = { co2Saved: 0, waterSaved: 0, itemsSold: 0 };

/**
 * What only the seller portal asks for (SPEC §7): terms acceptance, own profile, impact, transactions and store
 * credits. Organization, seller, terms, products and updates come from the
 * shared slices.
 */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTermsAcceptance: build.query<TermsAcceptanceView, void>({
      query: () => '/next/{org}/organizations/terms/acceptance',
      transformResponse: (body: { data: TermsAcceptanceView }) => body.data,
      providesTags: ['Terms'],
    }),
    acceptTerms: build.mutation<TermsAcceptanceView, void>({
      query: () => ({ url: '/next/{org}/organizations/terms/accept', method: 'POST' }),
      invalidatesTags: ['Terms'],
    }),
    /** A seller changes their own profile; the e-mail is not theirs to change, so it is never sent (SPEC §5). */
    updateOwnProfile: build.mutation<
      SellerView,
      { id: string; firstName: string; lastName: string; phonenumber: string | null; bankAccountNumber: string | null }
    >({
      query: (body) => ({ url: '/{org}/sellers', method: 'PATCH', body }),
      transformResponse: (body: { data: SellerView }) => body.data,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Seller', id }],
    }),
    getSellerImpact: build.query<Impact, string>({
      // SPEC §8: a failed impact fetch shows zeros, never an error.
      queryFn: async (sellerId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/{org}/sellers/${encodeURIComponent(sellerId)}/impact`);
        const impact = result.data as Partial<Impact> | undefined;
        if (!impact) return { data: NO_IMPACT };
        return {
          data: {
            co2Saved: Number(impact.co2Saved) || 0,
            waterSaved: Number(impact.waterSaved) || 0,
            itemsSold: Number(impact.itemsSold) || 0,
          },
        };
      },
      providesTags: ['Product'],
    }),
    /** One page of a seller's transactions, newest first, with how many there are (the Transactions tabs). */
    getSellerTransactionsPage: build.query<TransactionPage, { sellerId: string; skip: number; take: number }>({
      query: ({ sellerId, skip, take }) => ({ url: '/{org}/transactions', params: { sellerId, skip, take, includeCount: true } }),
      providesTags: ['Transaction'],
    }),
    getProductHistory: build.query<ProductHistoryEntry[], string>({
      query: (id) => `/{org}/products/${encodeURIComponent(id)}/history`,
      transformResponse: (body: { data: ProductHistoryEntry[] }) => body.data,
      providesTags: ['Product'],
    }),
    getPriceGuidance: build.query<PriceGuidance | null, string>({
      query: (id) => `/{org}/products/${encodeURIComponent(id)}/guidance`,
      transformResponse: (body: { data: PriceGuidance | null }) => body.data,
      providesTags: ['Product'],
    }),
    decideExpiry: build.mutation<ProductView, { id: string; action: ExpiryDecision; price?: number }>({
      query: ({ id, ...body }) => ({ url: `/{org}/products/${encodeURIComponent(id)}/expiry-decision`, method: 'POST', body }),
      transformResponse: (body: { data: ProductView }) => body.data,
      // The item, the lists it is in and its history.
      invalidatesTags: ['Product'],
    }),
    getSellerAccount: build.query<AccountView, string>({
      query: (sellerId) => `/{org}/accounts/${encodeURIComponent(sellerId)}`,
      transformResponse: (body: { data: AccountView }) => body.data,
      providesTags: ['Account'],
    }),
  }),
});

export const {
  useGetTermsAcceptanceQuery,
  useAcceptTermsMutation,
  useUpdateOwnProfileMutation,
  useGetSellerImpactQuery,
  useGetSellerTransactionsPageQuery,
  useGetSellerAccountQuery,
  useGetProductHistoryQuery,
  useDecideExpiryMutation,
  useGetPriceGuidanceQuery,
} = portalApi;
