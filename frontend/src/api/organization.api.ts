import type { OrganizationView } from '@consign/contracts';
import { api } from './api';

export const organizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/{org}/organizations → data: the signed-in organization with its config and defaults. */
    getOrganization: build.query<OrganizationView, void>({
      query: () => '/{org}/organizations',
      transformResponse: (body: { data: OrganizationView }) => body.data,
      providesTags: ['Organization'],
    }),
  }),
});

export const { useGetOrganizationQuery } = organizationApi;
