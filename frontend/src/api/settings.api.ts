import type {
  DeliveryScheduleUpdate,
  OrganizationSection,
  OrganizationView,
  StoreCreate,
  StoreDeliveryConfig,
  StoreView,
  TermsBlock,
  TermsView,
} from '@consign/contracts';
import { api } from './api';

/** Every section PATCH /api/next/{org}/organizations/{section} accepts. */
export type SettingsSection = OrganizationSection | 'name' | 'currency';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One section of the organization's settings (organization.api.ts reads it); the cached organization is refetched after it. */
    updateOrganizationSection: build.mutation<OrganizationView, { section: SettingsSection; body: unknown }>({
      query: ({ section, body }) => ({ url: `/next/{org}/organizations/${section}`, method: 'PATCH', body }),
      transformResponse: (res: { data: OrganizationView }) => res.data,
      invalidatesTags: ['Organization'],
    }),
    getTerms: build.query<TermsView | null, void>({
      query: () => '/next/{org}/organizations/terms',
      transformResponse: (res: { data: TermsView | null }) => res.data,
      providesTags: ['Terms'],
    }),
    publishTerms: build.mutation<TermsView, { content: TermsBlock[] }>({
      query: (body) => ({ url: '/next/{org}/organizations/terms', method: 'POST', body }),
      transformResponse: (res: { data: TermsView }) => res.data,
      invalidatesTags: ['Terms'],
    }),
    /** The full store records the settings pages manage (SPEC §9: skip 0, take 100). */
    getSettingsStores: build.query<StoreView[], void>({
      query: () => '/{org}/stores?skip=0&take=100',
      transformResponse: (res: { data: StoreView[] }) => res.data,
      providesTags: (stores) => [{ type: 'Store', id: 'LIST' }, ...(stores ?? []).map((s) => ({ type: 'Store' as const, id: s.id }))],
      // SPEC §9: store data is fresh for 5 minutes.
      keepUnusedDataFor: 300,
    }),
    createStore: build.mutation<StoreView, StoreCreate>({
      query: (body) => ({ url: '/{org}/stores', method: 'POST', body }),
      transformResponse: (res: { data: StoreView }) => res.data,
      invalidatesTags: ['Store'],
    }),
    updateStore: build.mutation<StoreView, { id: string; body: Partial<StoreCreate> }>({
      query: ({ id, body }) => ({ url: `/{org}/stores/${id}`, method: 'PATCH', body }),
      transformResponse: (res: { data: StoreView }) => res.data,
      invalidatesTags: ['Store'],
    }),
    deleteStore: build.mutation<void, string>({
      query: (id) => ({ url: `/stores/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Store'],
    }),
    /** A store's delivery configuration, owned by the deliveries service. */
    getStoreDeliveryConfig: build.query<StoreDeliveryConfig, string>({
      query: (storeId) => `/{org}/deliveries/stores/${storeId}`,
      transformResponse: (res: { data: StoreDeliveryConfig }) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'DeliveryConfig', id }],
    }),
    updateDeliverySchedule: build.mutation<StoreDeliveryConfig, { storeId: string; body: DeliveryScheduleUpdate }>({
      query: ({ storeId, body }) => ({ url: `/{org}/deliveries/stores/${storeId}/schedule`, method: 'PUT', body }),
      transformResponse: (res: { data: StoreDeliveryConfig }) => res.data,
      // Enabling deliveries changes which stores the booking pickers offer.
      invalidatesTags: (_r, _e, { storeId }) => [{ type: 'DeliveryConfig', id: storeId }, 'DeliveryConfig', 'Store'],
    }),
    updateExcludedDates: build.mutation<StoreDeliveryConfig, { storeId: string; dates: string[] }>({
      query: ({ storeId, dates }) => ({ url: `/{org}/deliveries/stores/${storeId}/excluded-dates`, method: 'PUT', body: { dates } }),
      transformResponse: (res: { data: StoreDeliveryConfig }) => res.data,
      invalidatesTags: (_r, _e, { storeId }) => [{ type: 'DeliveryConfig', id: storeId }, 'DeliveryConfig'],
    }),
    /**
     * A PDF the API renders (labels, receipts), fetched with the bearer token and handed back as an object
     * URL the browser can open.
     */
    openFile: build.mutation<string, string>({
      query: (url) => ({
        url,
        responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json().catch(() => ({}))),
      }),
    }),
    setOnboardingFlag: build.mutation<{ onboarding_flag: string }, 'pending' | 'skipped' | 'completed'>({
      query: (flag) => ({ url: '/{org}/onboarding/status', method: 'PATCH', body: { onboarding_flag: flag } }),
      invalidatesTags: ['Onboarding'],
    }),
  }),
});

export const {
  useUpdateOrganizationSectionMutation,
  useGetTermsQuery,
  usePublishTermsMutation,
  useGetSettingsStoresQuery,
  useCreateStoreMutation,
  useUpdateStoreMutation,
  useDeleteStoreMutation,
  useSetOnboardingFlagMutation,
  useOpenFileMutation,
  useGetStoreDeliveryConfigQuery,
  useUpdateDeliveryScheduleMutation,
  useUpdateExcludedDatesMutation,
} = settingsApi;
