import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AuthRoutes } from '../features/auth/AuthRoutes';

/** Everything under /auth with its own router, loaded only by signed-out visitors. */
export default function AuthArea() {
  return (
    <BrowserRouter>
      <Routes>
        {/* AuthRoutes' paths are relative to /auth. */}
        <Route path="/auth/*" element={<AuthRoutes />} />
      </Routes>
    </BrowserRouter>
  );
}
