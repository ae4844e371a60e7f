import { randomUUID } from 'node:crypto';
import { AppError, IMPORT_MESSAGES, importQuerySchema, prefersAsync, type ImportJobView, type ImportResult } from '@consign/contracts';
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
  type Job,
  type TokenVerifier,
} from '@consign/kit';
import type { Express } from 'express';
import { importSellers } from '../app/import-sellers';
import type { ImportSellersJob, ImportSellersQueue } from '../jobs/import-sellers.worker';

export const SELLER_IMPORT_PATH = '/api/:org/imports/sellers';

async function jobView(job: Job<ImportSellersJob, ImportResult>): Promise<ImportJobView> {
  const state = await job.getState();
  return {
    id: job.id!,
    state: state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting',
    progress: typeof job.progress === 'number' ? job.progress : 0,
    result: state === 'completed' ? job.returnvalue : null,
    error: state === 'failed' ? job.failedReason : null,
  };
}

export function importRoutes(app: Express, { db, verify, queue }: { db: Db; verify: TokenVerifier; queue: ImportSellersQueue }): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];

  app.post(SELLER_IMPORT_PATH, ...staff, ...csvUpload(), async (req, res) => {
    const auth = authOf(res);
    const query = parseInput(importQuerySchema, req.query);
    const bytes = csvBytesOf(res);
    // Read here in every mode, so a file that is no CSV is a 400 now and not a failed job later.
    const table = readCsv(bytes);
    if (query.dryRun || !prefersAsync(req.get('prefer'))) {
      res.json({ data: await importSellers(db, auth.org, table, { dryRun: query.dryRun, mapping: query.mapping }) });
      return;
    }
    const job = await queue.add(
      'import',
      { orgId: auth.org, csv: bytes.toString('base64'), mapping: query.mapping },
      { jobId: randomUUID() },
    );
    res.status(202).json({ data: await jobView(job as Job<ImportSellersJob, ImportResult>) });
  });

  app.get(`${SELLER_IMPORT_PATH}/:jobId`, ...staff, async (req, res) => {
    const job = (await queue.getJob(String(req.params.jobId))) as Job<ImportSellersJob, ImportResult> | undefined;
    // Another organization's import is as unknown as one that never was.
    if (!job || job.data.orgId !== authOf(res).org) throw AppError.notFound(IMPORT_MESSAGES.jobNotFound);
    res.json({ data: await jobView(job) });
  });
}
