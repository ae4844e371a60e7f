import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../stack';

/** What every area seed gets: the running stack's gateway and a way to act as a demo user through it. */
export interface SeedContext {
  gatewayUrl: string;
  /** Prefix of the stack's database names (`consign`, `consign_e2e`): `${namespace}_catalog`, … */
  namespace: string;
  databaseUrl: string;
  redisUrl: string;
  log: (line: string) => void;
  /** Signs in through the gateway (demo password) and returns a client that carries the token. */
  as(email: string): Promise<SeedClient>;
}

export interface SeedClient {
  token: string;
  /** JSON request through the gateway; throws with the response's message on a non-2xx answer. */
  call<T = unknown>(method: string, apiPath: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

/** An area seed: `scripts/seed/areas/NN-name.ts` exporting `seed`. It must be idempotent (run at every start). */
export type AreaSeed = (ctx: SeedContext) => Promise<void>;

const DEMO_PASSWORD = 'demo-pass-1';

async function signIn(gatewayUrl: string, email: string): Promise<SeedClient> {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`seed: sign-in as ${email} failed (${res.status})`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return {
    token: accessToken,
    async call<T>(method: string, apiPath: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
      const r = await fetch(`${gatewayUrl}${apiPath}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await r.text();
      const parsed = text ? (JSON.parse(text) as T & { message?: string }) : (undefined as T);
      if (!r.ok)
        throw new Error(`seed: ${method} ${apiPath} → ${r.status} ${(parsed as { message?: string } | undefined)?.message ?? text}`);
      return parsed;
    },
  };
}

/**
 * The demo data of every service: identity's organizations and accounts first (its own CLI, straight into
 * its database), then each area in the order of its file name, through the running stack.
 */
export async function seedDemo(opts: Omit<SeedContext, 'as'> & { env: NodeJS.ProcessEnv }): Promise<void> {
  const identity = spawnSync(process.execPath, [path.join(ROOT, 'services/identity/dist/cli/seed-demo.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...opts.env, DATABASE_URL: opts.databaseUrl, DB_NAME: `${opts.namespace}_identity` },
  });
  if (identity.status !== 0) throw new Error('seed: identity demo data failed');

  const clients = new Map<string, Promise<SeedClient>>();
  const ctx: SeedContext = {
    gatewayUrl: opts.gatewayUrl,
    namespace: opts.namespace,
    databaseUrl: opts.databaseUrl,
    redisUrl: opts.redisUrl,
    log: opts.log,
    as(email) {
      if (!clients.has(email)) clients.set(email, signIn(opts.gatewayUrl, email));
      return clients.get(email)!;
    },
  };
  const dir = path.join(__dirname, 'areas');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  for (const file of files.filter((f) => /^\d+-.+\.ts$/.test(f)).sort()) {
    const mod = (await import(path.join(dir, file))) as { seed: AreaSeed };
    opts.log(`seeding ${file.replace(/^\d+-|\.ts$/g, '')}`);
    await mod.seed(ctx);
  }
}
