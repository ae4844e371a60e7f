import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from './api';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
/** `api.util.getRunningQueryThunk` for any endpoint: the request in flight for these args, if any. */
const runningQuery = api.util.getRunningQueryThunk as unknown as (
  name: string,
  args: unknown,
) => (dispatch: Dispatch) => { abort(): void } | undefined;

/** An endpoint of the API slice as a picker reads it (`sellersApi.endpoints.listSellersMinimal`, …). */
interface QueryEndpoint<A, R> {
  name: string;
  useQuery: (args: A | typeof skipToken) => { data?: R; isFetching: boolean };
}

/**
 * The endpoint's query of `args`, the request for the args before them aborted when they change or the component
 * goes (RTK Query's abort reaches fetch as the request's signal): what is typed fast leaves one request in
 * flight, not a queue of stale ones the server still answers.
 */
export function useLatestQuery<A, R>(endpoint: QueryEndpoint<A, R>, args: A | typeof skipToken): { data?: R; isFetching: boolean } {
  const result = endpoint.useQuery(args);
  const dispatch = useDispatch<Dispatch>();
  const key = args === skipToken ? undefined : JSON.stringify(args);
  useEffect(() => {
    if (args === skipToken) return;
    return () => dispatch(runningQuery(endpoint.name, args))?.abort();
    // The args by value (`key`): a new object with the same values is the same query.
  }, [key, endpoint.name, dispatch]);
  return result;
}
