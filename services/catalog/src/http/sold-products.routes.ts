import { soldProductsPageSchema, type SoldProductsResponse } from '@consign/contracts';
import { parseInput, requireInternalCall, runAsOrg, type Db } from '@consign/kit';
import type { Express } from 'express';
import { soldProductTerms } from '../db/sold-products.repo';

/**
 * Service-to-service read for the ledger's reconciliation (its endpoint and its periodic job, which has no
 * user token): kit's signed internal call, never a public signed link. The gateway's table has no /internal
 * prefix, so this is reachable only inside the deployment.
 */
export function soldProductRoutes(app: Express, { db, secret }: { db: Db; secret: string }): void {
  app.get('/internal/:orgId/products/sold', requireInternalCall(secret), async (req, res) => {
    const orgId = String(req.params.orgId);
    const page = parseInput(soldProductsPageSchema, req.query);
    // No token here: the signed organization is the tenant the query runs as.
    const rows = await runAsOrg(orgId, () => soldProductTerms(db, orgId, page));
    const body: SoldProductsResponse = {
      data: rows.map((r) => ({
        id: r.id,
        sellerId: r.seller_id,
        price: r.price,
        consignmentSplit: r.consignment_split,
        storeOwned: r.store_owned,
      })),
      next: rows.length === page.take ? rows[rows.length - 1]!.id : null,
    };
    res.json(body);
  });
}
