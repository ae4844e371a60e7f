import { eventually, useHttpServers, useService, useTestInfra } from '@consign/kit/testing';
import { catalogService } from '../../catalog/src/service';
import { createTestGateway } from '../../gateway/test/support/test-gateway';
import { DEMO_PASSWORD, seedDemo } from '../../identity/src/app/seed-demo';
import { identityService } from '../../identity/src/service';
import { findOrganization } from '../src/db/organizations.repo';
import { findSeller } from '../src/db/sellers.repo';
import { ledgerService } from '../src/service';

const infra = useTestInfra();
const identity = useService(infra, identityService);
const jwks = () => ({ JWKS_URL: `${identity().url}/.well-known/jwks.json` });
const catalog = useService(infra, catalogService, jwks);
const ledger = useService(infra, ledgerService, jwks);
const listen = useHttpServers();
let gatewayUrl: string;
let staffToken: string;
const orgIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { org: string }).org;

beforeAll(async () => {
  await seedDemo(identity().deps.db, () => undefined);
  gatewayUrl = await listen(createTestGateway({ identity: identity().url, catalog: catalog().url, ledger: ledger().url }));
  const login = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.test', password: DEMO_PASSWORD }),
  });
  staffToken = ((await login.json()) as { accessToken: string }).accessToken;
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.message}`);
  return json;
}

test("a product marked sold in catalog shows as the seller's store credits through the gateway within a second", async () => {
  const sellerId = (await identity().deps.db('sellers').where({ email: 'seller@demo.test' }).first('id')).id as string;
  const store = await api<{ data: { id: string } }>('POST', '/api/demo/stores', { name: 'Grünerløkka' });
  const product = await api<{ data: { id: string } }>('POST', '/api/demo/products', {
    name: 'Wool coat',
    price: '300,00',
    consignmentSplit: 0.5,
    seller: { id: sellerId },
    store: { id: store.data.id },
  });
  const before = await api<{ data: { storeCredits: { available: number } } }>('GET', `/api/demo/sellers/${sellerId}`);

  await api('PATCH', `/api/demo/products/${product.data.id}`, { status: 'sold' });
  const soldAt = Date.now();
  const seller = await eventually(async () => {
    const read = await api<{ data: { storeCredits: { available: number; accumulated: number } } }>('GET', `/api/demo/sellers/${sellerId}`);
    return read.data.storeCredits.available === before.data.storeCredits.available + 150 && read.data;
  }, 1000);
  expect(Date.now() - soldAt).toBeLessThan(1000);
  expect(seller.storeCredits.accumulated).toBeGreaterThanOrEqual(150);

  // identity's seller and organization events reached the ledger's replicas through the bus as well.
  const replica = await eventually(() => findSeller(ledger().deps.db, orgIdOf(staffToken), sellerId));
  expect(replica.full_name).toBe('Sara Seller');
  const org = await eventually(() => findOrganization(ledger().deps.db, orgIdOf(staffToken)));
  expect(org.config).toMatchObject({ payouts: { enabled: true, fee: { type: 'flat', amount: 10 }, productFeePercent: 1 } });

  const transactions = await api<{ data: Array<{ type: string; name: string; amount: number }> }>(
    'GET',
    `/api/demo/transactions?sellerId=${sellerId}`,
  );
  expect(transactions.data[0]).toMatchObject({ type: 'sale', name: 'Wool coat', amount: 150 });
});
