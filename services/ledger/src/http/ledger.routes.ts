import { AppError, RULE_MESSAGES } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express, RequestHandler } from 'express';
import { createAdjustment } from '../app/create-adjustment';
import type { SoldProductsSource } from '../app/catalog-sold-products';
import { readAccount, readAdjustments, readSummary, readTransactions } from '../app/ledger-queries';
import { readSalesReconciliation } from '../app/reconcile-sales';

/** SPEC §6: balance adjustments do not exist for a seller (404, not 403). */
const staffOnlyHidden: RequestHandler = (_req, res, next) =>
  next(authOf(res).role === 'coworker' ? undefined : AppError.notFound(RULE_MESSAGES.access.notFound));

export function ledgerRoutes(app: Express, { db, verify, catalog }: { db: Db; verify: TokenVerifier; catalog: SoldProductsSource }): void {
  const signedIn = [requireAuth(verify), orgScope()];

  app.get('/api/:org/transactions', ...signedIn, async (req, res) => {
    res.json(await readTransactions(db, authOf(res), req.query));
  });

  app.get('/api/:org/balance-adjustments', ...signedIn, staffOnlyHidden, async (req, res) => {
    res.json({ data: await readAdjustments(db, authOf(res), req.query) });
  });

  app.post('/api/:org/balance-adjustments', ...signedIn, staffOnlyHidden, async (req, res) => {
    const reply = await createAdjustment(db, authOf(res), req.body, req.header('idempotency-key'));
    res.status(reply.status).json(reply.body);
  });

  app.get('/api/:org/accounts/summary', ...signedIn, requireRole('coworker'), async (_req, res) => {
    res.json({ data: await readSummary(db, authOf(res)) });
  });

  app.get('/api/:org/ledger/reconciliation', ...signedIn, requireRole('coworker'), async (_req, res) => {
    res.json({ data: await readSalesReconciliation(db, catalog, authOf(res)) });
  });

  app.get('/api/:org/accounts/:sellerId', ...signedIn, async (req, res) => {
    res.json({ data: await readAccount(db, authOf(res), String(req.params.sellerId)) });
  });
}
