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

/**
 * Whose rows the database shows a query (kit/db applies it to every connection it hands out; the
 * row-level-security policies read it): one organization, or named system work that spans organizations.
 * Without a scope a query sees no tenant rows at all.
 */
export type TenantScope = { kind: 'org'; orgId: string } | { kind: 'system'; reason: string };

const tenantStorage = new AsyncLocalStorage<TenantScope>();

/**
 * Runs `fn` as organization `orgId`: set by requireAuth from the token, by consumers from the event, by jobs
 * from their payload.
 */
export function runAsOrg<T>(orgId: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return runScoped({ kind: 'org', orgId }, fn);
}

/**
 * Runs `fn` across every organization. Only for work that cannot know its organization up front or that
 * legitimately spans them (sign-in by e-mail, sweeps over all organizations, seeds); `reason` says which,
 * so every such path is greppable as `asSystem(`.
 */
export function asSystem<T>(reason: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return runScoped({ kind: 'system', reason }, fn);
}

export function currentTenant(): TenantScope | undefined {
  return tenantStorage.getStore();
}

function runScoped<T>(scope: TenantScope, fn: () => T | PromiseLike<T>): Promise<T> {
  return tenantStorage.run(scope, () => {
    // A knex builder runs only when awaited: start it here, inside the scope, not at the caller's await.
    const result = fn();
    return new Promise<T>((resolve, reject) => {
      if (isThenable(result)) result.then(resolve, reject);
      else resolve(result);
    });
  });
}

function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
