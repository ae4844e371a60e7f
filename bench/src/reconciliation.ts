import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createQueue } from '@consign/kit';
import knex from 'knex';
import { ROOT, type Stack } from '../../scripts/stack';
import { databaseOf, thousands, type CatalogBenchOptions } from './catalog';
import { POSTGRES, withCpu } from './cpu';
import type { BenchRow } from './report';

/**
 * The bench's stack holds the ledger's periodic reconciliation off for the length of a bench (24 h): a round reads
 * every sold product of every organization from catalog, 250 pages at the bench's volume, and every five minutes
 * it landed inside whichever measurement was running then (which one, the machine's speed decided). Its cost is
 * measured here instead, as a row of its own.
 */
export const BENCH_STACK_ENV = { RECONCILIATION_EVERY_MS: String(24 * 3600 * 1000) };

/** The ledger's queue of the job, from its build (as the stack runs it). */
const reconciliationQueue = (): string =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(path.join(ROOT, 'services/ledger/dist/jobs/reconciliation.worker.js')) as { RECONCILIATION_QUEUE: string }).RECONCILIATION_QUEUE;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function soldProducts(opts: CatalogBenchOptions): Promise<number> {
  const catalog = knex({ client: 'pg', connection: databaseOf(opts, 'catalog') });
  try {
    const { rows } = await catalog.raw<{ rows: { n: string }[] }>(
      `SELECT count(*) AS n FROM products WHERE status = 'sold' AND deleted_at IS NULL`,
    );
    return Number(rows[0]!.n);
  } finally {
    await catalog.destroy();
  }
}

/** One round of the periodic job as it runs (every organization, catalog's sold products a page at a time), timed, with each process's CPU. */
export async function reconciliationRound(stack: Stack, opts: CatalogBenchOptions, log: (line: string) => void): Promise<BenchRow[]> {
  const sold = await soldProducts(opts);
  const queue = createQueue(reconciliationQueue(), {
    redisUrl: opts.redisUrl,
    prefix: `${opts.namespace}:ledger`,
    defaultJobOptions: { attempts: 1 },
  });
  try {
    // A round already under way (the one the stack's start schedules) finishes first: this one is measured alone.
    while ((await queue.getActiveCount()) + (await queue.getWaitingCount()) > 0) await sleep(200);
    log(`reconciliation: one round over ${thousands(sold)} sold products`);
    const started = Date.now();
    const round = await withCpu(stack.pids, opts.namespace, async () => {
      const job = await queue.add('reconcile', {});
      for (;;) {
        const state = await job.getState();
        if (state === 'completed') break;
        if (state === 'failed')
          throw new Error(`the reconciliation failed: ${(await queue.getJob(job.id!))?.failedReason ?? 'no reason given'}`);
        await sleep(100);
      }
      return { requests: 1 };
    });
    const took = Date.now() - started;
    const cpu = (name: string) => seconds(round.cpu[name] ?? 0);
    return [
      {
        name: `sales reconciliation, one round over ${thousands(sold)} sold products (every organization)`,
        value: `${seconds(took)}; CPU catalog ${cpu('catalog')}, ledger ${cpu('ledger')}, Postgres ${cpu(POSTGRES)}`,
      },
    ];
  } finally {
    await queue.close();
  }
}
