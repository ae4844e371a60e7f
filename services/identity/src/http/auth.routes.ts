import { AppError, forgotPasswordRequestSchema, AUTH_MESSAGES } from '@consign/contracts';
import {
  asSystem,
  authOf,
  forwardedClient,
  parseInput,
  requireAuth,
  type Db,
  type TokenRevocations,
  type TokenVerifier,
} from '@consign/kit';
import cookieParser from 'cookie-parser';
import type { CookieOptions, Express, Request, Response } from 'express';
import type { KeyRing } from '../app/key-ring';
import { acceptInvite } from '../app/invites';
import { login } from '../app/login';
import { setOwnLanguage } from '../app/own-language';
import { requestPasswordReset, resetPassword } from '../app/password-reset';
import { endAllSessions, endSession, loadSessionUser, refreshSession, type IssuedSession } from '../app/sessions';
import { switchOrganization } from '../app/switch-organization';
import { findUserById } from '../db/users.repo';
import type { AuthRateLimits } from './auth-rate-limits';

export const REFRESH_COOKIE = 'consign_refresh';

/**
 * The routes that find an account before anyone knows its organization run as system (kit asSystem): the
 * e-mail, the refresh cookie or the one-time token is what names the account, and through it the org.
 */
const PRE_ORG = {
  signIn: 'sign-in: the account is found by its e-mail before its organization is known',
  session: 'refresh or sign-out: the session is found by its cookie before its organization is known',
  token: 'invite or password reset: the one-time token names the account',
  forgot: 'password reset request: the account is found by its e-mail',
  switch: "switching organizations: the person's membership in another organization than the token's",
};

export interface AuthRoutesDeps {
  db: Db;
  keys: KeyRing;
  verify: TokenVerifier;
  revocations: TokenRevocations;
  rateLimits: AuthRateLimits;
  /** Whom a request comes from: the gateway's proven word, else the socket (kit/http/forwarded-client). */
  signingSecret: string;
}

export function authRoutes(app: Express, deps: AuthRoutesDeps): void {
  const clientOf = forwardedClient(deps.signingSecret);
  // Secure whenever the browser reached us over HTTPS, so a cookie set there never travels in clear text.
  const cookie = (req: Request, expires: Date): CookieOptions => ({
    httpOnly: true,
    sameSite: 'strict',
    secure: clientOf(req).scheme === 'https',
    path: '/api/auth',
    expires,
  });
  const reply = (req: Request, res: Response, session: IssuedSession) => {
    res.cookie(REFRESH_COOKIE, session.refreshToken, cookie(req, session.refreshExpiresAt));
    res.json(session.response);
  };
  const presented = (req: Request): string | undefined => (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];

  app.use('/api/auth', cookieParser());

  app.post('/api/auth/login', async (req, res) => {
    const email = String((req.body as { email?: unknown } | undefined)?.email ?? '');
    const attempt = await deps.rateLimits.signIn(clientOf(req).address, email);
    let session: IssuedSession;
    try {
      session = await asSystem(PRE_ORG.signIn, () => login(deps.db, deps.keys, req.body));
    } catch (err) {
      if (!(err instanceof AppError && err.type === 'unauthorized')) await attempt.uncounted();
      throw err;
    }
    await attempt.succeeded();
    reply(req, res, session);
  });

  app.post('/api/auth/refresh', async (req, res) => {
    try {
      reply(req, res, await asSystem(PRE_ORG.session, () => refreshSession(deps.db, deps.keys, presented(req))));
    } catch (err) {
      res.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      throw err;
    }
  });

  app.post('/api/auth/logout', async (req, res) => {
    await asSystem(PRE_ORG.session, () => endSession(deps.db, presented(req)));
    res.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    res.status(204).end();
  });

  app.post('/api/auth/logout-all', requireAuth(deps.verify), async (_req, res) => {
    await endAllSessions(deps.db, deps.revocations, authOf(res).sub);
    res.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
    res.status(204).end();
  });

  app.get('/api/auth/me', requireAuth(deps.verify), async (_req, res) => {
    const user = await findUserById(deps.db, authOf(res).sub);
    if (!user) throw AppError.unauthorized();
    res.json(await loadSessionUser(deps.db, user));
  });

  /** Issue 25: the same person's session in another of their organizations; the refresh cookie follows. */
  app.post('/api/auth/switch', requireAuth(deps.verify), async (req, res) => {
    const auth = authOf(res);
    reply(req, res, await asSystem(PRE_ORG.switch, () => switchOrganization(deps.db, deps.keys, auth, req.body, presented(req))));
  });

  /** The signed-in user's own language; answers their session user, as /me does (no new sign-in needed). */
  app.put('/api/auth/language', requireAuth(deps.verify), async (req, res) => {
    res.json(await setOwnLanguage(deps.db, authOf(res), req.body));
  });

  app.post('/api/auth/accept-invite', async (req, res) => {
    reply(req, res, await asSystem(PRE_ORG.token, () => acceptInvite(deps.db, deps.keys, req.body)));
  });

  app.post('/api/auth/forgot', async (req, res) => {
    const { email } = parseInput(forgotPasswordRequestSchema, req.body);
    if (await deps.rateLimits.resetRequest(clientOf(req).address, email))
      await asSystem(PRE_ORG.forgot, () => requestPasswordReset(deps.db, { email }));
    res.status(202).json({ message: AUTH_MESSAGES.resetRequested });
  });

  app.post('/api/auth/reset', async (req, res) => {
    await asSystem(PRE_ORG.token, () => resetPassword(deps.db, deps.revocations, req.body));
    res.status(204).end();
  });

  app.get('/.well-known/jwks.json', async (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=300');
    res.json(await deps.keys.jwks());
  });
}
