import { randomUUID } from 'node:crypto';
import { createQueue, createWorker } from '@consign/kit';
import { useTestInfra } from '@consign/kit/testing';
import type { Job } from 'bullmq';
import { NotYetVisibleError } from '../src/app/not-yet-visible';
import { whenVisible } from '../src/jobs/visibility';

const infra = useTestInfra();

/** A queue with a webhook job's retry budget, a worker that never finds its row, and the job's outcome. */
async function runUnseen(ageMs: number): Promise<{ job: Job; state: string }> {
  const name = `visibility-${randomUUID()}`;
  const opts = { redisUrl: infra.redisUrl, prefix: `${infra.namespace}:visibility` };
  const queue = createQueue(name, { ...opts, defaultJobOptions: { attempts: 40, backoff: { type: 'fixed', delay: 60_000 } } });
  const worker = createWorker(
    name,
    (job, token) => whenVisible(job, token, () => Promise.reject(new NotYetVisibleError('row x not found (yet)'))),
    opts,
  );
  try {
    const job = await queue.add('send', {}, { timestamp: Date.now() - ageMs });
    const deadline = Date.now() + 5000;
    let state = await job.getState();
    while (state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      state = await job.getState();
      if (ageMs < 60_000 && state === 'delayed') break;
    }
    return { job: (await queue.getJob(job.id!))!, state };
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

test('a job whose row never became visible fails at once with the reason, instead of spending its 40 retries', async () => {
  const { job, state } = await runUnseen(61_000);
  expect(state).toBe('failed');
  expect(job.failedReason).toBe('row x not found (yet)');
  expect(job.attemptsMade).toBeLessThanOrEqual(1);
});

test('within the window the job waits for its row without spending an attempt', async () => {
  const { job, state } = await runUnseen(0);
  expect(state).toBe('delayed');
  expect(job.attemptsMade).toBe(0);
});
