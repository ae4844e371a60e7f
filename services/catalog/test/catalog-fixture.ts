import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { organizationConfigSchema } from '@consign/contracts';
import { useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { catalogService } from '../src/service';

// Replies are asserted field by field in the tests; a loose body type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Reply<T = Loose> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

/**
 * A catalog on this file's own database and Redis namespace, with two organizations (demo: Kari and Ola,
 * other: a stranger), a store in each, and tokens for staff and sellers.
 */
export function useCatalog() {
  const infra = useTestInfra();
  const tokens = useTestTokens();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalog-test-'));
  const catalog = useService(infra, catalogService, () => ({ JWKS_URL: tokens.jwksUrl(), DATA_DIR: dataDir }));
  const DEMO = { org: randomUUID(), orgSlug: 'demo' };
  const OTHER = { org: randomUUID(), orgSlug: 'other' };
  const ids = { KARI: randomUUID(), OLA: randomUUID(), STRANGER: randomUUID(), store: '', otherStore: '' };

  const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
  const seller = (sellerId: string, o = DEMO) => tokens.sign({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...o });

  async function call<T = Loose>(
    method: string,
    apiPath: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${catalog().url}${apiPath}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = (res.headers.get('content-type') ?? '').includes('json') && bytes.length ? JSON.parse(bytes.toString()) : undefined;
    return { status: res.status, headers: res.headers, body: json as T, bytes };
  }

  beforeAll(async () => {
    const db = catalog().deps.db;
    const now = new Date();
    const config = organizationConfigSchema.parse({ consignment: { defaultSplit: 0.6, expiryDays: 30 } });
    await db('organizations').insert([
      { id: DEMO.org, slug: 'demo', name: 'Demo Secondhand', currency: 'NOK', config, source_updated_at: now },
      {
        id: OTHER.org,
        slug: 'other',
        name: 'Other Shop',
        currency: 'EUR',
        config: organizationConfigSchema.parse({}),
        source_updated_at: now,
      },
    ]);
    await db('sellers').insert([
      { id: ids.KARI, org_id: DEMO.org, full_name: 'Kari Hansen', account_number: 1, source_updated_at: now },
      { id: ids.OLA, org_id: DEMO.org, full_name: 'Ola Nordmann', account_number: 2, source_updated_at: now },
      { id: ids.STRANGER, org_id: OTHER.org, full_name: 'Somebody Else', account_number: 1, source_updated_at: now },
    ]);
    ids.store = (await call('POST', '/api/demo/stores', await staff(), { name: 'Grünerløkka' })).body.data.id;
    ids.otherStore = (await call('POST', '/api/other/stores', await staff(OTHER), { name: 'Elsewhere' })).body.data.id;
  });

  /** Creates a product of the demo organization and returns its view. */
  async function product(fields: Record<string, unknown> = {}, o = DEMO) {
    const res = await call('POST', `/api/${o.orgSlug}/products`, await staff(o), {
      name: 'Wool jacket',
      brand: { slug: 'holzweiler', name: 'Holzweiler' },
      size: { slug: 'm', name: 'M' },
      category: { name: 'Jacket' },
      material: { name: 'Wool' },
      price: 1200,
      seller: { id: o === DEMO ? ids.KARI : ids.STRANGER },
      store: { id: o === DEMO ? ids.store : ids.otherStore },
      ...fields,
    });
    if (res.status !== 201) throw new Error(`product: ${res.status} ${res.body?.message}`);
    return res.body.data;
  }

  return { catalog, DEMO, OTHER, ids, staff, seller, call, product, dataDir };
}
