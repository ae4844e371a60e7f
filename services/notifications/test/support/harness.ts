import type { EventEnvelope, Language } from '@consign/contracts';
import { topicFor, type EventBus } from '@consign/kit';
import { createTestBus, type TestInfra } from '@consign/kit/testing';

export const DEMO = { org: '0195f3a0-0000-7000-8000-00000000d001', orgSlug: 'demo' };
export const OTHER = { org: '0195f3a0-0000-7000-8000-00000000d002', orgSlug: 'other' };

/** Publishes events on the test file's bus, as the producing services' outbox relays would. */
export function useBus(infra: TestInfra): (...events: EventEnvelope[]) => Promise<void> {
  let bus: EventBus | undefined;
  afterAll(() => bus?.close());
  return async (...events) => {
    bus ??= createTestBus(infra);
    for (const e of events) await bus.publish(topicFor(e.type), e.aggregateId, e);
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T & { message?: string };
}

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T & { message?: string } };
}

/** A seller as identity publishes it; `language` is their own choice (null: the organization's). */
export const sellerData = (
  id: string,
  first: string,
  last: string,
  email: string,
  accountNumber: number,
  language: Language | null = null,
) => ({
  id,
  firstName: first,
  lastName: last,
  fullName: `${first} ${last}`,
  email,
  phone: null,
  accountNumber,
  bankAccountNumber: null,
  language,
});
