import { requireInternalCall, runAsOrg, type Db } from '@consign/kit';
import type { Express } from 'express';
import { debitStoreCredit, settleDebit } from '../app/store-credit-debits';

/**
 * catalog's sale spends and gives back a seller's store credit here, service to service (kit's signed internal
 * call; the gateway has no /internal route). The signed organization is the tenant the work runs as.
 */
export function storeCreditRoutes(app: Express, { db, secret }: { db: Db; secret: string }): void {
  app.post('/internal/:orgId/store-credit-debits', requireInternalCall(secret), async (req, res) => {
    const orgId = String(req.params.orgId);
    const reply = await runAsOrg(orgId, () => debitStoreCredit(db, orgId, req.body));
    res.status(reply.status).json(reply.body);
  });

  // catalog voided the sale (it failed after the debit): the credits come back now, not at the next settlement.
  app.post('/internal/:orgId/store-credit-debits/:saleId/cancel', requireInternalCall(secret), async (req, res) => {
    const orgId = String(req.params.orgId);
    const status = await runAsOrg(orgId, () => settleDebit(db, orgId, String(req.params.saleId), 'voided'));
    res.json({ data: { status: status ?? null } });
  });
}
