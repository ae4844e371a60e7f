import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The one API slice; features add endpoints with injectEndpoints and share these cache tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: [],
  endpoints: (build) => ({
    getVersion: build.query<{ version: string }, void>({ query: () => '/version' }),
  }),
});

export const { useGetVersionQuery } = api;

/** The `message` of an error body, else the fallback the SPEC gives for that action. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
