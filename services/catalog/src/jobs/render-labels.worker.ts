import type { Language } from '@consign/contracts';
import { createQueue, createWorker, type Stoppable } from '@consign/kit';
import type { Config } from '../config';
import { renderLabelsPdf, type LabelContent, type LabelSize } from '../domain/label-pdf';
import { catalogStorage } from '../storage';

export const LABELS_QUEUE = 'labels';
export const LABELS_BUCKET = 'labels';

export interface RenderLabelsJob {
  /** Where the PDF goes in the labels bucket; named by a hash of everything printed on it. */
  object: string;
  labels: LabelContent[];
  size: LabelSize;
  /** The language the request asked for (issue 23); absent in a job queued before it: English. */
  language?: Language;
}

export type LabelsQueue = ReturnType<typeof createQueue<RenderLabelsJob>>;

const queues = new Map<string, LabelsQueue>();
const prefixOf = (config: Pick<Config, 'BUS_NAMESPACE'>) => `${config.BUS_NAMESPACE}:jobs`;
const keyOf = (config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>) => `${config.REDIS_URL}|${prefixOf(config)}`;

/** The labels queue of this service instance (one per Redis prefix; tests run several instances in a process). */
export function labelsQueue(config: Pick<Config, 'REDIS_URL' | 'BUS_NAMESPACE'>): LabelsQueue {
  const key = keyOf(config);
  if (!queues.has(key))
    queues.set(key, createQueue<RenderLabelsJob>(LABELS_QUEUE, { redisUrl: config.REDIS_URL, prefix: prefixOf(config) }));
  return queues.get(key)!;
}

/** Renders label PDFs (pdfkit + a Code128 barcode) into storage, where the HTTP route picks them up. */
export function startLabelsWorker(config: Config): Stoppable {
  const storage = catalogStorage(config);
  const worker = createWorker<RenderLabelsJob>(
    LABELS_QUEUE,
    async (job) => {
      const pdf = await renderLabelsPdf(job.data.labels, job.data.size, job.data.language ?? 'en');
      await storage.put(LABELS_BUCKET, job.data.object, pdf, 'application/pdf');
    },
    { redisUrl: config.REDIS_URL, prefix: prefixOf(config), concurrency: 4 },
  );
  return {
    async stop() {
      await worker.close();
      await queues.get(keyOf(config))?.close();
      queues.delete(keyOf(config));
    },
  };
}
