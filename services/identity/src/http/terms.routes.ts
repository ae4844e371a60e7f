import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { acceptTerms, publishTerms, readTerms, termsAcceptance } from '../app/terms';

export function termsRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const base = '/api/next/:org/organizations/terms';

  // data is null when the organization has no terms yet (the screens say 'No terms available.').
  app.get(base, ...signedIn, async (_req, res) => {
    res.json({ data: await readTerms(db, authOf(res).org) });
  });
  app.post(base, ...signedIn, requireRole('coworker'), async (req, res) => {
    res.status(201).json({ data: await publishTerms(db, authOf(res), req.body) });
  });
  app.get(`${base}/acceptance`, ...signedIn, requireRole('seller'), async (_req, res) => {
    res.json({ data: await termsAcceptance(db, authOf(res)) });
  });
  app.post(`${base}/accept`, ...signedIn, requireRole('seller'), async (_req, res) => {
    res.json({ data: await acceptTerms(db, authOf(res)) });
  });
}
