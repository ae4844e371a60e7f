import { AppError, sellerListQuerySchema } from '@consign/contracts';
import { authOf, orgScope, parseInput, requireAuth, requireRole, type Db, type TokenRevocations, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { SELLER_NOT_FOUND, createSeller, deleteSeller, patchSeller } from '../app/sellers';
import { findSeller, listSellers } from '../db/sellers.repo';
import { toSellerMinimal, toSellerView } from '../domain/seller-view';

export function sellerRoutes(
  app: Express,
  { db, verify, revocations }: { db: Db; verify: TokenVerifier; revocations: TokenRevocations },
): void {
  const signedIn = [requireAuth(verify), orgScope()];

  app.get('/api/:org/sellers', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    const query = parseInput(sellerListQuerySchema, req.query);
    // A seller's list is themself, whatever the query asks for.
    const ids = auth.role === 'seller' ? [auth.sellerId!] : query.ids;
    // Pickers and the search palette (minimal) ask at every keystroke and show no total: they are not counted.
    const { rows, count } = await listSellers(db, auth.org, {
      ids,
      query: auth.role === 'seller' ? undefined : query.query,
      take: query.take,
      skip: query.skip,
      withCount: !query.minimal,
    });
    if (query.minimal) return void res.json({ data: rows.map(toSellerMinimal) });
    res.json({ data: rows.map((r) => toSellerView(r, auth.orgSlug)), pagination: { count } });
  });

  app.get('/api/:org/sellers/:id', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    const id = String(req.params.id);
    const seller =
      (auth.role === 'coworker' || id === auth.sellerId) && /^[0-9a-f-]{36}$/i.test(id) ? await findSeller(db, auth.org, id) : undefined;
    if (!seller) throw AppError.notFound(SELLER_NOT_FOUND);
    res.json({ data: toSellerView(seller, auth.orgSlug) });
  });

  app.post('/api/:org/sellers', ...signedIn, requireRole('coworker'), async (req, res) => {
    res.status(201).json({ data: await createSeller(db, authOf(res), req.body) });
  });

  app.patch('/api/:org/sellers', ...signedIn, async (req, res) => {
    res.json({ data: await patchSeller(db, revocations, authOf(res), req.body) });
  });

  app.delete('/api/:org/sellers', ...signedIn, requireRole('coworker'), async (req, res) => {
    await deleteSeller(db, revocations, authOf(res), req.query.sellerId);
    res.status(204).end();
  });
}
