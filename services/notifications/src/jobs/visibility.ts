import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { NotYetVisibleError } from '../app/not-yet-visible';

/** How long a job waits for its row; past that the queuing transaction surely rolled back. */
const VISIBILITY_WINDOW_MS = 60_000;

/**
 * Runs a job whose row may not be committed yet: then the job is put back for a moment without spending
 * one of its attempts. After the window the row will never come (its transaction rolled back, and the
 * redelivered event queued a job of its own), so the job fails at once with the reason instead of
 * spending its retries (a webhook's last one would come a day and a half later).
 */
export async function whenVisible(job: Job, token: string | undefined, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof NotYetVisibleError)) throw err;
    if (Date.now() - job.timestamp > VISIBILITY_WINDOW_MS) throw new UnrecoverableError(err.message);
    await job.moveToDelayed(Date.now() + 100, token);
    throw new DelayedError();
  }
}
