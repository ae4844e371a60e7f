import { createBrowserRouter } from 'react-router-dom';
import { SignInPage } from '../features/auth/SignInPage';
import { RequireSignedIn, RequireSignedOut } from './guards';
import { HomePage } from '../features/auth/HomePage';

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
        <HomePage />
      </RequireSignedIn>
    ),
  },
]);
