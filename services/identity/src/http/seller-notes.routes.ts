import { authOf, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { readSellerNote, saveSellerNote } from '../app/seller-notes';

/** /api/seller-notes has no org in its path: the organization is the token's (SPEC §7). Staff only. */
export function sellerNoteRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const staff = [requireAuth(verify), requireRole('coworker')];
  app.get('/api/seller-notes', ...staff, async (req, res) => {
    res.json({ data: await readSellerNote(db, authOf(res), req.query.sellerId) });
  });
  app.post('/api/seller-notes', ...staff, async (req, res) => {
    res.json({ data: await saveSellerNote(db, authOf(res), req.body) });
  });
}
