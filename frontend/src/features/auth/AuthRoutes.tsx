import { Navigate, Route, Routes } from 'react-router-dom';
import { AcceptInvitePage, ForgotPasswordPage, ResetPasswordPage } from './PasswordPages';
import { SignInPage } from './SignInPage';

/** Everything under /auth (SPEC §2): sign-in, accept-invite, forgot and reset password. */
export function AuthRoutes() {
  return (
    <Routes>
      <Route index element={<SignInPage />} />
      <Route path="accept-invite" element={<AcceptInvitePage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}
