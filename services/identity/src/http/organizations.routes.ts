import { AppError, MESSAGES, apiMessage } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { isSettingsSection, updateOrganizationSection } from '../app/update-organization';
import { findOrganizationById } from '../db/organizations.repo';
import { toOrganizationView } from '../domain/organization-view';

export function organizationRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  // The organization always comes from the token, never from the path alone.
  const load = async (orgId: string) => {
    const org = await findOrganizationById(db, orgId);
    if (!org) throw AppError.notFound(MESSAGES.empty.organizationNotFound);
    return toOrganizationView(org);
  };

  app.get('/api/:org/organizations', ...signedIn, async (_req, res) => {
    res.json({ data: await load(authOf(res).org) });
  });

  app.get('/api/next/:org/organizations', ...signedIn, async (_req, res) => {
    res.json({ data: [await load(authOf(res).org)] });
  });

  app.patch('/api/next/:org/organizations/:section', ...signedIn, requireRole('coworker'), async (req, res) => {
    const section = String(req.params.section);
    if (!isSettingsSection(section)) throw AppError.notFound(apiMessage('rules.settings.unknownSection', { section }));
    res.json({ data: await updateOrganizationSection(db, authOf(res).org, section, req.body) });
  });
}
