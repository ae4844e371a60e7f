import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from '../features/auth/AuthRoutes';

/** Everything under /auth with its own router, loaded only by signed-out visitors. */
export default function AuthArea() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
