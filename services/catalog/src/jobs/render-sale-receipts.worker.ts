import type { Language } from '@consign/contracts';
import { createQueue, createWorker, type Stoppable } from '@consign/kit';
import type { Config } from '../config';
import { renderSaleReceiptPdf, type ReceiptFormat, type SaleReceiptContent } from '../domain/sale-receipt-pdf';
import { catalogStorage } from '../storage';

export const SALE_RECEIPTS_QUEUE = 'sale-receipts';
export const SALE_RECEIPTS_BUCKET = 'sale-receipts';

export interface RenderSaleReceiptJob {
  /** Where the PDF goes in the bucket; named by a hash of everything printed on it. */
  object: string;
  content: SaleReceiptContent;
  format: ReceiptFormat;
  /** The language the request asked for (issue 23); absent in a job queued before it: English. */
  language?: Language;
}

export type SaleReceiptsQueue = ReturnType<typeof createQueue<RenderSaleReceiptJob>>;

const queues = new Map<string, SaleReceiptsQueue>();
const prefixOf = (config: Pick<Config, 'BUS_NAMESPACE'>) => `${config.BUS_NAMESPACE}:jobs`;
const keyOf = (config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>) => `${config.REDIS_URL}|${prefixOf(config)}`;

/** The receipts queue of this service instance (one per Redis prefix; tests run several instances in a process). */
export function saleReceiptsQueue(config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>): SaleReceiptsQueue {
  const key = keyOf(config);
  if (!queues.has(key))
    queues.set(key, createQueue<RenderSaleReceiptJob>(SALE_RECEIPTS_QUEUE, { redisUrl: config.REDIS_URL, prefix: prefixOf(config) }));
  return queues.get(key)!;
}

/** Renders sale receipts (pdfkit, kit's embedded fonts) into storage, where the HTTP route picks them up. */
export function startSaleReceiptsWorker(config: Config): Stoppable {
  const storage = catalogStorage(config);
  const worker = createWorker<RenderSaleReceiptJob>(
    SALE_RECEIPTS_QUEUE,
    async (job) => {
      const pdf = await renderSaleReceiptPdf(job.data.content, job.data.format, job.data.language ?? 'en');
      await storage.put(SALE_RECEIPTS_BUCKET, job.data.object, pdf, 'application/pdf');
    },
    { redisUrl: config.REDIS_URL, prefix: prefixOf(config), concurrency: 2 },
  );
  return {
    async stop() {
      await worker.close();
      await queues.get(keyOf(config))?.close();
      queues.delete(keyOf(config));
    },
  };
}
