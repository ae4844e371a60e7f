import { dropDatabase, startService, type RunningService } from '@consign/kit';
import type { TestInfra } from '@consign/kit/testing';
import { DEMO_PASSWORD, seedDemo } from '../src/app/seed-demo';
import { identityService } from '../src/service';

export interface IdentityHarness {
  service(): RunningService;
  url(): string;
  /** Signs in a demo account and returns its access token. */
  token(email: string): Promise<string>;
  call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

/** A seeded identity service on the test file's own database. */
export function useIdentity(infra: TestInfra): IdentityHarness {
  let running: RunningService | undefined;
  const database = () => `${infra.database}_identity`;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    running = await startService(identityService, {
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: infra.serverUrl,
      DB_NAME: database(),
      REDIS_URL: infra.redisUrl,
      BUS_NAMESPACE: infra.namespace,
    });
    await seedDemo(running.deps.db, () => undefined);
  });

  afterAll(async () => {
    await running?.stop();
    await dropDatabase(infra.serverUrl, database());
  });

  const harness: IdentityHarness = {
    service: () => running!,
    url: () => running!.url,
    async token(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const { status, body } = await harness.call('POST', '/api/auth/login', undefined, { email, password: DEMO_PASSWORD });
      if (status !== 200) throw new Error(`cannot sign in ${email}: ${status}`);
      const token = (body as { accessToken: string }).accessToken;
      tokens.set(email, token);
      return token;
    },
    async call(method, path, token, body) {
      const res = await fetch(`${running!.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
  return harness;
}
