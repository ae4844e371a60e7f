import type { Queue, Worker } from 'bullmq';
import { closeJobs, createQueue, createWorker } from '../src/jobs';
import { useTestInfra } from '../src/testing';

const infra = useTestInfra();
const queues: Queue[] = [];
const workers: Worker[] = [];
afterAll(() => closeJobs(workers, queues));

test('a deterministic jobId runs the work once however often it is enqueued; failures retry', async () => {
  const queue = createQueue<{ sku: string }>('labels', {
    redisUrl: infra.redisUrl,
    prefix: infra.namespace,
    defaultJobOptions: { backoff: { type: 'fixed', delay: 10 } },
  });
  queues.push(queue);
  const runs: string[] = [];
  let failOnce = true;
  const worker = createWorker<{ sku: string }, string>(
    'labels',
    async (job) => {
      runs.push(job.data.sku);
      if (failOnce) {
        failOnce = false;
        throw new Error('printer jammed');
      }
      return `label-${job.data.sku}`;
    },
    { redisUrl: infra.redisUrl, prefix: infra.namespace },
  );
  workers.push(worker);
  const done = new Promise<string>((resolve) => worker.on('completed', (_job, result) => resolve(result)));
  await Promise.all([1, 2, 3].map(() => queue.add('render', { sku: '00042' }, { jobId: 'label:00042:v1' })));
  expect(await done).toBe('label-00042');
  expect(runs).toEqual(['00042', '00042']);
  expect(await queue.getJobCounts('completed', 'waiting', 'failed')).toEqual({ completed: 1, waiting: 0, failed: 0 });
});

test('queues of different namespaces never see each other', async () => {
  const a = createQueue('mail', { redisUrl: infra.redisUrl, prefix: `${infra.namespace}-a` });
  const b = createQueue('mail', { redisUrl: infra.redisUrl, prefix: `${infra.namespace}-b` });
  queues.push(a, b);
  await a.add('send', { to: 'x' });
  expect(await a.count()).toBe(1);
  expect(await b.count()).toBe(0);
});
