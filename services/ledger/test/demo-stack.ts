import { useHttpServers, useService, useTestInfra } from '@consign/kit/testing';
import { catalogService } from '../../catalog/src/service';
import { createTestGateway } from '../../gateway/test/support/test-gateway';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { identityService } from '../../identity/src/service';
import { ledgerService } from '../src/service';

/**
 * identity (with the demo organization seeded), catalog and ledger on one bus behind a gateway, for tests that
 * follow a sale from the API to the books. `ledgerEnv` adds to the ledger's environment.
 */
export function useDemoStack(ledgerEnv: NodeJS.ProcessEnv = {}) {
  const infra = useTestInfra();
  const identity = useService(infra, identityService);
  const jwks = () => ({ JWKS_URL: `${identity().url}/.well-known/jwks.json` });
  const catalog = useService(infra, catalogService, jwks);
  const ledger = useService(infra, ledgerService, () => ({ ...jwks(), CATALOG_URL: catalog().url, ...ledgerEnv }));
  const listen = useHttpServers();
  let gatewayUrl = '';

  beforeAll(async () => {
    await seedDemo(identity().deps.db, () => undefined);
    gatewayUrl = await listen(createTestGateway({ identity: identity().url, catalog: catalog().url, ledger: ledger().url }));
  });

  async function signIn(email: string): Promise<string> {
    const res = await fetch(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  }

  async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  return { identity, catalog, ledger, signIn, api, gatewayUrl: () => gatewayUrl };
}
