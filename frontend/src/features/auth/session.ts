import { useGetVersionQuery } from '../../api/api';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

/**
 * Where the signed-in user comes from. Until sign-in exists (identity issue) nobody is signed in: the
 * hook waits for the gateway to answer, so 'Loading...' shows while the app connects, then signs out.
 */
export function useSession(): { status: SessionStatus } {
  const version = useGetVersionQuery();
  if (version.isLoading) return { status: 'loading' };
  return { status: 'signed-out' };
}
