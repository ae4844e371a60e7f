import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { addDays, organizationCreated, parisDay, sellerCreated, storeCreated, type WeeklySchedule } from '@consign/contracts';
import type { RunningService } from '@consign/kit';
import { useService, useTestInfra, useTestTokens, type TestInfra } from '@consign/kit/testing';
import { handleStoreEvent } from '../src/events/catalog-store.handler';
import { identityReplicas } from '../src/events/identity.handler';
import { deliveriesService } from '../src/service';

export const DEMO = { org: '0195f3a0-0000-7000-8000-00000000d001', orgSlug: 'demo' };
export const OTHER = { org: '0195f3a0-0000-7000-8000-00000000d002', orgSlug: 'other' };

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T & { message?: string; code?: string; params?: Record<string, string | number>; reason?: string };
  text: string;
  headers: Headers;
}

/** Open 08:00–18:00 every day, 30-minute slots: 20 slots a day. */
export const EVERY_DAY: WeeklySchedule = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ from: '08:00', to: '18:00' }]]),
);

/** A Paris date `days` from today. */
export const dayFromNow = (days: number) => addDays(parisDay(new Date()), days);

/** Calls a service of the test with a bearer token; a body that is not JSON is kept as text only. */
export async function callAt<T>(
  baseUrl: string,
  method: string,
  apiPath: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  return { status: res.status, body: parsed as Reply<T>['body'], text, headers: res.headers };
}

/** A deliveries service on the file's own database, with a store, sellers and an organization already replicated. */
export function useDeliveries(env: NodeJS.ProcessEnv = {}) {
  const infra: TestInfra = useTestInfra();
  const tokens = useTestTokens();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deliveries-'));
  const service: () => RunningService = useService(infra, deliveriesService, () => ({
    JWKS_URL: tokens.jwksUrl(),
    DATA_DIR: dataDir,
    ...env,
  }));

  const staff = (o = DEMO) => tokens.sign({ sub: 'staff', role: 'coworker', ...o });
  const sellerToken = (sellerId: string, o = DEMO) => tokens.sign({ sub: `user-${sellerId}`, role: 'seller', sellerId, ...o });

  const call = <T = Record<string, unknown>>(
    method: string,
    apiPath: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => callAt<T>(service().url, method, apiPath, token, body, headers);

  /** Replicas arrive through the same handlers the consumers run (the bus path has its own test). */
  async function replicate(envelope: Parameters<typeof handleStoreEvent>[0], kind: 'store' | 'identity') {
    await service().deps.db.transaction((trx) =>
      kind === 'store' ? handleStoreEvent(envelope, trx) : identityReplicas.handle(envelope, trx),
    );
  }

  async function addStore(o = DEMO, name = 'Grünerløkka'): Promise<string> {
    const id = randomUUID();
    const data = {
      id,
      name,
      email: 'lokka@demo.test',
      address_line_1: 'Thorvald Meyers gate 1',
      address_zip: '0555',
      address_city: 'Oslo',
      address_country: 'Norway',
    };
    await replicate(storeCreated.create({ source: 'catalog', orgId: o.org, aggregateId: id, data }), 'store');
    return id;
  }

  let accountNumber = 1;
  async function addSeller(email: string, o = DEMO): Promise<string> {
    const id = randomUUID();
    const [firstName, lastName] = [email.split('@')[0]!, 'Seller'];
    const data = {
      id,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email,
      phone: null,
      accountNumber: accountNumber++,
      bankAccountNumber: null,
      language: null,
    };
    await replicate(sellerCreated.create({ source: 'identity', orgId: o.org, aggregateId: id, data }), 'identity');
    return id;
  }

  async function addOrganization(o = DEMO, name = 'Demo Consign') {
    const data = { id: o.org, slug: o.orgSlug, name, currency: 'NOK', language: null };
    await replicate(organizationCreated.create({ source: 'identity', orgId: o.org, aggregateId: o.org, data }), 'identity');
  }

  /** A store open every day with 30-minute slots. */
  async function openStore(o = DEMO): Promise<string> {
    const storeId = await addStore(o);
    const res = await call('PUT', `/api/${o.orgSlug}/deliveries/stores/${storeId}/schedule`, await staff(o), {
      enabled: true,
      slot_length: 30,
      slot_buffer: 0,
      schedule: EVERY_DAY,
      schedule_end_date: dayFromNow(40),
    });
    if (res.status !== 200) throw new Error(`store config: ${res.status} ${res.text}`);
    return storeId;
  }

  return { infra, tokens, service, dataDir, staff, sellerToken, call, addStore, addSeller, addOrganization, openStore };
}

/** The slot starts of a Paris date as the API gives them. */
export async function slotsOf(h: ReturnType<typeof useDeliveries>, storeId: string, date: string, token: string): Promise<string[]> {
  const res = await h.call<Array<{ from: string }>>('GET', `/api/demo/deliveries/${storeId}/slots/${date}`, token);
  if (res.status !== 200) throw new Error(`slots: ${res.status} ${res.text}`);
  return (res.body as unknown as Array<{ from: string }>).map((s) => s.from);
}

/** Pairs of live deliveries that overlap at one store: the invariant says there are none. */
export async function overlapCount(db: RunningService['deps']['db']): Promise<number> {
  const [row] = await db
    .raw(
      `
    SELECT count(*)::int AS n FROM deliveries a JOIN deliveries b
      ON a.store_id = b.store_id AND a.id < b.id AND tstzrange(a.at, a.ends_at) && tstzrange(b.at, b.ends_at)
    WHERE a.status IN ('pending','confirmed','completed') AND NOT a.deleted
      AND b.status IN ('pending','confirmed','completed') AND NOT b.deleted`,
    )
    .then((r: { rows: Array<{ n: number }> }) => r.rows);
  return row!.n;
}
