import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { AppError, IMPORT_MESSAGES, importQuerySchema, prefersAsync, type ImportJobView, type ImportResult } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type TokenVerifier } from '../auth';
import type { ServiceConfig } from '../config';
import { runAsOrg } from '../context';
import { csvBytesOf, csvUpload, readCsv, type CsvTable } from '../csv';
import type { Db } from '../db';
import { parseInput } from '../http/validate';
import type { Stoppable } from '../service';
import { createQueue, createWorker, type Job } from './queues';

export interface ImportOptions {
  dryRun: boolean;
  /** Column name → field key ('' ignores the column), for columns the alias table does not know. */
  mapping?: Record<string, string>;
  /** 0–100, after each page of rows is written. */
  onProgress?: (percent: number) => Promise<void>;
}

/** A service's import of one kind of row (sellers, products): the same work in the request and in the job. */
export type ImportRun = (db: Db, orgId: string, table: CsvTable, opts: ImportOptions) => Promise<ImportResult>;

export interface ImportJob {
  orgId: string;
  /** The file as uploaded (base64): the worker reads it as the route did. */
  csv: string;
  mapping?: Record<string, string>;
}

export type ImportQueue = ReturnType<typeof createQueue<ImportJob>>;
type JobsConfig = Pick<ServiceConfig, 'REDIS_URL' | 'BUS_NAMESPACE'>;

export interface ImportJobs {
  /** POST `path` imports a file; GET `path/:jobId` is a job it started. */
  path: string;
  /** The import queue of this service instance (one per Redis prefix; tests run several instances in a process). */
  queue(config: JobsConfig): ImportQueue;
  routes(app: Express, deps: { db: Db; verify: TokenVerifier; config: JobsConfig }): void;
  /** Runs imports as their organization, reporting progress per page of rows. */
  startWorker(db: Db, config: JobsConfig): Stoppable;
}

/**
 * The job as the screen sees it, or undefined when it is not the organization's. The state is read before the
 * job, so a job seen finished always comes with its result or error (the screen stops polling then).
 */
async function jobView(jobs: ImportQueue, id: string, orgId: string): Promise<ImportJobView | undefined> {
  const state = await jobs.getJobState(id);
  const job = (await jobs.getJob(id)) as Job<ImportJob, ImportResult> | undefined;
  if (!job || job.data.orgId !== orgId) return undefined;
  return {
    id,
    state: state === 'completed' || state === 'failed' || state === 'active' ? state : 'waiting',
    progress: typeof job.progress === 'number' ? job.progress : 0,
    result: state === 'completed' ? job.returnvalue : null,
    error: state === 'failed' ? job.failedReason : null,
  };
}

/**
 * An import of CSV rows (issue 26): a dry run, or a request without `Prefer: respond-async`, is answered in the
 * request; otherwise the import is a BullMQ job whose progress and result the screen polls.
 */
export function importJobs({ path, queue: name, run }: { path: string; queue: string; run: ImportRun }): ImportJobs {
  const queues = new Map<string, ImportQueue>();
  const prefixOf = (config: JobsConfig) => `${config.BUS_NAMESPACE}:jobs`;
  const keyOf = (config: JobsConfig) => `${config.REDIS_URL}|${prefixOf(config)}`;

  function queue(config: JobsConfig): ImportQueue {
    const key = keyOf(config);
    if (!queues.has(key))
      queues.set(
        key,
        createQueue<ImportJob>(name, {
          redisUrl: config.REDIS_URL,
          prefix: prefixOf(config),
          // A retry is safe (the same file twice changes nothing), and the screen polls the result for an hour.
          defaultJobOptions: { attempts: 3, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
        }),
      );
    return queues.get(key)!;
  }

  function routes(app: Express, { db, verify, config }: { db: Db; verify: TokenVerifier; config: JobsConfig }): void {
    const jobs = queue(config);
    const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];

    app.post(path, ...staff, ...csvUpload(), async (req, res) => {
      const auth = authOf(res);
      const query = parseInput(importQuerySchema, req.query);
      const bytes = csvBytesOf(res);
      // Read here in every mode, so a file that is no CSV is a 400 now and not a failed job later.
      const table = readCsv(bytes);
      if (query.dryRun || !prefersAsync(req.get('prefer'))) {
        res.json({ data: await run(db, auth.org, table, { dryRun: query.dryRun, mapping: query.mapping }) });
        return;
      }
      const { id } = await jobs.add(
        'import',
        { orgId: auth.org, csv: bytes.toString('base64'), mapping: query.mapping },
        { jobId: randomUUID() },
      );
      res.status(202).json({ data: await jobView(jobs, id!, auth.org) });
    });

    app.get(`${path}/:jobId`, ...staff, async (req, res) => {
      const view = await jobView(jobs, String(req.params.jobId), authOf(res).org);
      // Another organization's import is as unknown as one that never was.
      if (!view) throw AppError.notFound(IMPORT_MESSAGES.jobNotFound);
      res.json({ data: view });
    });
  }

  function startWorker(db: Db, config: JobsConfig): Stoppable {
    const worker = createWorker<ImportJob, ImportResult>(
      name,
      (job) =>
        runAsOrg(job.data.orgId, () =>
          run(db, job.data.orgId, readCsv(Buffer.from(job.data.csv, 'base64')), {
            dryRun: false,
            mapping: job.data.mapping,
            onProgress: (percent) => job.updateProgress(percent),
          }),
        ),
      { redisUrl: config.REDIS_URL, prefix: prefixOf(config), concurrency: 1 },
    );
    return {
      async stop() {
        await worker.close();
        await queues.get(keyOf(config))?.close();
        queues.delete(keyOf(config));
      },
    };
  }

  return { path, queue, routes, startWorker };
}
