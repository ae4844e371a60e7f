import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { useSession } from '../features/auth/session';

/** Signed-out users are sent to /auth (SPEC §2). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return status === 'signed-in' ? children : <Navigate to="/auth" replace />;
}

/** Signed-in users who visit /auth are sent to / (SPEC §2). */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return status === 'signed-out' ? children : <Navigate to="/" replace />;
}
