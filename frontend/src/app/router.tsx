import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { AuthRoutes } from '../features/auth/AuthRoutes';
import { useSession } from '../features/auth/session';
import { RequireSignedIn, RequireSignedOut } from './guards';

// Lazy chunks: the sign-in page never loads the back office, and the portal never loads the staff shell.
const StaffShell = lazy(() => import('./StaffShell'));
const SellerPortal = lazy(() => import('../features/portal/SellerPortal'));

/** SPEC §2: role coworker gets the staff shell; any other role the seller portal only. */
function RoleHome() {
  const { user } = useSession();
  return <Suspense fallback={<LoadingScreen />}>{user?.metadata.role === 'coworker' ? <StaffShell /> : <SellerPortal />}</Suspense>;
}

export const router = createBrowserRouter([
  {
    path: '/auth/*',
    element: (
      <RequireSignedOut>
        <AuthRoutes />
      </RequireSignedOut>
    ),
  },
  {
    path: '*',
    element: (
      <RequireSignedIn>
        <RoleHome />
      </RequireSignedIn>
    ),
  },
]);
