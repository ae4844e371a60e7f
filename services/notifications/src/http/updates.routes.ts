import { acceptLanguageTags, pickLanguage, resolveLanguage, updateListQuerySchema, type Language } from '@consign/contracts';
import { authOf, orgScope, parseInput, requireAuth, requireRole, type AccessClaims, type Db, type TokenVerifier } from '@consign/kit';
import type { Express, Request, Response } from 'express';
import { createAnnouncement } from '../app/announcements';
import { previewDraft, previewUpdate } from '../app/previews';
import { findOrganization, findSeller } from '../db/replicas.repo';
import { listUpdates } from '../db/updates.repo';
import { toUpdateView } from '../domain/update-view';
import type { NotificationQueues } from '../jobs/queues';

export function updateRoutes(app: Express, { db, verify, queues }: { db: Db; verify: TokenVerifier; queues: NotificationQueues }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const staff = [...signedIn, requireRole('coworker')];

  // A seller sees their own updates and the announcements to all sellers; staff see the organization's.
  const list = async (req: Request, res: Response) => {
    const auth = authOf(res);
    const q = parseInput(updateListQuerySchema, req.query);
    const rows = await listUpdates(db, auth.org, {
      ...q,
      ...(auth.role === 'seller' ? { viewerSellerId: auth.sellerId ?? '' } : {}),
    });
    const language = await viewerLanguage(db, auth, req);
    res.json({ data: rows.map((row) => toUpdateView(row, language)) });
  };
  app.get('/api/next/:org/updates', ...signedIn, list);
  app.get('/api/:org/updates', ...signedIn, list);

  app.post('/api/:org/updates', ...staff, async (req, res) => {
    res.status(201).json({ data: await createAnnouncement(db, queues, authOf(res), req.body) });
  });

  app.post('/api/:org/updates/preview', ...staff, async (req, res) => {
    res.json({ data: await previewDraft(db, authOf(res).org, req.body) });
  });

  app.get('/api/:org/updates/:id/preview', ...staff, async (req, res) => {
    res.json({ data: await previewUpdate(db, authOf(res).org, String(req.params.id)) });
  });
}

/**
 * The language the list is shown in: the app's (it sends `Accept-Language` on every call), else a seller's own
 * (their choice, else the organization's), else each update's as stored.
 */
async function viewerLanguage(db: Db, auth: AccessClaims, req: Request): Promise<Language | undefined> {
  const asked = pickLanguage(acceptLanguageTags(req.header('accept-language')));
  if (asked || auth.role !== 'seller' || !auth.sellerId) return asked;
  const [seller, org] = await Promise.all([findSeller(db, auth.org, auth.sellerId), findOrganization(db, auth.org)]);
  return resolveLanguage({ user: seller?.language, organization: org?.language });
}
