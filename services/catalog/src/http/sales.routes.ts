import {
  authOf,
  orgScope,
  requireAuth,
  requireInternalCall,
  requireRole,
  runAsOrg,
  sendRevalidatable,
  type Db,
  type Logger,
  type Storage,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { createSale } from '../app/create-sale';
import { emailSaleReceipt } from '../app/email-sale-receipt';
import type { StoreCreditLedger } from '../app/ledger-store-credit';
import { returnSaleItems } from '../app/return-sale-items';
import { readSales, saleOutcome, saleReport, saleView } from '../app/sale-queries';
import { saleReceipt } from '../app/sale-receipt';
import type { SaleReceiptsQueue } from '../jobs/render-sale-receipts.worker';

/** Selling at the counter (issue 24): staff only; a seller's token is a 403. */
export interface SaleRouteDeps {
  db: Db;
  verify: TokenVerifier;
  storage: Storage;
  receipts: SaleReceiptsQueue;
  ledger: StoreCreditLedger;
  log: Logger;
  secret: string;
}

export function saleRoutes(app: Express, { db, verify, storage, receipts, ledger, log, secret }: SaleRouteDeps): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];

  app.post('/api/:org/sales', ...staff, async (req, res) => {
    const reply = await createSale({ db, ledger, log }, authOf(res), req.body, req.header('idempotency-key'));
    res.status(reply.status).json(reply.body);
  });

  app.get('/api/:org/sales', ...staff, async (req, res) => {
    res.json({ data: await readSales(db, authOf(res), req.query) });
  });

  // Before /sales/:id, which would take 'report' for an id.
  app.get('/api/:org/sales/report', ...staff, async (req, res) => {
    res.json({ data: await saleReport(db, authOf(res), req.query) });
  });

  app.get('/api/:org/sales/:id', ...staff, async (req, res) => {
    res.json({ data: await saleView(db, authOf(res).org, String(req.params.id)) });
  });

  app.get('/api/:org/sales/:id/receipt', ...staff, async (req, res) => {
    const pdf = await saleReceipt(
      { db, storage, queue: receipts },
      authOf(res),
      String(req.params.id),
      req.query.format,
      req.header('accept-language'),
    );
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `inline; filename="receipt-${String(req.params.id)}.pdf"`);
    res.setHeader('cache-control', 'private, no-cache');
    sendRevalidatable(res, pdf);
  });

  app.post('/api/:org/sales/:id/receipt/email', ...staff, async (req, res) => {
    const reply = await emailSaleReceipt(
      { db, storage, queue: receipts },
      authOf(res),
      String(req.params.id),
      req.body,
      req.header('accept-language'),
    );
    res.status(reply.status).json(reply.body);
  });

  app.post('/api/:org/sales/:id/returns', ...staff, async (req, res) => {
    const reply = await returnSaleItems(db, authOf(res), String(req.params.id), req.body, req.header('idempotency-key'));
    res.status(reply.status).json(reply.body);
  });

  // The ledger settling a store-credit debit: the sale's outcome, voided when it has none (kit's signed internal
  // call; the gateway has no /internal route). The signed organization is the tenant the query runs as.
  app.post('/internal/:orgId/sales/:id/outcome', requireInternalCall(secret), async (req, res) => {
    const orgId = String(req.params.orgId);
    res.json({ data: { outcome: await runAsOrg(orgId, () => saleOutcome(db, orgId, String(req.params.id))) } });
  });
}
