import { AppError } from '@consign/contracts';
import type { Storage } from '@consign/kit';

/** How long a request waits for the worker before answering 503; a retry then finds the PDF rendered. */
const RENDER_TIMEOUT_MS = 20_000;
const POLL_MS = 20;

/**
 * A document a worker renders into storage (labels, receipts): served from storage when rendered, else the
 * render is enqueued (a deterministic jobId joins concurrent asks to one render) and awaited with a timeout.
 */
export async function renderedDocument(
  storage: Storage,
  bucket: string,
  object: string,
  enqueue: () => Promise<unknown>,
  stillRendering: string,
): Promise<Buffer> {
  const cached = await storage.get(bucket, object);
  if (cached) return cached.data;
  await enqueue();
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, POLL_MS));
    const rendered = await storage.get(bucket, object);
    if (rendered) return rendered.data;
  }
  throw AppError.unavailable(stillRendering);
}
