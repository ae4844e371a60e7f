import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { organizationConfigSchema, organizationUpdated, productSold, sellerCreated, type OrganizationConfig } from '@consign/contracts';
import { withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { useService, useTestInfra, useTestTokens } from '@consign/kit/testing';
import { creditSale } from '../src/app/record-sales';
import { handleOrganizationEvent } from '../src/events/organization.handler';
import { handleSellerEvent } from '../src/events/seller.handler';
import { ledgerService } from '../src/service';

/** A ledger with its own database, bus namespace, data folder and token signer, for one test file. */
export function useLedger() {
  const infra = useTestInfra();
  const tokens = useTestTokens();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ledger-'));
  const ledger = useService(infra, ledgerService, () => ({ JWKS_URL: tokens.jwksUrl(), DATA_DIR: dataDir }));
  return { infra, tokens, ledger };
}

export interface Org {
  org: string;
  orgSlug: string;
}

export const newOrg = (orgSlug: string): Org => ({ org: randomUUID(), orgSlug });
export const staffClaims = (o: Org): AccessClaims => ({ sub: `staff-${o.orgSlug}`, role: 'coworker', ...o });
export const sellerClaims = (o: Org, sellerId: string): AccessClaims => ({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...o });

/** The organization as identity's organization.updated says it, applied by the ledger's own handler. */
export async function givenOrganization(
  db: Db,
  o: Org,
  config: Partial<Pick<OrganizationConfig, 'payouts' | 'consignment' | 'contact' | 'language'>> = {},
) {
  const parsed = organizationConfigSchema.parse(config);
  const event = organizationUpdated.create({
    source: 'identity',
    orgId: o.org,
    aggregateId: o.org,
    data: { id: o.org, slug: o.orgSlug, name: `${o.orgSlug} vintage`, currency: 'NOK', language: parsed.language.language, config: parsed },
  });
  await withTransaction(db, (trx) => handleOrganizationEvent(event, trx));
}

let accountNumber = 100;

export async function givenSeller(db: Db, o: Org, fullName = 'Kari Hansen'): Promise<{ id: string; accountNumber: number }> {
  const id = randomUUID();
  accountNumber += 1;
  const [firstName, lastName] = fullName.split(' ');
  const event = sellerCreated.create({
    source: 'identity',
    orgId: o.org,
    aggregateId: id,
    data: {
      id,
      firstName: firstName!,
      lastName: lastName ?? '',
      fullName,
      email: `${id}@x.test`,
      phone: null,
      accountNumber,
      bankAccountNumber: null,
      language: null,
    },
  });
  await withTransaction(db, (trx) => handleSellerEvent(event, trx));
  return { id, accountNumber };
}

export function soldEvent(
  o: Org,
  sellerId: string,
  price: number,
  opts: { split?: number; storeOwned?: boolean; name?: string; productId?: string } = {},
) {
  const id = opts.productId ?? randomUUID();
  return productSold.create({
    source: 'catalog',
    orgId: o.org,
    aggregateId: id,
    data: {
      id,
      sku: 1,
      skuPadded: '000001',
      name: opts.name ?? 'Wool coat',
      status: 'sold',
      sellerId,
      storeId: null,
      price,
      consignmentSplit: opts.split ?? 1,
      storeOwned: opts.storeOwned ?? false,
      currency: 'NOK',
      soldAt: new Date().toISOString(),
    },
  });
}

/** Credits a seller as product.sold does (straight through the handler's use case, for setup). */
export async function givenCredit(db: Db, o: Org, sellerId: string, minor: number): Promise<void> {
  await withTransaction(db, (trx) => creditSale(trx, soldEvent(o, sellerId, minor)));
}

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asserts
  body: any;
}

export function httpClient(baseUrl: () => string) {
  return async function call(
    method: string,
    apiPath: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await fetch(`${baseUrl()}${apiPath}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const type = res.headers.get('content-type') ?? '';
    const body_ = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, body: body_ };
  };
}

/**
 * A shop selling at the counter: the organization in the ledger and in catalog's replica, the consignor Kari
 * Hansen in both, and one store (identity is not in these stacks, so catalog's replicas are written directly).
 */
export async function givenCounterShop(
  ledgerDb: Db,
  catalogDb: Db,
  callCatalog: ReturnType<typeof httpClient>,
  o: Org,
  staffToken: string,
): Promise<{ kari: { id: string }; storeId: string }> {
  await givenOrganization(ledgerDb, o);
  const kari = await givenSeller(ledgerDb, o, 'Kari Hansen');
  const now = new Date();
  await catalogDb('organizations').insert({
    id: o.org,
    slug: o.orgSlug,
    name: 'Demo',
    currency: 'NOK',
    config: organizationConfigSchema.parse({}),
    source_updated_at: now,
  });
  await catalogDb('sellers').insert({ id: kari.id, org_id: o.org, full_name: 'Kari Hansen', account_number: 1, source_updated_at: now });
  const storeId = (await callCatalog('POST', `/api/${o.orgSlug}/stores`, staffToken, { name: 'Grünerløkka' })).body.data.id;
  return { kari, storeId };
}
