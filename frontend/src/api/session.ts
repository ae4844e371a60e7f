import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useRestoreSessionMutation } from './auth.api';
import type { SessionState } from './session.slice';

/** The signed-in user, restored once from the refresh cookie when the app opens. */
export function useSession(): SessionState {
  const session = useSelector((state: { session: SessionState }) => state.session);
  const [restore] = useRestoreSessionMutation({ fixedCacheKey: 'restore-session' });
  useEffect(() => {
    if (session.status === 'loading') void restore();
  }, [session.status, restore]);
  return session;
}
