import { orgScope, requireAuth, requireRole, authOf, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { predictPrice } from '../app/price-assistant';
import { searchProducts } from '../app/search-products';
import { sellerImpact } from '../app/seller-impact';
import { sellThrough } from '../app/sell-through';

/** Search, price suggestions and seller impact: reads computed over the organization's products. */
export function insightRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const staff = [...signedIn, requireRole('coworker')];

  app.post('/api/:org/search', ...staff, async (req, res) => {
    res.json(await searchProducts(db, authOf(res), req.body));
  });

  app.post('/api/:org/assistant', ...staff, async (req, res) => {
    res.json(await predictPrice(db, authOf(res), req.body));
  });

  app.get('/api/:org/insights/sell-through', ...staff, async (_req, res) => {
    res.json({ data: await sellThrough(db, authOf(res)) });
  });

  app.get('/api/:org/sellers/:id/impact', ...signedIn, async (req, res) => {
    res.json(await sellerImpact(db, authOf(res), String(req.params.id)));
  });
}
