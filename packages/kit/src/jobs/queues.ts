import { Queue, Worker, type ConnectionOptions, type Job, type JobsOptions, type Processor, type WorkerOptions } from 'bullmq';

export type { Job };

export interface JobsOptionsBase {
  redisUrl: string;
  /** Key prefix: the namespace keeps services (and test files) out of each other's queues. */
  prefix: string;
}

function connection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password || undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    // BullMQ workers block on Redis; they must wait for it to come back rather than fail the command.
    maxRetriesPerRequest: null,
  };
}

export function createQueue<T = unknown>(name: string, opts: JobsOptionsBase & { defaultJobOptions?: JobsOptions }): Queue<T> {
  return new Queue<T>(name, {
    connection: connection(opts.redisUrl),
    prefix: opts.prefix,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
      ...opts.defaultJobOptions,
    },
  }) as Queue<T>;
}

export function createWorker<T = unknown, R = unknown>(
  name: string,
  processor: Processor<T, R>,
  opts: JobsOptionsBase & Omit<WorkerOptions, 'connection' | 'prefix'>,
): Worker<T, R> {
  const { redisUrl, prefix, ...rest } = opts;
  return new Worker<T, R>(name, processor, { concurrency: 2, ...rest, connection: connection(redisUrl), prefix });
}

/** Closes workers first (they finish their current job), then queues. */
export async function closeJobs(workers: Worker[], queues: Queue[]): Promise<void> {
  await Promise.all(workers.map((w) => w.close()));
  await Promise.all(queues.map((q) => q.close()));
}
