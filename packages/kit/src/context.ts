import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request facts that follow the async call chain (log lines, outgoing calls, events). */
export interface RequestContext {
  requestId: string;
  correlationId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}
