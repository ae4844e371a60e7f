import { lazy, Suspense, useEffect } from 'react';
import { LoadingScreen } from '../components/LoadingScreen';
import { useSession } from '../api/session';
import { isAuthPath, replacePath, usePathname } from './location';

// Lazy chunks: the sign-in page never loads the back office, the portal never loads the staff shell, and
// neither signed-in area loads the sign-in forms. The router comes with the sign-in and staff areas.
const AuthArea = lazy(() => import('./AuthArea'));
const StaffShell = lazy(() => import('./StaffShell'));
const SellerPortal = lazy(() => import('../features/portal/SellerPortal'));

/**
 * SPEC §2: signed-out visitors are sent to /auth, signed-in users who visit /auth to /; role coworker gets
 * the staff shell, any other role the seller portal only.
 */
export function AppRoutes() {
  const { status, user } = useSession();
  const pathname = usePathname();
  const inAuth = isAuthPath(pathname);
  const redirect = status === 'signed-in' && inAuth ? '/' : status === 'signed-out' && !inAuth ? '/auth' : undefined;

  useEffect(() => {
    if (redirect) replacePath(redirect);
  }, [redirect]);

  if (status === 'loading' || redirect) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {inAuth ? <AuthArea /> : user?.metadata.role === 'coworker' ? <StaffShell /> : <SellerPortal />}
    </Suspense>
  );
}
