import type { CoworkerCreate, CoworkerView } from '@consign/contracts';
import { api } from './api';

export const coworkersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCoworkers: build.query<CoworkerView[], void>({
      query: () => '/{org}/coworkers',
      transformResponse: (res: { data: CoworkerView[] }) => res.data,
      providesTags: (list) => [{ type: 'Coworker', id: 'LIST' }, ...(list ?? []).map((c) => ({ type: 'Coworker' as const, id: c.id }))],
    }),
    getCoworker: build.query<CoworkerView, string>({
      query: (id) => `/{org}/coworkers/${id}`,
      transformResponse: (res: { data: CoworkerView }) => res.data,
      providesTags: (_r, _e, id) => [{ type: 'Coworker', id }],
    }),
    createCoworker: build.mutation<CoworkerView, CoworkerCreate>({
      query: (body) => ({ url: '/{org}/coworkers', method: 'POST', body }),
      transformResponse: (res: { data: CoworkerView }) => res.data,
      invalidatesTags: [{ type: 'Coworker', id: 'LIST' }],
    }),
    updateCoworker: build.mutation<CoworkerView, { id: string; body: Partial<CoworkerCreate> }>({
      query: ({ id, body }) => ({ url: `/{org}/coworkers/${id}`, method: 'PATCH', body }),
      transformResponse: (res: { data: CoworkerView }) => res.data,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Coworker', id: 'LIST' },
        { type: 'Coworker', id },
      ],
    }),
    deleteCoworker: build.mutation<void, string>({
      query: (id) => ({ url: `/{org}/coworkers/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Coworker', id: 'LIST' },
        { type: 'Coworker', id },
      ],
    }),
  }),
});

export const {
  useListCoworkersQuery,
  useGetCoworkerQuery,
  useCreateCoworkerMutation,
  useUpdateCoworkerMutation,
  useDeleteCoworkerMutation,
} = coworkersApi;
