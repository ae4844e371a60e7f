import { updateListQuerySchema } from '@consign/contracts';
import { authOf, orgScope, parseInput, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express, Request, Response } from 'express';
import { createAnnouncement } from '../app/announcements';
import { previewDraft, previewUpdate } from '../app/previews';
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
    res.json({ data: rows.map(toUpdateView) });
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
