import { AppError, MESSAGES, storeListQuerySchema } from '@consign/contracts';
import { authOf, orgScope, parseInput, requireAuth, requireRole, sendRevalidatable, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { changeStore, createStore, removeStore } from '../app/stores';
import { findStore, listStores } from '../db/stores.repo';
import { toStoreView } from '../domain/store-view';

export function storeRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const staff = [...signedIn, requireRole('coworker')];

  // Sellers read stores too: they pick one when they book a delivery.
  app.get('/api/:org/stores', ...signedIn, async (req, res) => {
    const q = parseInput(storeListQuerySchema, req.query);
    const { rows, count } = await listStores(db, authOf(res).org, {
      skip: q.skip,
      take: q.take,
      query: q.query,
      deliveriesEnabled: q.deliveries_enabled,
    });
    res.setHeader('cache-control', 'private, max-age=0, must-revalidate');
    sendRevalidatable(res, { data: rows.map((r) => (q.minimal ? { id: r.id, name: r.name } : toStoreView(r))), pagination: { count } });
  });

  app.get('/api/:org/stores/:id', ...signedIn, async (req, res) => {
    const id = String(req.params.id);
    const store = /^[0-9a-f-]{36}$/i.test(id) ? await findStore(db, authOf(res).org, id) : undefined;
    if (!store) throw AppError.notFound(MESSAGES.stores.notFound);
    res.json({ data: toStoreView(store) });
  });

  app.post('/api/:org/stores', ...staff, async (req, res) => {
    res.status(201).json({ data: await createStore(db, authOf(res), req.body) });
  });

  app.patch('/api/:org/stores/:id', ...staff, async (req, res) => {
    res.json({ data: await changeStore(db, authOf(res), String(req.params.id), req.body) });
  });

  // SPEC §7: DELETE /api/stores/{id}, the organization taken from the token.
  app.delete('/api/stores/:id', requireAuth(verify), requireRole('coworker'), async (req, res) => {
    await removeStore(db, authOf(res), String(req.params.id));
    res.status(204).end();
  });
}
