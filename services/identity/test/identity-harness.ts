import type { RunningService } from '@consign/kit';
import { useService, type TestInfra } from '@consign/kit/testing';
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
  const service = useService(infra, identityService);
  const tokens = new Map<string, string>();

  beforeAll(() => seedDemo(service().deps.db, () => undefined));

  const harness: IdentityHarness = {
    service,
    url: () => service().url,
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
      const res = await fetch(`${service().url}${path}`, {
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
