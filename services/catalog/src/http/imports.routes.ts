import { importQuerySchema } from '@consign/contracts';
import {
  authOf,
  csvBytesOf,
  csvUpload,
  orgScope,
  parseInput,
  readCsv,
  requireAuth,
  requireRole,
  type Db,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { importProducts } from '../app/import-products';

export const PRODUCT_IMPORT_PATH = '/api/:org/imports/products';

export function importRoutes(app: Express, { db, verify }: { db: Db; verify: TokenVerifier }): void {
  app.post(PRODUCT_IMPORT_PATH, requireAuth(verify), orgScope(), requireRole('coworker'), ...csvUpload(), async (req, res) => {
    const query = parseInput(importQuerySchema, req.query);
    const table = readCsv(csvBytesOf(res));
    res.json({ data: await importProducts(db, authOf(res).org, table, { dryRun: query.dryRun, mapping: query.mapping }) });
  });
}
