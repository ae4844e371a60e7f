import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { completeBillingSetup, onboardingStatus, readBillingStatus, setOnboardingFlag } from '../app/workspace';

/** The organization's onboarding flag and billing record. */
export function workspaceRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  app.get('/api/:org/onboarding/status', ...signedIn, async (_req, res) => {
    res.json(await onboardingStatus(db, authOf(res)));
  });
  app.patch('/api/:org/onboarding/status', ...signedIn, requireRole('coworker'), async (req, res) => {
    res.json(await setOnboardingFlag(db, authOf(res), req.body));
  });
  app.get('/api/:org/billing/status', ...signedIn, async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await readBillingStatus(db, authOf(res)));
  });
  app.post('/api/:org/billing/setup', ...signedIn, requireRole('coworker'), async (req, res) => {
    res.json(await completeBillingSetup(db, authOf(res), req.body));
  });
}
