import { DelayedError, type Job } from 'bullmq';
import { NotYetVisibleError } from '../app/not-yet-visible';

/** How long a job waits for its row; past that the queuing transaction surely rolled back. */
const VISIBILITY_WINDOW_MS = 60_000;

/**
 * Runs a job whose row may not be committed yet: then the job is put back for a moment without spending
 * one of its attempts, and after the window it fails like any other error.
 */
export async function whenVisible(job: Job, token: string | undefined, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof NotYetVisibleError) || Date.now() - job.timestamp > VISIBILITY_WINDOW_MS) throw err;
    await job.moveToDelayed(Date.now() + 100, token);
    throw new DelayedError();
  }
}
