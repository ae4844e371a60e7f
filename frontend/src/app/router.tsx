import { createBrowserRouter } from 'react-router-dom';
import { SignInPage } from '../features/auth/SignInPage';
import { RequireSignedIn, RequireSignedOut } from './guards';
import { LoadingScreen } from '../components/LoadingScreen';

export const router = createBrowserRouter([
  {
    path: '/auth/*',
    element: (
      <RequireSignedOut>
        <SignInPage />
      </RequireSignedOut>
    ),
  },
  {
    path: '*',
    element: (
      <RequireSignedIn>
        <LoadingScreen />
      </RequireSignedIn>
    ),
  },
]);
